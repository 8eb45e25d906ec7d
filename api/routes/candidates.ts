// POST /v1/candidates: a candidate plus its first saved profile, in one transaction.
import { randomInt } from "node:crypto";
import { Router } from "express";
import type { Prisma } from "../../generated/prisma/client";
import { config } from "../../lib/config";
import { encryptSecret } from "../../lib/crypto";
import { db } from "../../lib/db";
import { isUniqueViolation } from "../../lib/db-errors";
import { newId } from "../../lib/ids";
import { accountIdOf } from "../auth";
import { parseOrThrow } from "../errors";
import { withProfileGroups } from "../profile-input";
import { createCandidateBody } from "../schemas/candidates";
import { serializeCandidate } from "../serializers";

const slug = (s: string) =>
  s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "").slice(0, 20);

/** Readable and unguessable, e.g. "ada.lovelace.k3j9x2": the managed inbox's local part. */
function newInboxLocalPart(firstName: string, lastName: string): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  let suffix = "";
  for (let i = 0; i < 6; i++) suffix += alphabet[randomInt(alphabet.length)];
  const name = [slug(firstName), slug(lastName)].filter(Boolean).join(".") || "candidate";
  return `${name}.${suffix}`;
}

export const candidatesRouter = Router();

candidatesRouter.post("/candidates", async (req, res) => {
  const body = parseOrThrow(createCandidateBody, withProfileGroups(req.body));
  const accountId = accountIdOf(res);
  const person = body.profile.personalInformation;
  const accountPasswordEnc = body.account_system_password ? encryptSecret(body.account_system_password) : null;

  for (let attempt = 1; ; attempt++) {
    const inboxLocalPart = newInboxLocalPart(person.firstName, person.lastName);
    const email = body.email_mode === "managed" ? `${inboxLocalPart}@${config.inboxDomain}` : person.email;
    try {
      const { candidate, profileId } = await db().$transaction(async (tx) => {
        const candidate = await tx.candidate.create({
          data: {
            id: newId("cand"),
            accountId,
            firstName: person.firstName,
            lastName: person.lastName,
            email,
            emailMode: body.email_mode,
            inboxLocalPart,
            resumeUrl: body.resume_url,
            accountPasswordEnc,
          },
        });
        const profile = await tx.profile.create({
          data: { id: newId("prof"), accountId, candidateId: candidate.id, profile: body.profile as Prisma.InputJsonValue, resumeUrl: body.resume_url },
        });
        return { candidate, profileId: profile.id };
      });
      res.status(201).json(serializeCandidate(candidate, profileId));
      return;
    } catch (error) {
      // A clash on the random inbox suffix is astronomically rare; draw again.
      if (attempt < 3 && isUniqueViolation(error, "inbox_local_part")) continue;
      throw error;
    }
  }
});
