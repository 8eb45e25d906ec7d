// An application's evidence (docs/api-rules.md#evidence): the list, and each image.
import { BinaryBody, notFoundResponse, route } from "../route-table";
import { evidence, evidenceId, evidenceImage } from "../schemas/evidence";
import { idOf, listOf } from "../schemas/common";
import { z } from "../schemas/zod";
import type { EvidenceMeta } from "../../lib/evidence";
import { listEvidence, readEvidence } from "../services/evidence";

const applicationId = idOf("app", "an application");

function serializeEvidence(e: EvidenceMeta): z.infer<typeof evidence> {
  return {
    id: e.id,
    kind: e.kind,
    content_type: e.contentType,
    bytes: e.byteSize,
    width: e.width,
    height: e.height,
    fitted: e.fitted,
    page_url: e.pageUrl,
    url: `/v1/applications/${e.applicationId}/evidence/${e.id}`,
    text: e.kind === "confirmation" ? (e.text ?? "") : null,
    signals: e.kind === "confirmation" ? (e.signals ?? []) : null,
    created_at: e.createdAt.toISOString(),
  };
}

export const evidenceRoutes = [
  route({
    method: "get",
    path: "/applications/{id}/evidence",
    summary: "The application's evidence: the filled form at review and the page after the final click (PNG screenshots)",
    params: z.object({ id: applicationId }),
    response: { status: 200, schema: listOf(evidence, "EvidenceList"), description: "every image kept, oldest first (one page)" },
    errors: notFoundResponse,
    handle: async ({ deps, accountId, id }) => ({
      data: (await listEvidence(deps.evidence, accountId, id)).map(serializeEvidence),
      has_more: false,
      next_cursor: null,
    }),
  }),
  route({
    method: "get",
    path: "/applications/{id}/evidence/{evidence_id}",
    summary: "One evidence image (image/png)",
    params: z.object({ id: applicationId, evidence_id: evidenceId }),
    response: { status: 200, schema: evidenceImage, description: "the image", contentType: "image/png" },
    errors: notFoundResponse,
    handle: async ({ req, deps, accountId, id }) => {
      const { meta, content } = await readEvidence(deps.evidence, accountId, id, String(req.params.evidence_id ?? ""));
      return new BinaryBody(meta.contentType, content);
    },
  }),
];
