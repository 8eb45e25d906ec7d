// The account console (docs/api-rules.md#console): a static page whose script calls the public /v1 API with a key
// the owner pastes. Loading the page needs no key; every piece of data goes through the API.
// The script is TypeScript (src/), bundled once per process by esbuild in memory, at its first request
// (no build step, no generated file); the chart library is uPlot's own build, served from node_modules.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { buildSync } from "esbuild";
import { Router, type Response } from "express";
import { projectRoot } from "../../lib/config";

// Only our own script and stylesheet, only our own API; images also from blob: URLs (evidence fetched
// with the key); no inline code, no framing, no forms posted.
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

// From the repository's root, not this module's address: `npm start` runs a bundle in dist/ (scripts/build.ts).
const here = path.join(projectRoot, "api/console");
const asset = (name: string) => readFileSync(path.join(here, name), "utf8");
const fromPackage = (specifier: string) => readFileSync(createRequire(path.join(projectRoot, "package.json")).resolve(specifier), "utf8");

let bundled: string | undefined;

/** src/main.ts and what it imports, as one classic script (type-checked by `tsc` with the rest of the repository). */
function consoleScript(): string {
  bundled ??= buildSync({
    entryPoints: [path.join(here, "src/main.ts")],
    bundle: true,
    write: false,
    format: "iife",
    target: "es2022",
    platform: "browser",
    charset: "utf8",
    logLevel: "silent",
  }).outputFiles[0]!.text;
  return bundled;
}

function sendAsset(res: Response, contentType: string, body: string): void {
  res.setHeader("Content-Security-Policy", CONTENT_SECURITY_POLICY);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "no-referrer");
  res.setHeader("Cache-Control", "no-store");
  res.type(contentType).send(body);
}

export function consoleRouter(): Router {
  const html = asset("index.html");
  const styles = asset("console.css");
  const chart = fromPackage("uplot/dist/uPlot.iife.min.js");
  const chartStyles = fromPackage("uplot/dist/uPlot.min.css");
  const router = Router({ strict: false });
  router.get("/", (_req, res) => sendAsset(res, "html", html));
  // Built at the first request, so a gateway that serves no console never spends the time.
  router.get("/console.js", (_req, res) => sendAsset(res, "js", consoleScript()));
  router.get("/console.css", (_req, res) => sendAsset(res, "css", styles));
  router.get("/vendor/uplot.js", (_req, res) => sendAsset(res, "js", chart));
  router.get("/vendor/uplot.css", (_req, res) => sendAsset(res, "css", chartStyles));
  return router;
}
