// GET /docs: the API reference (swagger-ui-express) under a strict Content-Security-Policy.
import { createHash } from "node:crypto";
import { Router } from "express";
import swaggerUi from "swagger-ui-express";
import { openApiDocument } from "./openapi";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * Scripts only from our origin (the page's own are files), no eval. The page carries two inline
 * <style> blocks and one style attribute; each is allowed by the hash of its exact text, so nothing
 * else inline runs. Images include Swagger UI's data: icons; requests ("Try it out") go to the API only.
 */
function contentSecurityPolicy(html: string): string {
  const blocks = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => sha256(m[1]!));
  const attributes = [...html.matchAll(/\sstyle="([^"]*)"/g)].map((m) => sha256(m[1]!));
  const styles = ["'self'", ...blocks, ...(attributes.length ? ["'unsafe-hashes'", ...attributes] : [])];
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src ${styles.join(" ")}`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function docsRouter(): Router {
  // No validator badge (an image from a third-party validator) and no top bar (its logo is an SVG
  // with an inline <style> the bundle inserts at run time, which the policy would block).
  const html = swaggerUi.generateHTML(openApiDocument(), {
    customSiteTitle: "Apply API reference",
    customCss: "",
    swaggerOptions: { validatorUrl: null, layout: "BaseLayout" },
  });
  const policy = contentSecurityPolicy(html);
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader("Content-Security-Policy", policy);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "no-referrer");
    next();
  });
  router.use(swaggerUi.serve);
  router.get("/", (_req, res) => {
    res.type("html").send(html);
  });
  return router;
}
