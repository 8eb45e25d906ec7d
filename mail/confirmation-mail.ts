// The employer's "thanks for applying" mail in the managed inbox, as evidence that an application
// arrived. It is asked for only when a final click's outcome was lost with its worker (the fence
// holds the claim, no outcome was recorded): without it such an application ends `failed` although
// the employer may hold it (docs/guarantees.md, "No form is submitted twice"). Platforms send it by
// default: Greenhouse's "Thanks For Applying" template goes to every candidate who applies
// (support.greenhouse.io/hc/en-us/articles/206257226), Recruitee's auto-confirmation likewise.
//
// Used only when it cannot be another application's: it comes from this application's platform or
// employer (mail/trusted-sender.ts), after this click, and no other application of the candidate to
// the same platform or employer was clicked near it.
import { db } from "../lib/db";
import { isTrustedSender } from "./trusted-sender";

/** Words of a mail that says an application was received (subject or text). */
const RECEIVED =
  /\b(thanks?( you)? for (applying|your application|submitting your application)|(your |the )?application (has been |was )?(received|submitted)|we('ve| have)? received your application)\b/i;

/** Another application's click this close to this one's makes a confirmation ambiguous. */
export const NEARBY_CLICK_MS = 30 * 60_000;
const RECENT_MAIL_LIMIT = 50;

export interface ConfirmationMail {
  id: string;
  subject: string;
  receivedAt: Date;
}

/** The confirmation mail for an application whose final click was claimed, or null. */
export async function confirmationMail(applicationId: string): Promise<ConfirmationMail | null> {
  const app = await db().application.findUniqueOrThrow({
    where: { id: applicationId },
    select: { candidateId: true, ats: true, url: true, submitClickedAt: true },
  });
  if (!app.submitClickedAt) return null;
  const clickedAt = app.submitClickedAt.getTime();
  const near = { gte: new Date(clickedAt - NEARBY_CLICK_MS), lte: new Date(clickedAt + NEARBY_CLICK_MS) };
  const others = await db().application.findMany({
    where: { candidateId: app.candidateId, id: { not: applicationId }, submitClickedAt: near },
    select: { ats: true, url: true },
  });
  const mails = await db().inboundEmail.findMany({
    where: { candidateId: app.candidateId, receivedAt: { gte: app.submitClickedAt } },
    orderBy: { receivedAt: "asc" },
    take: RECENT_MAIL_LIMIT,
    select: { id: true, subject: true, textBody: true, senderDomain: true, envelopeSender: true, receivedAt: true },
  });
  const mail = mails.find((m) => isTrustedSender(m, app) && RECEIVED.test(`${m.subject}\n${m.textBody}`));
  if (!mail || others.some((other) => isTrustedSender(mail, other))) return null;
  return { id: mail.id, subject: mail.subject, receivedAt: mail.receivedAt };
}
