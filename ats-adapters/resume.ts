// Downloads a document a client pointed at (resume_url, or a file answer given at review) under the
// outbound policy (lib/outbound.ts: public addresses only, pinned, every redirect checked; ATS_HOST_MAP
// hosts exempt), with a TOTAL deadline (a server dripping one byte at a time is cut at the deadline,
// not kept alive by it), a size cap, and a set of document types recognised by their content.
// A bad document is the candidate's problem (incomplete_candidate); a failing or slow file server is
// transient (a plain Error, retried). Messages name the document and never the address, port or
// status the service saw: they reach the client.
import { mkdtemp, writeFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { AtsFailure } from "../lib/domain";
import { OutboundRefused, outboundPolicy, policyFetch, type OutboundPolicy } from "../lib/outbound";
import { atsSettings } from "./settings";

export interface ResumeFile {
  bytes: Buffer;
  filename: string;
  contentType: string;
}

const text = (b: Buffer, n: number) => b.subarray(0, n).toString("latin1");
const ZIP = (b: Buffer) => text(b, 4) === "PK\x03\x04";
/** The first entries of an Office Open XML or OpenDocument file name it as one. */
const officeZip = (b: Buffer) =>
  ZIP(b) && /\[Content_Types\]\.xml|word\/|mimetypeapplication\/vnd\.oasis\.opendocument\.text/.test(text(b, 4096));

/** The accepted document types, recognised by content; plain text is the only one without magic bytes. */
const TYPES: Array<{ ext: string; mime: string; magic: (b: Buffer) => boolean }> = [
  { ext: ".pdf", mime: "application/pdf", magic: (b) => text(b, 5) === "%PDF-" },
  {
    ext: ".docx",
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    magic: (b) => officeZip(b) && !/opendocument/.test(text(b, 4096)),
  },
  { ext: ".odt", mime: "application/vnd.oasis.opendocument.text", magic: (b) => officeZip(b) && /opendocument/.test(text(b, 4096)) },
  {
    ext: ".doc",
    mime: "application/msword",
    magic: (b) => b.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])),
  },
  { ext: ".rtf", mime: "application/rtf", magic: (b) => text(b, 5) === "{\\rtf" },
  { ext: ".txt", mime: "text/plain", magic: isPlainText },
];
const KINDS = "a PDF, DOC, DOCX, ODT, RTF or plain-text file";

/** UTF-8 text without control characters that is not a web page or JSON (what a service answers). */
function isPlainText(b: Buffer): boolean {
  let s: string;
  try {
    s = new TextDecoder("utf-8", { fatal: true }).decode(b);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- control characters are what tells a binary file from plain text
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(s)) return false;
  const start = s.trimStart();
  return !start.startsWith("<") && !start.startsWith("{") && !start.startsWith("[");
}

let cachedPolicy: OutboundPolicy | null = null;
/** The policy for downloads: the host map (read when used, as harnesses set it late) is the only exemption. */
function downloadPolicy(): OutboundPolicy {
  const { hostMap } = atsSettings;
  if (cachedPolicy?.hostMap !== hostMap) cachedPolicy = outboundPolicy({ hostMap });
  return cachedPolicy;
}

/** A failure worth retrying (the activity's retry policy does); a plain Error to Temporal. */
class Transient extends Error {}

/** Why the server did not hand the document over, in words that reveal nothing about it. */
function refusalOf(status: number): string {
  if (status === 404 || status === 410) return "nothing was found at that address";
  if (status === 401 || status === 403) return "the server refused access to it";
  return "the server did not hand it over";
}

/**
 * Downloads the document at `url`; `what` names it in every failure ("the resume at resume_url").
 * `policy` is for tests (an injected resolver); the service uses the download policy.
 */
export async function fetchDocument(url: string, what: string, policy: OutboundPolicy = downloadPolicy()): Promise<ResumeFile> {
  const candidateProblem = (why: string) => new AtsFailure("incomplete_candidate", `${capitalised(what)} could not be downloaded: ${why}.`);
  const transient = (why: string) => new Transient(`${capitalised(what)} could not be downloaded: ${why}; will retry.`);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw candidateProblem("it is not a valid URL");
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw candidateProblem("only http(s) URLs are fetched");
  if (parsed.username || parsed.password) throw candidateProblem("URLs with a user name or password are not fetched");

  const { resumeTimeoutMs, downloadMaxBytes } = atsSettings;
  const signal = AbortSignal.timeout(resumeTimeoutMs);
  const timedOut = () => transient(`it did not arrive within ${Math.round(resumeTimeoutMs / 1000)} s`);
  try {
    const { response, url: finalUrl } = await policyFetch(
      parsed.href,
      {
        signal,
        headers: { "user-agent": "apply-service document fetcher", accept: "*/*" },
      },
      policy,
    );
    if (response.status >= 500 || response.status === 429) {
      await response.body?.cancel().catch(() => undefined);
      throw transient("the server is failing");
    }
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => undefined);
      throw candidateProblem(refusalOf(response.status));
    }
    const tooLarge = () => candidateProblem(`it is larger than ${sizeText(downloadMaxBytes)}`);
    if (Number(response.headers.get("content-length") ?? 0) > downloadMaxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw tooLarge();
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body ?? []) {
      size += chunk.length;
      if (size > downloadMaxBytes) throw tooLarge();
      chunks.push(Buffer.from(chunk));
    }
    const bytes = Buffer.concat(chunks);
    const type = bytes.length ? TYPES.find((t) => t.magic(bytes)) : undefined;
    if (!type) throw candidateProblem(`it must be ${KINDS}`);
    const urlPath = new URL(finalUrl).pathname;
    const base =
      path
        .basename(safeDecode(urlPath))
        .replace(/\.[a-z0-9]+$/i, "")
        .replace(/[^\w.-]+/g, "_") || "document";
    return { bytes, filename: base + type.ext, contentType: type.mime };
  } catch (err) {
    if (err instanceof AtsFailure || err instanceof Transient) throw err;
    if (signal.aborted) throw timedOut();
    if (err instanceof OutboundRefused)
      throw candidateProblem(
        err.message.startsWith("more than") ? "it redirects too many times" : "its address is not on the public internet",
      );
    throw transient("the server could not be reached");
  }
}

/** The candidate's resume (resume_url). */
export function fetchResume(resumeUrl: string): Promise<ResumeFile> {
  return fetchDocument(resumeUrl, "the resume at resume_url");
}

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MiB` : `${Math.round(bytes / 1024)} KiB`);
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** A private temp directory for one application's uploads; remove() deletes it. */
export async function uploadDir(): Promise<{
  dir: string;
  write(name: string, bytes: Buffer | string): Promise<string>;
  remove(): Promise<void>;
}> {
  const dir = await mkdtemp(path.join(tmpdir(), "apply-upload-"));
  return {
    dir,
    async write(name, bytes) {
      const file = path.join(dir, path.basename(name));
      await writeFile(file, bytes);
      return file;
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
