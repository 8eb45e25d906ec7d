// Documents a client points at (resume_url, file answers at review) cannot make the service fetch an
// internal page, hold a browser slot past the deadline, or upload something that is not a document.
// The "internal service" below counts every request it gets; it must get none.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { fetchDocument, fetchResume } from "../../ats-adapters/resume";
import { atsSettings, configureAts } from "../../ats-adapters/settings";
import { parseHostMap } from "../../lib/host-map";
import { outboundPolicy } from "../../lib/outbound";

const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n");
let internal: http.Server;
let internalPort: number;
const internalHits: string[] = [];
let files: http.Server;
const atsDefaults = { resumeTimeoutMs: atsSettings.resumeTimeoutMs, downloadMaxBytes: atsSettings.downloadMaxBytes };
let filesPort: number;
const drips = new Set<NodeJS.Timeout>();

beforeAll(async () => {
  internal = http.createServer((req, res) => {
    internalHits.push(req.url ?? "");
    res.writeHead(200, { "content-type": "application/pdf" }).end(pdf); // would pass every other check
  });
  await new Promise<void>((r) => internal.listen(0, "127.0.0.1", r));
  internalPort = (internal.address() as AddressInfo).port;

  files = http.createServer((req, res) => {
    switch (req.url) {
      case "/to-loopback":
        return void res.writeHead(302, { location: `http://127.0.0.1:${internalPort}/secret.pdf` }).end();
      case "/to-metadata":
        return void res.writeHead(301, { location: "http://169.254.169.254/latest/meta-data/iam/security-credentials/" }).end();
      case "/to-localhost":
        return void res.writeHead(307, { location: `http://localhost:${internalPort}/secret.pdf` }).end();
      case "/to-ipv6-mapped":
        return void res.writeHead(302, { location: `http://[::ffff:127.0.0.1]:${internalPort}/secret.pdf` }).end();
      case "/loop":
        return void res.writeHead(302, { location: "/loop" }).end();
      case "/drip.pdf": {
        // One byte every 100 ms, forever: an idle timeout never fires; only a total deadline ends it.
        res.writeHead(200, { "content-type": "application/pdf" });
        res.write("%PDF-");
        const timer = setInterval(() => res.write(" "), 100);
        drips.add(timer);
        res.on("close", () => clearInterval(timer));
        return;
      }
      case "/credentials.txt":
        return void res.writeHead(200, { "content-type": "text/plain" }).end('{"AccessKeyId":"ASIA...","SecretAccessKey":"..."}');
      case "/page.txt":
        return void res.writeHead(200, { "content-type": "text/plain" }).end("<html><body>admin console</body></html>");
      case "/binary.txt":
        return void res.writeHead(200, { "content-type": "text/plain" }).end(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]));
      case "/archive.docx":
        return void res.writeHead(200).end(Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.alloc(26), Buffer.from("backup/db.sql")]));
      case "/big.pdf": {
        res.writeHead(200, { "content-type": "application/pdf" }); // chunked: no length announced
        res.write(pdf);
        return void res.end(Buffer.alloc(4096, 0x20));
      }
      case "/cv.rtf":
        return void res.writeHead(200, { "content-type": "application/octet-stream" }).end("{\\rtf1\\ansi Jane Doe}");
      case "/cv.doc":
        return void res
          .writeHead(200)
          .end(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]));
      case "/forbidden.pdf":
        return void res.writeHead(403).end();
      default:
        return void res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => files.listen(0, "127.0.0.1", r));
  filesPort = (files.address() as AddressInfo).port;
  configureAts({ hostMap: `files.example.test=127.0.0.1:${filesPort}` });
});

afterEach(() => {
  configureAts(atsDefaults);
});

afterAll(async () => {
  for (const t of drips) clearInterval(t);
  internal.closeAllConnections();
  files.closeAllConnections();
  await new Promise((r) => internal.close(r));
  await new Promise((r) => files.close(r));
});

const at = (path: string) => `http://files.example.test${path}`;
const refusedAs = (message: RegExp) => ({ name: "AtsFailure", reason: "incomplete_candidate", message: expect.stringMatching(message) });

/** No failure message may carry an address, a port or a status the service saw. */
function revealsNothing(message: string) {
  expect(message).not.toMatch(/127\.0\.0\.1|169\.254|localhost|::ffff|HTTP \d|\b(301|302|307|403|404)\b/);
  expect(message).not.toContain(String(internalPort));
  expect(message).not.toContain(String(filesPort));
}

describe("where a download may go", () => {
  it.each(["/to-loopback", "/to-metadata", "/to-localhost", "/to-ipv6-mapped"])(
    "refuses a redirect hop %s to an internal address",
    async (path) => {
      const err = await fetchResume(at(path)).catch((e) => e);
      expect(err).toMatchObject(
        refusedAs(/^The resume at resume_url could not be downloaded: its address is not on the public internet\.$/),
      );
      revealsNothing(err.message);
      expect(internalHits).toEqual([]);
    },
  );

  it.each([
    "http://169.254.169.254/latest/meta-data/",
    "http://2852039166/latest/meta-data/",
    "http://[fd00:ec2::254]/latest/meta-data/",
    "http://metadata.google.internal/computeMetadata/v1/",
    "http://0x7f.1/secret.pdf",
  ])("refuses %s before connecting", async (url) => {
    const err = await fetchResume(url).catch((e) => e);
    expect(err).toMatchObject(refusedAs(/its address is not on the public internet/));
    revealsNothing(err.message);
  });

  it("refuses a name that resolves to loopback, on the address it would connect to", async () => {
    const resolve = async (name: string) => (name === "cv.rebind.test" ? ["93.184.215.14", "127.0.0.1"] : []);
    const policy = outboundPolicy({ hostMap: parseHostMap(""), resolve });
    const err = await fetchDocument(`http://cv.rebind.test:${internalPort}/secret.pdf`, "the resume at resume_url", policy).catch((e) => e);
    expect(err).toMatchObject(refusedAs(/^The resume at resume_url could not be downloaded: its address is not on the public internet\.$/));
    expect(internalHits).toEqual([]);
  });

  it("gives up after a few redirects", async () => {
    await expect(fetchResume(at("/loop"))).rejects.toMatchObject(refusedAs(/redirects too many times/));
  });

  it("refuses a URL with credentials", async () => {
    await expect(fetchResume("http://user:secret@files.example.test/cv.pdf")).rejects.toMatchObject(refusedAs(/user name or password/));
  });
});

describe("what a download may be", () => {
  it("cuts a server that drips bytes at the total deadline (a transient failure, retried)", async () => {
    configureAts({ resumeTimeoutMs: 1500 });
    const err = await fetchResume(at("/drip.pdf")).catch((e) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err.name).toBe("Error");
    expect(err.message).toBe("The resume at resume_url could not be downloaded: it did not arrive within 2 s; will retry.");
  });

  it.each(["/credentials.txt", "/page.txt", "/binary.txt", "/archive.docx"])("refuses %s: not a document by its content", async (path) => {
    await expect(fetchResume(at(path))).rejects.toMatchObject(refusedAs(/must be a PDF, DOC, DOCX, ODT, RTF or plain-text file/));
  });

  it("accepts RTF and DOC by their content", async () => {
    expect(await fetchResume(at("/cv.rtf"))).toMatchObject({ filename: "cv.rtf", contentType: "application/rtf" });
    expect(await fetchResume(at("/cv.doc"))).toMatchObject({ filename: "cv.doc", contentType: "application/msword" });
  });

  it("stops reading at the size cap, announced or not", async () => {
    configureAts({ downloadMaxBytes: 1024 });
    await expect(fetchResume(at("/big.pdf"))).rejects.toMatchObject(refusedAs(/it is larger than 1 KiB/));
  });

  it("names the document in every message and reveals nothing of what the server said", async () => {
    const file = await fetchDocument(at("/forbidden.pdf"), 'the file given for "Cover letter"').catch((e) => e);
    expect(file.message).toBe('The file given for "Cover letter" could not be downloaded: the server refused access to it.');
    revealsNothing(file.message);
  });
});
