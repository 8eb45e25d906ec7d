// A final click whose worker died before it recorded the site's answer (the fence holds the claim,
// no outcome): the retrying attempt never clicks again, and the site cannot be asked (Greenhouse has
// no candidate account). The employer's "thanks for applying" mail, delivered over real SMTP to the
// managed inbox, then shows that the application arrived: it ends `submitted`, with the mail as its
// evidence, instead of `failed` while the employer holds it (mail/confirmation-mail.ts).
import { MockActivityEnvironment } from "@temporalio/testing";
import nodemailer, { type Transporter } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrowserActivities, type AtsLayer } from "../../activities/browser";
import { db, disconnectDb } from "../../lib/db";
import { AtsFailure } from "../../lib/domain";
import { startSmtpReceiver, type SmtpReceiver } from "../../mail/smtp-receiver";
import { thanksForApplyingMail } from "../simulators/greenhouse/questions";
import { seedApplication, temporalClient, type Seeded } from "../workflows/fixtures";

let inbox: SmtpReceiver;
let smtp: Transporter;

beforeAll(async () => {
  inbox = await startSmtpReceiver({ host: "127.0.0.1", port: 0, domain: "inbox.localhost", client: await temporalClient() });
  smtp = nodemailer.createTransport({ host: "127.0.0.1", port: inbox.port, secure: false, ignoreTLS: true });
});

afterAll(async () => {
  smtp?.close();
  await inbox?.close();
  await disconnectDb();
});

/** What the ATS layer does for a click already claimed on a platform it cannot ask (ats-adapters/index.ts). */
let siteAsked = 0;
const ats = {
  async submitApplication(_req: unknown, guard: { alreadyClicked: boolean }) {
    expect(guard.alreadyClicked).toBe(true);
    siteAsked++;
    throw new AtsFailure("site_error", "The final submit button was clicked but the site's answer could not be established.");
  },
} as unknown as AtsLayer;

/** An application whose final click was claimed by an attempt that died before recording anything. */
async function clickedAndLost(opts: Parameters<typeof seedApplication>[0] = {}): Promise<Seeded & { email: string }> {
  const seeded = await seedApplication({ emailMode: "managed", url: "https://job-boards.greenhouse.io/acme/jobs/4012", ...opts });
  await db().application.update({
    where: { id: seeded.applicationId },
    data: { submitClickedAt: new Date(), submitClaim: "dead-attempt" },
  });
  const { email } = await db().candidate.findUniqueOrThrow({ where: { id: seeded.candidateId } });
  return { ...seeded, email };
}

/** The retrying attempt; `mailWaitMs` is how long it waits for the confirmation mail. */
function retry(applicationId: string, mailWaitMs = 3_000) {
  const env = new MockActivityEnvironment({ attempt: 2, activityId: "submit", heartbeatTimeoutMs: 30_000 });
  const { submitApplication } = createBrowserActivities(ats, "test-queue", { outcomeWaitMs: 300, confirmationMailWaitMs: mailWaitMs });
  return env.run(submitApplication, { applicationId });
}

const mailed = (m: { from: string; to: string; subject: string; text?: string; html?: string }) => smtp.sendMail(m);

describe("a final click lost with its worker", () => {
  it("is submitted when the employer's confirmation mail reaches the managed inbox, even while the retry waits", async () => {
    const app = await clickedAndLost();
    const outcome = retry(app.applicationId, 60_000);
    await new Promise((r) => setTimeout(r, 1_000));
    await mailed(thanksForApplyingMail(app.email, "acme", "Ada"));
    expect(await outcome).toMatchObject({
      kind: "submitted",
      confirmation: expect.stringContaining("Thank you for applying to"),
      evidence: [expect.stringMatching(/^confirmation_mail mail_/)],
    });
    expect(siteAsked).toBeGreaterThan(0);
  });

  it("stays failed without such a mail: from someone else, before the click, or not a confirmation", async () => {
    const earlier = await seedApplication({ emailMode: "managed" });
    const { email } = await db().candidate.findUniqueOrThrow({ where: { id: earlier.candidateId } });
    // Mail that arrived before the click says nothing about it.
    await mailed(thanksForApplyingMail(email, "acme", "Ada"));
    await new Promise((r) => setTimeout(r, 500));
    await db().application.update({
      where: { id: earlier.applicationId },
      data: { submitClickedAt: new Date(), submitClaim: "dead-attempt" },
    });
    await mailed({ ...thanksForApplyingMail(email, "acme", "Ada"), from: "Acme Careers <jobs@acme-careers.example>" });
    await mailed({
      from: "Greenhouse <no-reply@us.greenhouse-mail.io>",
      to: email,
      subject: "Your weekly job alert",
      text: "New jobs for you.",
    });
    await expect(retry(earlier.applicationId)).rejects.toThrow(/could not be established/);
  });

  it("stays failed when another application of the candidate to the same platform was clicked near it", async () => {
    const app = await clickedAndLost();
    const other = await seedApplication({ accountId: app.accountId, emailMode: "managed" });
    await db().application.update({
      where: { id: other.applicationId },
      data: { candidateId: app.candidateId, submitClickedAt: new Date(), submitClaim: "other-attempt" },
    });
    await mailed(thanksForApplyingMail(app.email, "acme", "Ada"));
    // One mail, two applications it could be for: neither takes it.
    await expect(retry(app.applicationId)).rejects.toThrow(/could not be established/);
  });

  it("stays failed for a candidate whose forms carry their own address, whatever reaches the managed inbox", async () => {
    const app = await clickedAndLost({ emailMode: "candidate" });
    const { inboxLocalPart } = await db().candidate.findUniqueOrThrow({ where: { id: app.candidateId } });
    // The employer wrote to the candidate's own address; a mail to the unused inbox is someone else's.
    await mailed(thanksForApplyingMail(`${inboxLocalPart}@inbox.localhost`, "acme", "Ada"));
    await expect(retry(app.applicationId)).rejects.toThrow(/could not be established/);
  });
});
