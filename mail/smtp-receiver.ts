// The managed inbox: an SMTP server that takes mail for <local-part>@INBOX_DOMAIN, stores it, pulls
// out the verification code or link, and hands it to the application waiting for one.
import type { AddressInfo } from "node:net";
import { Client, Connection, WorkflowNotFoundError, WorkflowUpdateFailedError, WorkflowUpdateStage } from "@temporalio/client";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";
import { config } from "../lib/config";
import { db } from "../lib/db";
import { newId } from "../lib/ids";
import { logger } from "../lib/logger";
import { temporalDataConverter } from "../lib/payload-codec";
import { applicationWorkflowId, verificationUpdate } from "../workflows/shared";
import { extractVerification } from "./extract-code";

export interface SmtpReceiverOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  domain?: string;
  maxBytes?: number;
  /** Temporal client that hands codes to waiting applications; one is created when omitted. */
  client?: Client;
}

export interface SmtpReceiver {
  port: number;
  close(): Promise<void>;
}

const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

export async function startSmtpReceiver(opts: SmtpReceiverOptions = {}): Promise<SmtpReceiver> {
  const domain = (opts.domain ?? config.inboxDomain).toLowerCase();
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const ownConnection = opts.client ? undefined : await Connection.connect({ address: process.env.TEMPORAL_ADDRESS ?? config.temporalAddress });
  const client = opts.client ?? new Client({
    connection: ownConnection!,
    namespace: config.temporalNamespace,
    dataConverter: temporalDataConverter(config.encryptionKey),
  });

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    size: maxBytes,
    banner: "apply-service managed inbox",
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const [localPart, addrDomain] = address.address.toLowerCase().split("@");
      if (addrDomain !== domain) return callback(smtpError(550, `Relay denied: only @${domain} is accepted`));
      db().candidate.findUnique({ where: { inboxLocalPart: localPart }, select: { id: true } }).then(
        (candidate) => callback(candidate ? undefined : smtpError(550, "No such mailbox")),
        () => callback(smtpError(451, "Temporary failure, try again later")),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (stream.sizeExceeded) return callback(smtpError(552, "Message too large"));
        const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        receive(Buffer.concat(chunks), recipients, domain, client).then(
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
      await ownConnection?.close();
    },
  };
}

/** Stores the mail once per managed recipient and signals the application awaiting a code, if any. */
async function receive(raw: Buffer, recipients: string[], domain: string, client: Client): Promise<void> {
  const mail = await simpleParser(raw);
  const html = typeof mail.html === "string" ? mail.html : null;
  const { code, link } = extractVerification({ subject: mail.subject, text: mail.text, html });
  const sender = addressText(mail.from);

  for (const recipient of recipients) {
    const [localPart, addrDomain] = recipient.split("@");
    if (addrDomain !== domain) continue;
    const candidate = await db().candidate.findUnique({ where: { inboxLocalPart: localPart }, select: { id: true } });
    const waiting = candidate && (code || link)
      ? await db().application.findFirst({
          where: { candidateId: candidate.id, awaitingOtp: true, status: "running" },
          orderBy: { updatedAt: "desc" },
          select: { id: true },
        })
      : null;
    await db().inboundEmail.create({
      data: {
        id: newId("mail"),
        candidateId: candidate?.id ?? null,
        applicationId: waiting?.id ?? null,
        recipient,
        sender,
        subject: mail.subject ?? "",
        textBody: mail.text ?? "",
        htmlBody: html,
        code,
        link,
      },
    });
    if (waiting) {
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
}

function smtpError(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}

function addressText(from: AddressObject | AddressObject[] | undefined): string {
  const first = Array.isArray(from) ? from[0] : from;
  return first?.value[0]?.address ?? first?.text ?? "";
}
