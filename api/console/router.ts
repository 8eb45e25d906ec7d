// The account console (docs/api-rules.md#console): a static page whose script calls the public /v1 API with a key
// the owner pastes. Loading the page needs no key; every piece of data goes through the API.
import { readFileSync } from "node:fs";
import { Router, type Response } from "express";

// Only our own script and stylesheet, only our own API; no inline code, no framing, no forms posted.
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const asset = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), "utf8");

function sendAsset(res: Response, contentType: string, body: string): void {
  res.setHeader("Content-Security-Policy", CONTENT_SECURITY_POLICY);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "no-referrer");
  res.setHeader("Cache-Control", "no-store");
  res.type(contentType).send(body);
}

export function consoleRouter(): Router {
  const html = asset("index.html");
  const script = asset("console.js");
  const styles = asset("console.css");
  const router = Router({ strict: false });
  router.get("/", (_req, res) => sendAsset(res, "html", html));
  router.get("/console.js", (_req, res) => sendAsset(res, "js", script));
  router.get("/console.css", (_req, res) => sendAsset(res, "css", styles));
  return router;
}
