// The managed inbox over real SMTP (nodemailer → smtp-server) with a real workflow waiting for the code.
import nodemailer, { type Transporter } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type RunningWorker } from "../../activities/worker";
import { db, disconnectDb } from "../../lib/db";
import { startSmtpReceiver, type SmtpReceiver } from "../../mail/smtp-receiver";
import { eventually, result, seedApplication, startApplication, stubAts, temporalClient, testQueue, type Seeded } from "../workflows/fixtures";

const DOMAIN = "inbox.localhost";
const stub = stubAts();
const queue = testQueue();
let worker: RunningWorker;
let inbox: SmtpReceiver;
let transport: Transporter;

beforeAll(async () => {
  worker = await startWorker({ taskQueue: queue, ats: stub.layer, settings: { otpTimeoutMs: 60_000 } });
  inbox = await startSmtpReceiver({ host: "127.0.0.1", port: 0, domain: DOMAIN, maxBytes: 64 * 1024, client: await temporalClient() });
  transport = nodemailer.createTransport({ host: "127.0.0.1", port: inbox.port, secure: false, ignoreTLS: true });
});

afterAll(async () => {
  transport?.close();
  await inbox?.close();
  await worker?.shutdown();
  await disconnectDb();
});

const securityCodeMail = (to: string, code: string, htmlOnly = false) => ({
  from: "Greenhouse <no-reply@us.greenhouse-mail.io>",
  to,
  subject: "Security code for your application to Acme",
  html: `<p>Copy and paste this code into the security code field on your application:</p><p>${code}</p>`,
  ...(htmlOnly ? {} : { text: `Copy and paste this code into the security code field on your application:\n\n${code}\n` }),
});

/** The site asks for a code and accepts only `code`; `beforeReturning` runs just before it asks. */
function expectCode(seeded: Seeded, code: string, beforeReturning?: () => Promise<void>) {
  stub.script(seeded.applicationId, {
    submit: async (_req, guard) => {
      await guard.claimFinalClick();
      await beforeReturning?.();
      return { kind: "needs_verification", sessionId: stub.session(seeded.applicationId), expects: "code" };
    },
    continue: (v) => (v.code === code ? { kind: "submitted", confirmation: "ok" } : Promise.reject(new Error(`wrong code ${v.code}`))),
  });
}

describe("managed inbox", () => {
  it("hands a mailed code to the application waiting for it", async () => {
    const seeded = await seedApplication({ emailMode: "managed" });
    expectCode(seeded, "Q4M8ZT2K");
    const handle = await startApplication(seeded, queue);
    await eventually(async () => (await db().application.findUniqueOrThrow({ where: { id: seeded.applicationId } })).awaitingOtp);
    await transport.sendMail(securityCodeMail(`${seeded.inboxLocalPart}@${DOMAIN}`, "Q4M8ZT2K", true));

    expect(await result(handle)).toEqual({ status: "submitted" });
    expect(stub.calls(seeded.applicationId).continue).toEqual([{ code: "Q4M8ZT2K", link: undefined }]);
    const mail = await db().inboundEmail.findFirstOrThrow({ where: { candidateId: seeded.candidateId } });
    expect(mail).toMatchObject({ code: "Q4M8ZT2K", applicationId: seeded.applicationId, sender: "no-reply@us.greenhouse-mail.io", recipient: `${seeded.inboxLocalPart}@${DOMAIN}` });
  });

  it("uses a code that arrived before the workflow began to wait", async () => {
    const seeded = await seedApplication({ emailMode: "managed" });
    expectCode(seeded, "70412288", async () => {
      await transport.sendMail(securityCodeMail(`${seeded.inboxLocalPart}@${DOMAIN}`, "70412288"));
      await eventually(() => db().inboundEmail.findFirst({ where: { candidateId: seeded.candidateId } }));
    });
    expect(await result(await startApplication(seeded, queue))).toEqual({ status: "submitted" });
    expect(stub.calls(seeded.applicationId).continue).toEqual([{ code: "70412288", link: undefined }]);
  });

  it("refuses recipients outside the inbox domain or without a candidate, and oversized mail", async () => {
    const seeded = await seedApplication({ emailMode: "managed" });
    await expect(transport.sendMail({ from: "a@example.com", to: "someone@example.com", subject: "hi", text: "relay?" })).rejects.toMatchObject({ responseCode: 550 });
    await expect(transport.sendMail({ from: "a@example.com", to: `nobody-here@${DOMAIN}`, subject: "hi", text: "code 123456" })).rejects.toMatchObject({ responseCode: 550 });
    await expect(
      transport.sendMail({ from: "a@example.com", to: `${seeded.inboxLocalPart}@${DOMAIN}`, subject: "big", text: "x".repeat(200 * 1024) }),
    ).rejects.toMatchObject({ responseCode: 552 });
    expect(await db().inboundEmail.count({ where: { candidateId: seeded.candidateId } })).toBe(0);
  });
});
