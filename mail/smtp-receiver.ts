// The managed inbox: an SMTP server that takes mail for <local-part>@INBOX_DOMAIN, stores it, pulls
// out the verification code or link, and hands it to the application waiting for one, but only when
// the mail comes from that application's platform or employer (mail/trusted-sender.ts).
//
// It faces the internet, so (docs/guarantees.md, "The managed inbox"):
// - size: SIZE is announced in EHLO, a larger SIZE in MAIL FROM is refused (552), and the message is
//   counted as it streams in: past the limit it answers 552 at once and hangs up, keeping nothing;
// - every recipient of the inbox domain gets the same 250, so the inbox never tells which mailboxes
//   exist (mail for an unknown one is dropped); other domains get 550 (not a relay);
// - at most SMTP_MAX_CLIENTS connections (the next one gets 421), each closed when idle
//   (SMTP_IDLE_TIMEOUT_SECONDS) and at the latest after SMTP_SESSION_TIMEOUT_SECONDS.
import type { AddressInfo } from "node:net";
import { Client, Connection, WorkflowNotFoundError, WorkflowUpdateFailedError, WorkflowUpdateStage } from "@temporalio/client";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from "smtp-server";
import { config } from "../lib/config";
import { db } from "../lib/db";
import { newId } from "../lib/ids";
import { logger } from "../lib/logger";
import { temporalDataConverter } from "../lib/payload-codec";
import { applicationWorkflowId, verificationUpdate } from "../lib/workflow-contract";
import { extractVerification } from "./extract-code";
import { isTrustedSender, registrableDomain, type MailSenders } from "./trusted-sender";

export interface SmtpReceiverOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  domain?: string;
  maxBytes?: number;
  maxClients?: number;
  idleTimeoutMs?: number;
  sessionTimeoutMs?: number;
  /** Temporal client that hands codes to waiting applications; one is created when omitted. */
  client?: Client;
}

export interface SmtpReceiver {
  port: number;
  close(): Promise<void>;
}

export async function startSmtpReceiver(opts: SmtpReceiverOptions = {}): Promise<SmtpReceiver> {
  const domain = (opts.domain ?? config.inboxDomain).toLowerCase();
  const maxBytes = opts.maxBytes ?? config.smtpMaxMessageBytes;
  const sessionTimeoutMs = opts.sessionTimeoutMs ?? config.smtpSessionTimeoutMs;
  const ownConnection = opts.client ? undefined : await Connection.connect({ address: config.temporalAddress });
  const client =
    opts.client ??
    new Client({
      connection: ownConnection!,
      namespace: config.temporalNamespace,
      dataConverter: temporalDataConverter(config.encryptionKey),
    });
  const deadlines = new Map<string, NodeJS.Timeout>();

  /** Answers now and hangs up, without reading what the client still sends. */
  function hangUp(session: SMTPServerSession, code: number, message: string): boolean {
    const connection = [...server.connections].find((c) => c.id === session.id);
    if (!connection) return false;
    connection.send(code, message);
    connection.close();
    return true;
  }

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    // Announced in EHLO; smtp-server refuses a larger SIZE= in MAIL FROM with 552.
    size: maxBytes,
    maxClients: opts.maxClients ?? config.smtpMaxClients,
    socketTimeout: opts.idleTimeoutMs ?? config.smtpIdleTimeoutMs,
    closeTimeout: 5_000,
    disableReverseLookup: true,
    banner: "apply-service managed inbox",
    logger: false,
    onConnect(session, callback) {
      const timer = setTimeout(() => hangUp(session, 421, "Session too long, closing"), sessionTimeoutMs);
      deadlines.set(session.id, timer.unref());
      callback();
    },
    onClose(session) {
      clearTimeout(deadlines.get(session.id));
      deadlines.delete(session.id);
    },
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      // The same answer for every mailbox of the inbox domain, known or not.
      const addrDomain = address.address.toLowerCase().split("@").at(-1);
      callback(addrDomain === domain ? undefined : smtpError(550, `Relay denied: only @${domain} is accepted`));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let bytes = 0;
      stream.on("data", (chunk: Buffer) => {
        if (bytes > maxBytes) return;
        bytes += chunk.length;
        if (bytes <= maxBytes) return void chunks.push(chunk);
        chunks.length = 0;
        // Reading on only to answer at the end would let a client hold the connection as long as it
        // keeps sending; smtp-server's own answer (callback) comes only after the final dot.
        if (!hangUp(session, 552, `Message too large: the limit is ${maxBytes} bytes`)) callback(smtpError(552, "Message too large"));
      });
      stream.on("end", () => {
        if (bytes > maxBytes) return;
        receive(Buffer.concat(chunks), envelopeOf(session), domain, client).then(
          () => callback(),
          (err) => {
            logger.error({ err }, "could not store inbound mail");
            callback(smtpError(451, "Temporary failure, try again later"));
          },
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? config.smtpPort, opts.host ?? config.smtpHost, () => resolve());
  });
  server.on("error", (err) => logger.warn({ err }, "smtp receiver error"));
  const port = (server.server.address() as AddressInfo).port;
  logger.info({ port, domain }, "managed inbox listening");

  return {
    port,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const timer of deadlines.values()) clearTimeout(timer);
      await ownConnection?.close();
    },
  };
}

interface Envelope {
  mailFrom: string | null;
  recipients: string[];
}

function envelopeOf(session: SMTPServerSession): Envelope {
  const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address.trim() : "";
  return { mailFrom: mailFrom || null, recipients: session.envelope.rcptTo.map((r) => r.address.toLowerCase()) };
}

/**
 * Stores the mail once per managed recipient (unknown mailboxes are dropped) and hands its code or
 * link to the application awaiting one, if its senders belong to that application's platform or
 * employer. Other mail is stored untrusted and never used.
 */
async function receive(raw: Buffer, envelope: Envelope, domain: string, client: Client): Promise<void> {
  const mail = await simpleParser(raw);
  const html = typeof mail.html === "string" ? mail.html : null;
  const { code, link } = extractVerification({ subject: mail.subject, text: mail.text, html });
  const from = fromAddresses(mail.from);
  const senders: MailSenders = {
    envelopeSender: envelope.mailFrom,
    senderDomain: from.length === 1 ? registrableDomain(from[0]) : null,
  };

  for (const recipient of envelope.recipients) {
    const [localPart, addrDomain] = recipient.split("@");
    if (addrDomain !== domain) continue;
    const candidate = await db().candidate.findUnique({ where: { inboxLocalPart: localPart }, select: { id: true } });
    if (!candidate) continue;
    // Of the candidate's applications awaiting a code, the one whose platform or employer sent it
    // (else the newest, for the record).
    const awaiting =
      code || link
        ? await db().application.findMany({
            where: { candidateId: candidate.id, awaitingOtp: true, status: "running" },
            orderBy: { updatedAt: "desc" },
            select: { id: true, ats: true, url: true },
          })
        : [];
    const waiting = awaiting.find((app) => isTrustedSender(senders, app)) ?? awaiting[0];
    const trusted = waiting ? isTrustedSender(senders, waiting) : false;
    await db().inboundEmail.create({
      data: {
        id: newId("mail"),
        candidateId: candidate.id,
        applicationId: waiting?.id ?? null,
        recipient,
        sender: from[0] ?? "",
        envelopeSender: senders.envelopeSender,
        senderDomain: senders.senderDomain,
        trusted,
        subject: mail.subject ?? "",
        textBody: mail.text ?? "",
        htmlBody: html,
        code,
        link,
      },
    });
    if (!waiting) continue;
    if (!trusted) {
      logger.warn(
        {
          applicationId: waiting.id,
          senderDomain: senders.senderDomain,
          envelopeDomain: senders.envelopeSender && registrableDomain(senders.envelopeSender),
        },
        "verification mail from outside the platform and the employer: kept for the record, not used",
      );
      continue;
    }
    try {
      // Accepted is enough: the workflow types the code on its own time, not this SMTP session's.
      await client.workflow.getHandle(applicationWorkflowId(waiting.id)).startUpdate(verificationUpdate, {
        args: [{ ...(code ? { code } : {}), ...(link ? { link } : {}), source: "managed_inbox" }],
        waitForStage: WorkflowUpdateStage.ACCEPTED,
      });
      logger.info({ applicationId: waiting.id }, "verification from the managed inbox handed to the application");
    } catch (err) {
      // The application ended or took a code meanwhile; the mail is stored, and a retry by the
      // sender would not help.
      if (!(err instanceof WorkflowNotFoundError) && !(err instanceof WorkflowUpdateFailedError)) throw err;
    }
  }
}

function smtpError(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}

/** Every address of the From header (groups flattened). */
function fromAddresses(from: AddressObject | AddressObject[] | undefined): string[] {
  const objects = from === undefined ? [] : Array.isArray(from) ? from : [from];
  return objects
    .flatMap((o) => o.value)
    .flatMap((a) => (a.group ? a.group : [a]))
    .map((a) => (a.address ?? "").trim().toLowerCase())
    .filter(Boolean);
}
