// Evidence of an application (docs/api-rules.md#evidence): screenshots of the filled form at review
// and of the page after the final click.
import { EVIDENCE_KINDS } from "../../lib/domain";
import { idOf, timestamp } from "./common";
import { z } from "./zod";

export const evidenceId = idOf("evd", "an evidence");

export const evidence = z
  .object({
    id: evidenceId,
    kind: z.enum(EVIDENCE_KINDS).openapi({
      description: "review_form: the form as filled when it was read for the review; confirmation: the page after the final click",
    }),
    content_type: z.literal("image/png"),
    bytes: z.number().int().openapi({ description: "size of the image (at most EVIDENCE_MAX_BYTES)" }),
    width: z.number().int().openapi({ description: "pixels" }),
    height: z.number().int().openapi({ description: "pixels" }),
    fitted: z.enum(["scaled", "cut"]).nullable().openapi({
      description:
        "null: the whole page at full size; scaled: scaled down to fit the size cap; cut: scaled down to a quarter, then cut at the bottom (or a page over 16,000 px tall cut there)",
    }),
    page_url: z.string().openapi({ description: "the page's address when it was captured, without its query or fragment" }),
    url: z.string().openapi({
      description: "where the image is served (GET, with the API key)",
      example: "/v1/applications/app_4fQk2Zp8LmN3xR7tVb1cYw9e/evidence/evd_4fQk2Zp8LmN3xR7tVb1cYw9e",
    }),
    text: z.string().nullable().openapi({ description: "confirmation: the page's text (up to 20,000 characters); null for review_form" }),
    signals: z
      .array(z.string())
      .nullable()
      .openapi({
        description:
          'confirmation: the signals that decided the outcome and the form\'s writes after the click (docs/api-rules.md, "Outcome by evidence"); null for review_form',
        example: ["the page says: Thank you for applying!", "POST https://boards.greenhouse.io/acme/jobs/4012 answered 200"],
      }),
    created_at: timestamp,
  })
  .openapi("Evidence");

/** What the application.submitted event names: the evidence kept for the application. */
export const evidenceRef = z.object({ id: evidenceId, kind: z.enum(EVIDENCE_KINDS) }).openapi("EvidenceRef");

/** An image, served as it was stored. */
export const evidenceImage = z.string().openapi({ type: "string", format: "binary", description: "the PNG image" });
