// The resume download: through ATS_HOST_MAP, with the size, type and status rules. Its security
// properties (addresses, redirects, deadline, content) are in test/outbound/downloads.test.ts.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchResume } from "../../ats-adapters/resume";
import { configureAts } from "../../ats-adapters/settings";

let server: http.Server;
const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n");
// The first entry of every DOCX (a ZIP) is [Content_Types].xml; the type check looks for it.
const docx = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26),
  Buffer.from("[Content_Types].xml"),
  Buffer.alloc(100),
]);

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.headers.host !== "resumes.example.test") return res.writeHead(421).end();
    switch (req.url) {
      case "/jane.pdf":
        return res.writeHead(200, { "content-type": "application/octet-stream" }).end(pdf);
      case "/jane.docx":
        return res.writeHead(200, { "content-type": "application/octet-stream" }).end(docx);
      case "/jane.txt":
        return res.writeHead(200, { "content-type": "text/plain; charset=utf-8" }).end("Jane Doe\nEngineer\n");
      case "/moved":
        return res.writeHead(302, { location: "/jane.pdf" }).end();
      case "/page.html":
        return res.writeHead(200, { "content-type": "text/html" }).end("<html>not a resume</html>");
      case "/busy":
        return res.writeHead(503).end();
      case "/huge.pdf": {
        res.writeHead(200, { "content-type": "application/pdf" });
        const chunk = Buffer.alloc(1024 * 1024, 0x20);
        for (let i = 0; i < 11; i++) res.write(i === 0 ? Buffer.concat([Buffer.from("%PDF-"), chunk]) : chunk);
        return res.end();
      }
      default:
        return res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  configureAts({ hostMap: `resumes.example.test=127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const url = (path: string) => `https://resumes.example.test${path}`;

describe("resume download", () => {
  it("fetches a PDF through the host map, recognised by its magic bytes", async () => {
    const file = await fetchResume(url("/jane.pdf"));
    expect(file.bytes.equals(pdf)).toBe(true);
    expect(file.filename).toBe("jane.pdf");
  });

  it("accepts DOCX and plain text, and follows a redirect", async () => {
    expect((await fetchResume(url("/jane.docx"))).filename).toBe("jane.docx");
    expect((await fetchResume(url("/jane.txt"))).filename).toBe("jane.txt");
    expect((await fetchResume(url("/moved"))).bytes.equals(pdf)).toBe(true);
  });

  it.each([
    ["/missing.pdf", /^The resume at resume_url could not be downloaded: nothing was found at that address\.$/],
    ["/page.html", /^The resume at resume_url could not be downloaded: it must be a PDF, DOC, DOCX, ODT, RTF or plain-text file\.$/],
    ["/huge.pdf", /^The resume at resume_url could not be downloaded: it is larger than 10 MiB\.$/],
  ])("refuses %s as incomplete_candidate", async (path, message) => {
    await expect(fetchResume(url(path))).rejects.toMatchObject({
      name: "AtsFailure",
      reason: "incomplete_candidate",
      message: expect.stringMatching(message),
    });
  });

  it("treats a failing file server as transient (a plain Error, retried)", async () => {
    const err = await fetchResume(url("/busy")).catch((e) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err.name).toBe("Error");
    expect(err.message).toBe("The resume at resume_url could not be downloaded: the server is failing; will retry.");
  });

  it("refuses a URL that is not http(s)", async () => {
    await expect(fetchResume("file:///etc/passwd")).rejects.toMatchObject({ reason: "incomplete_candidate" });
  });
});
