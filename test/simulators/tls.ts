// HTTPS for the simulators. Some real ATS hosts are on Chromium's HSTS preload list (jobs.ashbyhq.com
// is), so Chromium upgrades http:// to https:// no matter what; the simulator therefore answers both
// plain HTTP and TLS on the same port (first byte 0x16 = TLS handshake) with a throwaway self-signed
// certificate made by openssl at start-up. Chromium trusts it through --ignore-certificate-errors-spki-list.
import { execFileSync } from "node:child_process";
import { createHash, createPublicKey } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import type { Server as HttpServer } from "node:http";
import type { Server as HttpsServer } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";

export interface SelfSigned {
  key: string;
  cert: string;
  spkiHash: string;
}

export function selfSignedCertificate(hosts: string[]): SelfSigned {
  const dir = mkdtempSync(path.join(tmpdir(), "sim-tls-"));
  try {
    const keyFile = path.join(dir, "key.pem"),
      certFile = path.join(dir, "cert.pem");
    const san = ["127.0.0.1", "localhost", ...hosts].map((x) => (/^\d+\.\d+\.\d+\.\d+$/.test(x) ? `IP:${x}` : `DNS:${x}`)).join(",");
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-keyout",
        keyFile,
        "-out",
        certFile,
        "-days",
        "2",
        "-subj",
        "/CN=ATS simulator",
        "-addext",
        `subjectAltName=${san}`,
      ],
      { stdio: "ignore" },
    );
    const key = readFileSync(keyFile, "utf8"),
      cert = readFileSync(certFile, "utf8");
    const spki = createPublicKey(cert).export({ type: "spki", format: "der" });
    return { key, cert, spkiHash: createHash("sha256").update(spki).digest("base64") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One listening socket that hands each connection to the HTTP or the HTTPS server by its first byte. */
export function dualProtocolServer(http: HttpServer, https: HttpsServer): net.Server {
  return net.createServer((socket) => {
    socket.once("data", (first) => {
      socket.pause();
      socket.unshift(first);
      (first[0] === 0x16 ? https : http).emit("connection", socket);
      process.nextTick(() => socket.resume());
    });
    socket.on("error", () => socket.destroy());
  });
}
