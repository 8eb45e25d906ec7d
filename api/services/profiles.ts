// Saved profiles: create one for an existing candidate, list them, read one with its runs.
import type { Prisma, Profile } from "../../generated/prisma/client";
import { db } from "../../lib/db";
import { isId, newId } from "../../lib/ids";
import { notFound } from "../errors";
import { listPage, type Page, type PageQuery } from "../pagination";
import type { createProfileBody } from "../schemas/candidates";
import type { z } from "../schemas/zod";
import { applicationsOfProfile, type StoredApplication } from "./applications";

/** How many runs GET /profiles/{id} embeds; the full history is GET /applications?profile_id=. */
const RUNS_SHOWN = 100;

export async function createProfile(accountId: string, input: z.output<typeof createProfileBody>): Promise<Profile> {
  const candidate = await db().candidate.findFirst({ where: { id: input.candidate_id, accountId } });
  if (!candidate) throw notFound("candidate");
  return db().profile.create({
    data: {
      id: newId("prof"),
      accountId,
      candidateId: candidate.id,
      profile: input.profile as Prisma.InputJsonValue,
      resumeUrl: input.resume_url ?? candidate.resumeUrl,
    },
  });
}

export async function findProfile(accountId: string, id: string): Promise<Profile | undefined> {
  return (await db().profile.findFirst({ where: { id, accountId } })) ?? undefined;
}

export function listProfiles(accountId: string, page: PageQuery): Promise<Page<Profile>> {
  return listPage(page, { owner: { accountId } }, (args) => db().profile.findMany(args));
}

export async function profileWithRuns(accountId: string, id: string): Promise<{ profile: Profile; runs: StoredApplication[] }> {
  const profile = isId("prof", id) ? await findProfile(accountId, id) : undefined;
  if (!profile) throw notFound("profile");
  return { profile, runs: await applicationsOfProfile(accountId, profile.id, RUNS_SHOWN) };
}
