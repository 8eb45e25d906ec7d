// Downloads the candidate's resume with the service's own HTTP client (through ATS_HOST_MAP), with
// limits: size, type (by content type or magic bytes) and time. A bad resume is the candidate's
// problem (incomplete_candidate); a failing file server is transient (a plain Error, retried).
import http from "node:http";
import https from "node:https";
import { mkdtemp, writeFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ApplicationFailure } from "../lib/domain";
import { resolveHost } from "../lib/host-map";
import { atsSettings } from "./settings";

export interface ResumeFile {
  bytes: Buffer;
  filename: string;
  contentType: string;
}

const TYPES: Array<{ ext: string; mime: RegExp; magic?: (b: Buffer) => boolean }> = [
  { ext: ".pdf", mime: /application\/pdf/, magic: (b) => b.subarray(0, 5).toString("latin1") === "%PDF-" },
  { ext: ".docx", mime: /officedocument\.wordprocessingml/, magic: (b) => b[0] === 0x50 && b[1] === 0x4b },
  { ext: ".doc", mime: /application\/msword/, magic: (b) => b.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0])) },
  { ext: ".rtf", mime: /rtf/, magic: (b) => b.subarray(0, 5).toString("latin1") === "{\\rtf" },
  { ext: ".txt", mime: /text\/plain/ },
];

function typeOf(bytes: Buffer, contentType: string, urlPath: string): string | null {
  const byMagic = TYPES.find((t) => t.magic?.(bytes));
  if (byMagic) return byMagic.ext === ".docx" && /\.doc$/i.test(urlPath) ? ".doc" : byMagic.ext;
  const byMime = TYPES.find((t) => t.mime.test(contentType));
  if (byMime?.ext === ".txt" && bytes.includes(0)) return null; // binary that claims to be text
  return byMime?.ext ?? null;
}

function get(url: URL, redirectsLeft: number): Promise<ResumeFile> {
  return new Promise((resolve, reject) => {
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      reject(new ApplicationFailure("incomplete_candidate", `The resume URL must be http(s), got ${url.protocol}`));
      return;
    }
    // Mapped hosts (ATS_HOST_MAP) are reached over plain HTTP at their local address, real Host header.
    const target = resolveHost(url.href);
    const client = target.mapped || url.protocol === "http:" ? http : https;
    const req = client.request(
      target.url,
      {
        method: "GET",
        headers: { host: target.hostHeader, "user-agent": "apply-service resume fetcher", accept: "*/*" },
        timeout: atsSettings.resumeTimeoutMs,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location && redirectsLeft > 0) {
          res.resume();
          get(new URL(res.headers.location, url), redirectsLeft - 1).then(resolve, reject);
          return;
        }
        if (status >= 500 || status === 429) {
          res.resume();
          reject(new Error(`resume download failed with HTTP ${status}; will retry`));
          return;
        }
        if (status !== 200) {
          res.resume();
          reject(new ApplicationFailure("incomplete_candidate", `The resume could not be downloaded from resume_url (HTTP ${status}).`));
          return;
        }
        const declared = Number(res.headers["content-length"] ?? 0);
        if (declared > atsSettings.resumeMaxBytes) {
          res.destroy();
          reject(new ApplicationFailure("incomplete_candidate", "The resume is larger than 10 MiB."));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > atsSettings.resumeMaxBytes) {
            res.destroy();
            reject(new ApplicationFailure("incomplete_candidate", "The resume is larger than 10 MiB."));
          } else chunks.push(chunk);
        });
        res.on("error", reject);
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          const contentType = String(res.headers["content-type"] ?? "").toLowerCase();
          const ext = bytes.length ? typeOf(bytes, contentType, url.pathname) : null;
          if (!ext) {
            reject(new ApplicationFailure("incomplete_candidate", "The resume must be a non-empty PDF, DOC, DOCX, RTF or TXT file."));
            return;
          }
          const base = path.basename(decodeURIComponent(url.pathname)).replace(/\.[a-z0-9]+$/i, "").replace(/[^\w.-]+/g, "_") || "resume";
          resolve({ bytes, filename: base + ext, contentType: contentType || "application/octet-stream" });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error("resume download timed out; will retry")));
    req.on("error", (err) => reject(err instanceof ApplicationFailure ? err : new Error(`resume download failed: ${err.message}`)));
    req.end();
  });
}

export function fetchResume(resumeUrl: string): Promise<ResumeFile> {
  let url: URL;
  try {
    url = new URL(resumeUrl);
  } catch {
    return Promise.reject(new ApplicationFailure("incomplete_candidate", "The resume URL is not a valid URL."));
  }
  return get(url, 3);
}

/** A private temp directory for one application's uploads; remove() deletes it. */
export async function uploadDir(): Promise<{ dir: string; write(name: string, bytes: Buffer | string): Promise<string>; remove(): Promise<void> }> {
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
