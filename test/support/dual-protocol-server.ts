// A local server that answers plain HTTP and TLS on the same port, which is what a simulator needs for
// hosts on Chromium's HSTS preload list (see lib/host-map.ts): Chromium upgrades them to https before
// connecting, while the service's own calls arrive as plain HTTP. The certificate is self-signed and
// made once per process with the openssl CLI; Chromium accepts it because chromiumHostMapArgs adds
// --ignore-certificate-errors. Simulators may import this until it moves to test/support.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";

let certificate: { key: Buffer; cert: Buffer } | null = null;

function selfSignedCertificate() {
  if (!certificate) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "ats-sim-tls-"));
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "2", "-subj", "/CN=ats-simulator"],
      { stdio: "ignore" },
    );
    certificate = { key: readFileSync(key), cert: readFileSync(cert) };
  }
  return certificate;
}

export interface DualProtocolServer {
  port: number;
  close(): Promise<void>;
}

export async function listenHttpAndHttps(handler: http.RequestListener, host = "127.0.0.1"): Promise<DualProtocolServer> {
  const plain = http.createServer(handler);
  const secure = https.createServer(selfSignedCertificate(), handler);
  const sockets = new Set<net.Socket>();
  const front = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.once("readable", () => {
      const first = socket.read(1) as Buffer | null;
      if (!first) return void socket.destroy();
      socket.unshift(first);
      // 0x16 is a TLS handshake record; anything else is treated as HTTP/1.x.
      (first[0] === 0x16 ? secure : plain).emit("connection", socket);
    });
  });
  await new Promise<void>((resolve) => front.listen(0, host, resolve));
  return {
    port: (front.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        front.close(() => resolve());
      }),
  };
}
