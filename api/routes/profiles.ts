// Saved profiles: POST/GET /v1/profiles and GET /v1/profiles/{id} with its application runs.
import { withProfileGroups } from "../profile-input";
import { listRoute, notFoundResponse, route } from "../route-table";
import { application } from "../schemas/applications";
import { createProfileBody, savedProfile } from "../schemas/candidates";
import { idParam } from "../schemas/common";
import { z } from "../schemas/zod";
import { serializeApplication, serializeProfile } from "../serializers";
import { createProfile, findProfile, listProfiles, profileWithRuns } from "../services/profiles";
import { firstIdMade } from "../idempotency";

export const profileRoutes = [
  route({
    method: "post",
    path: "/profiles",
    summary: "Save a reusable profile for an existing candidate",
    body: createProfileBody,
    prepareBody: withProfileGroups,
    response: { status: 201, schema: savedProfile, description: "created" },
    errors: notFoundResponse,
    handle: async ({ accountId, body }) => serializeProfile(await createProfile(accountId, body())),
    recover: async ({ accountId }) => {
      const profile = await findProfile(accountId, firstIdMade("prof"));
      return profile && serializeProfile(profile);
    },
  }),
  listRoute({
    path: "/profiles",
    summary: "List saved profiles, newest first",
    item: savedProfile,
    name: "SavedProfileList",
    list: listProfiles,
    serialize: serializeProfile,
  }),
  route({
    method: "get",
    path: "/profiles/{id}",
    summary: "One saved profile with its application runs (newest first)",
    params: idParam("prof", "a profile"),
    response: {
      status: 200,
      schema: savedProfile.extend({ runs: z.array(application) }).openapi("SavedProfileWithRuns"),
      description: "the profile",
    },
    errors: notFoundResponse,
    handle: async ({ accountId, id }) => {
      const { profile, runs } = await profileWithRuns(accountId, id);
      return { ...serializeProfile(profile), runs: runs.map(serializeApplication) };
    },
  }),
];
