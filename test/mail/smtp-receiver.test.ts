// The managed inbox over real SMTP (nodemailer and a bare socket → smtp-server) with a real workflow
// waiting for the code: who may hand it a code, and what it tells and keeps from anyone else.
import { once } from "node:events";
import nodemailer, { type Transporter } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type RunningWorker } from "../../worker";
import { db, disconnectDb } from "../../lib/db";
import { randomBase62 } from "../../lib/ids";
import { startSmtpReceiver, type SmtpReceiver } from "../../mail/smtp-receiver";
import { eventually } from "../helpers";
import { result, seedApplication, startApplication, stubAts, temporalClient, testQueue, type Seeded } from "../workflows/fixtures";
import { connectSmtp } from "./raw-smtp";

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

const GREENHOUSE = "Greenhouse <no-reply@us.greenhouse-mail.io>";
const securityCodeMail = (to: string, code: string, htmlOnly = false, from = GREENHOUSE) => ({
  from,
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
    expect(mail).toMatchObject({
      code: "Q4M8ZT2K",
      applicationId: seeded.applicationId,
      sender: "no-reply@us.greenhouse-mail.io",
      recipient: `${seeded.inboxLocalPart}@${DOMAIN}`,
      envelopeSender: "no-reply@us.greenhouse-mail.io",
      senderDomain: "greenhouse-mail.io",
      trusted: true,
    });
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

  it("answers every mailbox of the inbox domain alike, keeps nothing for an unknown one, and relays nothing", async () => {
    const seeded = await seedApplication({ emailMode: "managed" });
    const unknown = `nobody.${randomBase62(10).toLowerCase()}@${DOMAIN}`;
    const smtp = await connectSmtp(inbox.port);
    expect(await smtp.reply()).toMatch(/^220 /);
    await smtp.command("EHLO tester.example");
    expect(await smtp.command("MAIL FROM:<someone@example.com>")).toMatch(/^250 /);
    const known = await smtp.command(`RCPT TO:<${seeded.inboxLocalPart}@${DOMAIN}>`);
    expect(known).toMatch(/^250 /);
    expect(await smtp.command(`RCPT TO:<${unknown}>`)).toBe(known);
    expect(await smtp.command("RCPT TO:<someone@example.com>")).toMatch(/^550 /);
    smtp.close();

    const sent = await transport.sendMail({ from: "a@example.com", to: unknown, subject: "hi", text: "code 123456" });
    expect(sent.accepted).toEqual([unknown]);
    expect(await db().inboundEmail.count({ where: { recipient: unknown } })).toBe(0);
    await expect(
      transport.sendMail({ from: "a@example.com", to: "someone@example.com", subject: "hi", text: "relay?" }),
    ).rejects.toMatchObject({ responseCode: 550 });
  });

  it("refuses oversized mail and keeps none of it", async () => {
    const seeded = await seedApplication({ emailMode: "managed" });
    await expect(
      transport.sendMail({ from: "a@example.com", to: `${seeded.inboxLocalPart}@${DOMAIN}`, subject: "big", text: "x".repeat(200 * 1024) }),
    ).rejects.toMatchObject({ responseCode: 552 });
    expect(await db().inboundEmail.count({ where: { candidateId: seeded.candidateId } })).toBe(0);
  });
});

describe("a code from anyone but the platform or the employer", () => {
  const to = (seeded: Seeded) => `${seeded.inboxLocalPart}@${DOMAIN}`;

  it("is kept for the record but never handed to the application; the platform's own code is", async () => {
    const seeded = await seedApplication({ emailMode: "managed" });
    expectCode(seeded, "R7KD2M9Q");
    const handle = await startApplication(seeded, queue);
    await eventually(async () => (await db().application.findUniqueOrThrow({ where: { id: seeded.applicationId } })).awaitingOtp);

    // A look-alike domain; then Greenhouse's From header over someone else's envelope (a forged From).
    await transport.sendMail(
      securityCodeMail(to(seeded), "X3P9W2LT", false, "Greenhouse <no-reply@greenhouse-mail.io.mail-relay.example>"),
    );
    await transport.sendMail({
      ...securityCodeMail(to(seeded), "H4N6Q8ZV"),
      envelope: { from: "bounce@mail-relay.example", to: to(seeded) },
    });
    // sendMail resolves once the receiver has stored the mail and handed on what it would hand on.
    const kept = await db().inboundEmail.findMany({ where: { candidateId: seeded.candidateId }, orderBy: { receivedAt: "asc" } });
    expect(kept.map((m) => [m.code, m.trusted, m.applicationId])).toEqual([
      ["X3P9W2LT", false, seeded.applicationId],
      ["H4N6Q8ZV", false, seeded.applicationId],
    ]);
    expect(kept.map((m) => [m.senderDomain, m.envelopeSender])).toEqual([
      ["mail-relay.example", "no-reply@greenhouse-mail.io.mail-relay.example"],
      ["greenhouse-mail.io", "bounce@mail-relay.example"],
    ]);
    expect((await db().application.findUniqueOrThrow({ where: { id: seeded.applicationId } })).awaitingOtp).toBe(true);

    await transport.sendMail(securityCodeMail(to(seeded), "R7KD2M9Q"));
    expect(await result(handle)).toEqual({ status: "submitted" });
    // Had either untrusted code been handed on, it would have been typed first (and refused).
    expect(stub.calls(seeded.applicationId).continue).toEqual([{ code: "R7KD2M9Q", link: undefined }]);
    expect(await db().inboundEmail.findFirstOrThrow({ where: { candidateId: seeded.candidateId, code: "R7KD2M9Q" } })).toMatchObject({
      trusted: true,
      applicationId: seeded.applicationId,
      senderDomain: "greenhouse-mail.io",
    });
  });

  it("is not taken either when it arrived before the application began to wait", async () => {
    const seeded = await seedApplication({ emailMode: "managed" });
    expectCode(seeded, "M2T8K4RW", async () => {
      await transport.sendMail(securityCodeMail(to(seeded), "Z9Q3L7VN", false, "Security <codes@mail-relay.example>"));
    });
    const handle = await startApplication(seeded, queue);
    await eventually(async () => (await db().application.findUniqueOrThrow({ where: { id: seeded.applicationId } })).awaitingOtp);
    await transport.sendMail(securityCodeMail(to(seeded), "M2T8K4RW"));
    expect(await result(handle)).toEqual({ status: "submitted" });
    expect(stub.calls(seeded.applicationId).continue).toEqual([{ code: "M2T8K4RW", link: undefined }]);
    expect(await db().inboundEmail.findFirstOrThrow({ where: { code: "Z9Q3L7VN" } })).toMatchObject({
      trusted: false,
      candidateId: seeded.candidateId,
    });
  });
});

describe("limits", () => {
  const MB = 1024 * 1024;

  it("refuses a message over the size limit while it streams in: by its declared SIZE, else as soon as it passes the limit", async () => {
    const limited = await startSmtpReceiver({ host: "127.0.0.1", port: 0, domain: DOMAIN, maxBytes: MB, client: await temporalClient() });
    try {
      const seeded = await seedApplication({ emailMode: "managed" });
      const smtp = await connectSmtp(limited.port);
      expect(await smtp.reply()).toMatch(/^220 /);
      expect(await smtp.command("EHLO tester.example")).toMatch(new RegExp(`^250[- ]SIZE ${MB}$`, "m"));
      expect(await smtp.command(`MAIL FROM:<no-reply@us.greenhouse-mail.io> SIZE=${30 * MB}`)).toMatch(/^552 /);

      // Declaring nothing: 30 MB streamed, the 552 comes long before the end and the receiver hangs up.
      expect(await smtp.command("MAIL FROM:<no-reply@us.greenhouse-mail.io>")).toMatch(/^250 /);
      expect(await smtp.command(`RCPT TO:<${seeded.inboxLocalPart}@${DOMAIN}>`)).toMatch(/^250 /);
      expect(await smtp.command("DATA")).toMatch(/^354 /);
      const line = Buffer.from(`${"x".repeat(1022)}\r\n`);
      const chunk = Buffer.concat(Array.from({ length: 64 }, () => line)); // 64 KiB
      let sent = 0;
      let answer: string | null | undefined;
      const answered = smtp.reply().then((r) => (answer = r));
      smtp.socket.write("Subject: security code 123456\r\n\r\n");
      while (answer === undefined && sent < 30 * MB) {
        sent += chunk.length;
        if (!smtp.socket.write(chunk)) await Promise.race([once(smtp.socket, "drain"), answered, once(smtp.socket, "close")]);
      }
      // A receiver that reads everything first answers only after the final dot (sent would be 30 MB).
      if (answer === undefined) smtp.socket.write("\r\n.\r\n");
      expect(await answered).toMatch(/^552 /);
      expect(sent).toBeLessThan(30 * MB); // about 4 MB here: what the sockets' buffers held when it came
      smtp.close();
      expect(await db().inboundEmail.count({ where: { candidateId: seeded.candidateId } })).toBe(0);

      // The receiver goes on taking ordinary mail.
      const small = nodemailer.createTransport({ host: "127.0.0.1", port: limited.port, secure: false, ignoreTLS: true });
      await small.sendMail({
        from: "no-reply@us.greenhouse-mail.io",
        to: `${seeded.inboxLocalPart}@${DOMAIN}`,
        subject: "hello",
        text: "just mail",
      });
      small.close();
      expect(await db().inboundEmail.count({ where: { candidateId: seeded.candidateId } })).toBe(1);
    } finally {
      await limited.close();
    }
  });

  it("takes at most maxClients connections at once: the next one is refused with 421 until one leaves", async () => {
    const capped = await startSmtpReceiver({ host: "127.0.0.1", port: 0, domain: DOMAIN, maxClients: 3, client: await temporalClient() });
    try {
      const held = await Promise.all([1, 2, 3].map(() => connectSmtp(capped.port)));
      for (const c of held) expect(await c.reply()).toMatch(/^220 /);
      const extra = await connectSmtp(capped.port);
      expect(await extra.reply()).toMatch(/^421 /);
      expect(await extra.reply()).toBeNull(); // and hung up
      held[0].close();
      await eventually(async () => {
        const again = await connectSmtp(capped.port);
        const greeting = await again.reply();
        again.close();
        return greeting?.startsWith("220 ");
      });
      for (const c of held) c.close();
    } finally {
      await capped.close();
    }
  });

  it("closes a connection that idles, and one that talks on past the session limit", async () => {
    // The idle limit is well above the chatty client's pause (100 ms), so that a busy machine's
    // delays cannot make the chatty client look idle.
    const timed = await startSmtpReceiver({
      host: "127.0.0.1",
      port: 0,
      domain: DOMAIN,
      idleTimeoutMs: 1000,
      sessionTimeoutMs: 3000,
      client: await temporalClient(),
    });
    try {
      const idle = await connectSmtp(timed.port);
      expect(await idle.reply()).toMatch(/^220 /);
      expect(await idle.reply()).toMatch(/^421 /);
      expect(await idle.reply()).toBeNull();

      const chatty = await connectSmtp(timed.port);
      expect(await chatty.reply()).toMatch(/^220 /);
      let last: string | null;
      for (;;) {
        last = await chatty.command("NOOP"); // every answer within the idle timeout, until the session's end
        if (!last?.startsWith("250")) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(last).toMatch(/^421 Session too long/);
      expect(await chatty.reply()).toBeNull();
    } finally {
      await timed.close();
    }
  });
});
