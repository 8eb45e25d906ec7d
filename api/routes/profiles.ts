// Saved profiles: POST/GET /v1/profiles and GET /v1/profiles/{id} with its application runs.
import { Router } from "express";
import type { Prisma } from "../../generated/prisma/client";
import { db } from "../../lib/db";
import { isId, newId } from "../../lib/ids";
import { accountIdOf } from "../auth";
import { notFound, parseOrThrow } from "../errors";
import { newestFirst, paginate } from "../pagination";
import { withProfileGroups } from "../profile-input";
import { createProfileBody } from "../schemas/candidates";
import { listQuery } from "../schemas/common";
import { serializeApplication, serializeProfile } from "../serializers";

export const profilesRouter = Router();

profilesRouter.post("/profiles", async (req, res) => {
  const body = parseOrThrow(createProfileBody, withProfileGroups(req.body));
  const accountId = accountIdOf(res);
  const candidate = await db().candidate.findFirst({ where: { id: body.candidate_id, accountId } });
  if (!candidate) throw notFound("candidate");
  const profile = await db().profile.create({
    data: {
      id: newId("prof"),
      accountId,
      candidateId: candidate.id,
      profile: body.profile as Prisma.InputJsonValue,
      resumeUrl: body.resume_url ?? candidate.resumeUrl,
    },
  });
  res.status(201).json(serializeProfile(profile));
});

profilesRouter.get("/profiles", async (req, res) => {
  const query = parseOrThrow(listQuery, req.query);
  const accountId = accountIdOf(res);
  res.json(
    await paginate({
      limit: query.limit,
      cursor: query.cursor,
      findCursorRow: (id) => db().profile.findFirst({ where: { id, accountId }, select: { id: true, createdAt: true } }),
      fetch: (after, take) => db().profile.findMany({ where: { accountId, ...after }, orderBy: newestFirst, take }),
      serialize: serializeProfile,
    }),
  );
});

/** How many runs GET /profiles/{id} embeds; the full history is GET /applications?profile_id=. */
const RUNS_SHOWN = 100;

profilesRouter.get("/profiles/:id", async (req, res) => {
  const accountId = accountIdOf(res);
  const id = req.params.id;
  const profile = isId("prof", id) ? await db().profile.findFirst({ where: { id, accountId } }) : null;
  if (!profile) throw notFound("profile");
  const runs = await db().application.findMany({
    where: { accountId, profileId: profile.id },
    orderBy: newestFirst,
    take: RUNS_SHOWN,
    include: { candidate: true },
  });
  res.json({ ...serializeProfile(profile), runs: runs.map(serializeApplication) });
});
