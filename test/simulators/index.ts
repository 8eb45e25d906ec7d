// One HTTP server that plays every simulated ATS, dispatching on the Host header (Chromium and the
// service reach it through ATS_HOST_MAP / --host-resolver-rules, so posting URLs keep their real hosts).
// Test fixture, not product code. API: README.md beside this file.
import express from "express";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { SimState, type PostingBehaviour, type Submission, type RequestLogEntry, type SentMail } from "./core";
import { filesRouter, FILES_HOST } from "./files";
import { greenhouseBoard, greenhouseApi, GREENHOUSE_BOARD_HOSTS, GREENHOUSE_API_HOST } from "./greenhouse";
import { platformRoutes, platformHostTemplates } from "./platforms";

export type { PostingBehaviour, Submission, RequestLogEntry, SentMail } from "./core";
export { reservedBehaviours } from "./core";
export { resumePdf } from "./files";

/** Tenants (sub-domains) listed in hostMap for platforms with per-tenant hosts. */
export const DEFAULT_TENANTS = ["acme", "globex", "initech"];

export interface SimulatorOptions {
  smtp?: { host: string; port: number };
  /** Tenants for per-tenant hosts (Workday, JazzHR, Breezy, Recruitee); default DEFAULT_TENANTS. */
  tenants?: string[];
  /** Port to listen on (default: any free port). */
  port?: number;
}

export interface Simulators {
  port: number;
  /** ATS_HOST_MAP value: every simulated host mapped to 127.0.0.1:port. */
  hostMap: string;
  /** Every simulated host (for Chromium's --host-resolver-rules). */
  hosts: string[];
  /** Chromium flag value: "MAP host 127.0.0.1:port,MAP ...". */
  hostResolverRules: string;
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
  const tenants = opts.tenants ?? DEFAULT_TENANTS;
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);

  app.use((req, res, next) => {
    const entry = { method: req.method, host: req.hostname, path: req.originalUrl, status: 0, at: new Date() };
    res.on("finish", () => { entry.status = res.statusCode; state.requests.push(entry); });
    next();
  });

  const routes: { match: (host: string) => boolean; router: express.Router }[] = [
    { match: (host) => host === FILES_HOST, router: filesRouter() },
    { match: (host) => GREENHOUSE_BOARD_HOSTS.includes(host), router: greenhouseBoard(state) },
    { match: (host) => host === GREENHOUSE_API_HOST, router: greenhouseApi(state) },
    ...platformRoutes(state),
    { match: (host) => host === "127.0.0.1" || host === "localhost", router: controlRouter(state) },
  ];
  const hosts = [FILES_HOST, ...GREENHOUSE_BOARD_HOSTS, GREENHOUSE_API_HOST, ...platformHosts(tenants)];

  app.use((req, res, next) => {
    const route = routes.find((r) => r.match(req.hostname));
    if (!route) return res.status(421).type("text").send(`No simulator for host ${req.hostname}`);
    route.router(req, res, next);
  });
  app.use((_req: express.Request, res: express.Response) => { res.status(404).type("html").send("<h1>Not Found</h1>"); });
  app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).type("text").send(`simulator error: ${err.message}`);
  });

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(opts.port ?? 0, "127.0.0.1", () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  const target = `127.0.0.1:${port}`;
  return {
    port,
    hosts,
    hostMap: hosts.map((host) => `${host}=${target}`).join(","),
    hostResolverRules: hosts.map((host) => `MAP ${host} ${target}`).join(","),
    submissions: state.submissions,
    resetSubmissions: () => { state.submissions.length = 0; },
    postings: state.postings,
    requests: state.requests,
    mails: state.mails,
    close: async () => {
      state.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Hosts of the platforms in platforms.ts, expanded for each tenant where the host is per tenant. */
function platformHosts(tenants: string[]): string[] {
  return platformHostTemplates.flatMap((t) => (t.includes("{tenant}") ? tenants.map((x) => t.replace("{tenant}", x)) : [t]));
}

/** Control API on 127.0.0.1 for tests running in another process than the simulator. */
function controlRouter(state: SimState): express.Router {
  const r = express.Router();
  r.use(express.json());
  r.get("/__sim/submissions", (_req, res) => {
    res.json(state.submissions.map((s) => ({
      ...s, files: Object.fromEntries(Object.entries(s.files).map(([k, f]) => [k, { filename: f.filename, contentType: f.contentType, size: f.bytes.length }])),
    })));
  });
  r.put("/__sim/postings/:jobId", (req, res) => { state.postings.set(req.params.jobId, req.body ?? {}); res.json(state.postings.get(req.params.jobId)); });
  r.delete("/__sim/postings/:jobId", (req, res) => { state.postings.delete(req.params.jobId); res.status(204).end(); });
  r.post("/__sim/reset", (_req, res) => { state.submissions.length = 0; state.postings.reset(); res.status(204).end(); });
  r.get("/__sim/mails", (_req, res) => { res.json(state.mails); });
  return r;
}
