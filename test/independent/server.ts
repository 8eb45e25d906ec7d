// Serves the independent pages (test/independent/cases/*/): each case's index.html at its posting's
// real host for any GET, thanks.html as the answer to a native form POST, and {"ok":true} to a
// fetch/XHR POST; every POST body is recorded as submitted fields. The pages were written from public
// captures and descriptions by someone who had not read the engine (each case's "about" says how).
import { readdirSync, readFileSync, existsSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import type { Profile } from "../../lib/profile";
import { readForm } from "../simulators/core";
import { resumePdf, FILES_HOST } from "../simulators/files";
import { dualProtocolServer, selfSignedCertificate } from "../simulators/tls";

export const CASES_DIR = path.join(import.meta.dirname, "cases");

export interface IndependentCase {
  name: string;
  url: string;
  profile: Profile;
  expect: { outcome: "submitted" | "incomplete_candidate"; fields: Record<string, string>; unanswered?: string[] };
  about: string;
}

export function loadCases(): IndependentCase[] {
  return readdirSync(CASES_DIR)
    .filter((d) => existsSync(path.join(CASES_DIR, d, "case.json")))
    .map((name) => ({ name, ...JSON.parse(readFileSync(path.join(CASES_DIR, name, "case.json"), "utf8")) }));
}

export interface PageServer {
  hostMap: string;
  /** The fields each POST carried, newest last, per case. */
  submissions(name: string): Array<Record<string, string>>;
  close(): Promise<void>;
}

/** One server for every case; the case is chosen by the request's host and path prefix. */
export async function startPageServer(cases: IndependentCase[]): Promise<PageServer> {
  const received = new Map<string, Array<Record<string, string>>>();
  // The case on this host whose posting path is the longest shared start of the request's path (a
  // POST's page is its Referer).
  const caseOf = (req: express.Request) => {
    const paths = [req.path, req.get("referer") ? new URL(req.get("referer")!).pathname : ""];
    const shared = (a: string, b: string) => {
      let i = 0;
      while (i < a.length && a[i] === b[i]) i++;
      return i;
    };
    const score = (c: IndependentCase) => Math.max(...paths.map((p) => shared(new URL(c.url).pathname, p)));
    return cases.filter((c) => new URL(c.url).hostname === req.hostname).sort((a, b) => score(b) - score(a))[0];
  };
  const app = express();
  app.get("/resume.pdf", (req, res, next) => (req.hostname === FILES_HOST ? void res.type("application/pdf").send(resumePdf()) : next()));
  app.get(/.*/, (req, res) => {
    const c = caseOf(req);
    if (!c) return void res.status(404).send("no case");
    const thanks = path.join(CASES_DIR, c.name, "thanks.html");
    const file = /thank|confirm/.test(req.path) && existsSync(thanks) ? thanks : path.join(CASES_DIR, c.name, "index.html");
    res.type("html").send(readFileSync(file, "utf8"));
  });
  app.post(/.*/, express.json({ type: "application/json" }), async (req, res) => {
    const c = caseOf(req);
    if (!c) return void res.status(404).json({ error: "no case" });
    const fields: Record<string, string> = {};
    if (req.is("application/json")) {
      for (const [k, v] of Object.entries((req.body ?? {}) as Record<string, unknown>))
        fields[k] = typeof v === "string" ? v : JSON.stringify(v);
    } else {
      const form = await readForm(req);
      for (const [k, v] of Object.entries(form.fields)) fields[k] = Array.isArray(v) ? v.join(",") : v;
      for (const k of Object.keys(form.files)) fields[k] = "<file>";
    }
    received.set(c.name, [...(received.get(c.name) ?? []), fields]);
    const thanks = path.join(CASES_DIR, c.name, "thanks.html");
    const native = (req.get("accept") ?? "").includes("text/html") && !req.is("application/json");
    if (native && existsSync(thanks)) return void res.type("html").send(readFileSync(thanks, "utf8"));
    res.json({ ok: true });
  });
  const hosts = [...new Set([...cases.map((c) => new URL(c.url).hostname), FILES_HOST])];
  const tls = selfSignedCertificate(hosts);
  const server = dualProtocolServer(http.createServer(app), https.createServer({ key: tls.key, cert: tls.cert }, app));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    hostMap: hosts.map((h) => `${h}=127.0.0.1:${port}`).join(","),
    submissions: (name) => received.get(name) ?? [],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
