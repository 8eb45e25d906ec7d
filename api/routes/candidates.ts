// POST /v1/candidates: a candidate plus its first saved profile.
import { withProfileGroups } from "../profile-input";
import { route } from "../route-table";
import { candidate, createCandidateBody } from "../schemas/candidates";
import { serializeCandidate } from "../serializers";
import { createCandidate, findCreatedCandidate } from "../services/candidates";
import { firstIdMade } from "../idempotency";

export const candidateRoutes = [
  route({
    method: "post",
    path: "/candidates",
    summary: "Create a candidate (and its first saved profile)",
    body: createCandidateBody,
    prepareBody: withProfileGroups,
    response: { status: 201, schema: candidate, description: "created" },
    handle: async ({ accountId, body }) => {
      const created = await createCandidate(accountId, body());
      return serializeCandidate(created.candidate, created.profileId);
    },
    recover: async ({ accountId }) => {
      const created = await findCreatedCandidate(accountId, firstIdMade("cand"));
      return created && serializeCandidate(created.candidate, created.profileId);
    },
  }),
];
