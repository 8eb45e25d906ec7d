// One HTTP server that plays every simulated ATS, dispatching on the Host header (Chromium and the
// service reach it through ATS_HOST_MAP / --host-resolver-rules, so posting URLs keep their real hosts).
// Test fixture, not product code. API: README.md beside this file.
import express from "express";
import type { AddressInfo } from "node:net";
import http from "node:http";
import https from "node:https";
import { selfSignedCertificate, dualProtocolServer } from "./tls";
import { SimState, type PostingBehaviour, type Submission, type RequestLogEntry, type SentMail } from "./core";
import { filesRouter, FILES_HOST } from "./files";
import { greenhouseBoard, greenhouseApi, GREENHOUSE_BOARD_HOSTS, GREENHOUSE_API_HOST } from "./greenhouse";
import { platformRoutes, platformHostPatterns, type PlatformRoute } from "./platforms";

export type { PostingBehaviour, Submission, RequestLogEntry, SentMail } from "./core";
export { reservedBehaviours } from "./core";
export { resumePdf } from "./files";

export interface SimulatorOptions {
  smtp?: { host: string; port: number };
  /** Port to listen on (default: any free port). */
  port?: number;
}

export interface Simulators {
  port: number;
  /** ATS_HOST_MAP value: every simulated host mapped to 127.0.0.1:port (per-tenant hosts as "*.domain"). */
  hostMap: string;
  /** Every simulated host (for Chromium's --host-resolver-rules). */
  hosts: string[];
  /** Chromium flag value: "MAP host 127.0.0.1:port,MAP ...". */
  hostResolverRules: string;
  /** Chromium flags to reach the simulators over http:// and https:// (HSTS-preloaded hosts). */
  chromiumArgs: string[];
  /** The self-signed certificate (PEM) the same port serves TLS with, and its SPKI sha256 (base64). */
  tls: { cert: string; spkiHash: string };
  submissions: Submission[];
  resetSubmissions(): void;
  postings: {
    set(jobId: string, b: PostingBehaviour): void;
    get(jobId: string): PostingBehaviour;
    delete(jobId: string): void;
    reset(): void;
  };
  requests: RequestLogEntry[];
  /** Verification mails the simulators sent (also delivered over SMTP when opts.smtp is set). */
  mails: SentMail[];
  close(): Promise<void>;
}

export async function startSimulators(opts: SimulatorOptions = {}): Promise<Simulators> {
  const state = new SimState(opts.smtp);
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);

  app.use((req, res, next) => {
    const entry = { method: req.method, host: req.hostname, path: req.originalUrl, status: 0, at: new Date() };
    res.on("finish", () => {
      entry.status = res.statusCode;
      state.requests.push(entry);
    });
    next();
  });

  const routes = simulatorRoutes(state);
  const hosts = [FILES_HOST, GREENHOUSE_API_HOST, ...platformHostPatterns];

  app.use((req, res, next) => {
    const route = routes.find((r) => r.match(req.hostname));
    if (!route) return res.status(421).type("text").send(`No simulator for host ${req.hostname}`);
    route.router(req, res, next);
  });
  app.use((_req: express.Request, res: express.Response) => {
    res.status(404).type("html").send("<h1>Not Found</h1>");
  });
  app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).type("text").send(`simulator error: ${err.message}`);
  });

  const tls = selfSignedCertificate(hosts);
  const httpServer = http.createServer(app);
  const httpsServer = https.createServer({ key: tls.key, cert: tls.cert }, app);
  const server = dualProtocolServer(httpServer, httpsServer);
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const target = `127.0.0.1:${port}`;
  const hostResolverRules = hosts.map((host) => `MAP ${host} ${target}`).join(",");
  return {
    port,
    hosts,
    hostMap: hosts.map((host) => `${host}=${target}`).join(","),
    hostResolverRules,
    chromiumArgs: [`--host-resolver-rules=${hostResolverRules}`, `--ignore-certificate-errors-spki-list=${tls.spkiHash}`],
    tls: { cert: tls.cert, spkiHash: tls.spkiHash },
    submissions: state.submissions,
    resetSubmissions: () => {
      state.submissions.length = 0;
    },
    postings: state.postings,
    requests: state.requests,
    mails: state.mails,
    close: async () => {
      state.close();
      const closing = new Promise<void>((resolve) => server.close(() => resolve()));
      httpServer.closeAllConnections();
      httpsServer.closeAllConnections();
      await closing;
    },
  };
}

/**
 * The server's dispatch on the Host header: the first route whose `match` accepts the host serves the
 * request (test/catalog/support-matrix.test.ts and layout.test.ts read it: every catalog platform has
 * a simulator of its own).
 */
export function simulatorRoutes(state: SimState): PlatformRoute[] {
  return [
    { match: (host) => host === FILES_HOST, router: filesRouter() },
    { match: (host) => GREENHOUSE_BOARD_HOSTS.includes(host), router: greenhouseBoard(state) },
    { match: (host) => host === GREENHOUSE_API_HOST, router: greenhouseApi(state) },
    ...platformRoutes(state),
    { match: (host) => host === "127.0.0.1" || host === "localhost", router: controlRouter(state) },
  ];
}

/** Control API on 127.0.0.1 for tests running in another process than the simulator. */
function controlRouter(state: SimState): express.Router {
  const r = express.Router();
  r.use(express.json());
  r.get("/__sim/submissions", (_req, res) => {
    res.json(
      state.submissions.map((s) => ({
        ...s,
        files: Object.fromEntries(
          Object.entries(s.files).map(([k, f]) => [k, { filename: f.filename, contentType: f.contentType, size: f.bytes.length }]),
        ),
      })),
    );
  });
  r.put("/__sim/postings/:jobId", (req, res) => {
    state.postings.set(req.params.jobId, req.body ?? {});
    res.json(state.postings.get(req.params.jobId));
  });
  r.delete("/__sim/postings/:jobId", (req, res) => {
    state.postings.delete(req.params.jobId);
    res.status(204).end();
  });
  r.post("/__sim/reset", (_req, res) => {
    state.submissions.length = 0;
    state.postings.reset();
    res.status(204).end();
  });
  r.get("/__sim/mails", (_req, res) => {
    res.json(state.mails);
  });
  return r;
}
