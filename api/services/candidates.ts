// A candidate plus its first saved profile, in one transaction; a managed-mode candidate's email is
// its own inbox address (docs/api-rules.md#resources-and-ids).
import { randomInt } from "node:crypto";
import type { Candidate, Prisma } from "../../generated/prisma/client";
import { config } from "../../lib/config";
import { encryptSecret } from "../../lib/crypto";
import { db } from "../../lib/db";
import { isUniqueViolation } from "../../lib/db-errors";
import { newId } from "../../lib/ids";
import type { createCandidateBody } from "../schemas/candidates";
import type { z } from "../schemas/zod";

const slug = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "")
    .slice(0, 20);

/** Readable and unguessable, e.g. "ada.lovelace.k3j9x2": the managed inbox's local part. */
function newInboxLocalPart(firstName: string, lastName: string): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  let suffix = "";
  for (let i = 0; i < 6; i++) suffix += alphabet[randomInt(alphabet.length)];
  const name = [slug(firstName), slug(lastName)].filter(Boolean).join(".") || "candidate";
  return `${name}.${suffix}`;
}

/** A candidate made by POST /candidates, with the profile made beside it (an idempotent retry's answer). */
export async function findCreatedCandidate(
  accountId: string,
  id: string,
): Promise<{ candidate: Candidate; profileId: string } | undefined> {
  const candidate = await db().candidate.findFirst({
    where: { id, accountId },
    include: { profiles: { orderBy: { createdAt: "asc" }, take: 1, select: { id: true } } },
  });
  return candidate ? { candidate, profileId: candidate.profiles[0]!.id } : undefined;
}

export async function createCandidate(
  accountId: string,
  input: z.output<typeof createCandidateBody>,
): Promise<{ candidate: Candidate; profileId: string }> {
  const person = input.profile.personalInformation;
  const accountPasswordEnc = input.account_system_password ? encryptSecret(input.account_system_password) : null;

  for (let attempt = 1; ; attempt++) {
    const inboxLocalPart = newInboxLocalPart(person.firstName, person.lastName);
    const email = input.email_mode === "managed" ? `${inboxLocalPart}@${config.inboxDomain}` : person.email;
    try {
      return await db().$transaction(async (tx) => {
        const candidate = await tx.candidate.create({
          data: {
            id: newId("cand"),
            accountId,
            firstName: person.firstName,
            lastName: person.lastName,
            email,
            emailMode: input.email_mode,
            inboxLocalPart,
            resumeUrl: input.resume_url,
            accountPasswordEnc,
          },
        });
        const profile = await tx.profile.create({
          data: {
            id: newId("prof"),
            accountId,
            candidateId: candidate.id,
            profile: input.profile as Prisma.InputJsonValue,
            resumeUrl: input.resume_url,
          },
        });
        return { candidate, profileId: profile.id };
      });
    } catch (error) {
      // A clash on the random inbox suffix is astronomically rare; draw again.
      if (attempt < 3 && isUniqueViolation(error, "inbox_local_part")) continue;
      throw error;
    }
  }
}
