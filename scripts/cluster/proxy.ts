// One port in front of the gateways: round robin over them with http-proxy-3 (the maintained rewrite of
// node-http-proxy, which does the proxying; choosing the target is ours, as that library leaves it to its
// user). A gateway that refuses connections is skipped until it accepts them again, and the request it
// refused goes to the next one: a refused connection means the gateway never saw the request, so
// sending it elsewhere cannot do anything twice. A gateway that dies while answering costs that request
// a 502, as with any proxy; clients retry (POST /applications twice is a 409 `duplicate_application`).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { createProxyServer } from "http-proxy-3";
import { listening } from "./processes";

export interface FrontProxy {
  port: number;
  close(): Promise<void>;
}

/** The API's largest body is far smaller (api/app.ts); this only bounds what the proxy holds in memory. */
const MAX_BODY_BYTES = 16 << 20;
const PROBE_INTERVAL_MS = 500;

export async function startFrontProxy(options: { port: number; host?: string; targets: number[] }): Promise<FrontProxy> {
  const targets = options.targets.map((port) => ({ port, down: false }));
  let next = 0;
  const proxy = createProxyServer({ proxyTimeout: 120_000 });

  /** The next live target after the last one used, or the next one at all when none is known live. */
  const pick = (tried: Set<number>) => {
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(next + i) % targets.length];
      if (!target.down && !tried.has(target.port)) {
        next = (next + i + 1) % targets.length;
        return target;
      }
    }
    return targets.find((t) => !tried.has(t.port));
  };

  const forward = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, tried: Set<number>) => {
    const target = pick(tried);
    if (!target) return void fail(res, 502, "no gateway is reachable");
    tried.add(target.port);
    proxy.web(req, res, { target: `http://127.0.0.1:${target.port}`, buffer: Readable.from([body]) }, (error) => {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ECONNREFUSED") {
        target.down = true;
        if (!res.headersSent) return forward(req, res, body, tried);
      }
      fail(res, 502, "the gateway did not answer");
    });
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        fail(res, 413, "request body too large");
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on("end", () => forward(req, res, Buffer.concat(chunks), new Set()));
  });

  // A skipped gateway is taken back as soon as it accepts connections (a restarted one, say).
  const probe = setInterval(() => {
    for (const target of targets.filter((t) => t.down)) void listening(target.port).then((up) => (target.down = !up));
  }, PROBE_INTERVAL_MS);
  probe.unref();

  server.listen(options.port, options.host ?? "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      clearInterval(probe);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      proxy.close();
    },
  };
}

/** The API's error envelope (docs/api-rules.md#errors), so clients read the proxy's errors like the gateway's. */
function fail(res: http.ServerResponse, status: number, message: string): void {
  if (res.headersSent) return void res.destroy();
  const code = status === 413 ? "payload_too_large" : "bad_gateway";
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ error: { code, message } }));
}
