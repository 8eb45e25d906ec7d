// The codec endpoint of the Temporal Web UI's "remote codec" protocol: the UI posts encrypted payloads
// to {endpoint}/decode and shows what comes back, so operators read histories in clear while Temporal
// itself stores only ciphertext (lib/payload-codec.ts). The endpoint is a capability URL: its path
// carries a token derived from the service's key (`npm run --silent admin -- codec-endpoint` prints it;
// `npm start` hands it to its embedded dev server's UI). Without the token: 404, like any unknown route.
import { createHmac } from "node:crypto";
import type { Payload } from "@temporalio/common";
import express, { Router, type RequestHandler } from "express";
import { config } from "../lib/config";
import { constantTimeEqual } from "../lib/crypto";
import { EncryptionCodec } from "../lib/payload-codec";
import { ApiError } from "./errors";

/** The path token of the codec endpoint for this service key. */
function codecToken(serviceKey: Buffer): string {
  return createHmac("sha256", serviceKey).update("apply-service codec endpoint").digest("base64url");
}

/** The URL to give the Temporal Web UI as its codec endpoint, for a gateway at `gatewayUrl`. */
export function codecEndpoint(gatewayUrl: string, serviceKey: Buffer = config.encryptionKey): string {
  return `${gatewayUrl}/codec/${codecToken(serviceKey)}`;
}

interface JsonPayload {
  metadata?: Record<string, string>;
  data?: string;
}

const toPayload = (p: JsonPayload): Payload => ({
  metadata: Object.fromEntries(Object.entries(p.metadata ?? {}).map(([k, v]) => [k, Buffer.from(v, "base64")])),
  data: Buffer.from(p.data ?? "", "base64"),
});

const toJson = (p: Payload): JsonPayload => ({
  metadata: Object.fromEntries(Object.entries(p.metadata ?? {}).map(([k, v]) => [k, Buffer.from(v).toString("base64")])),
  data: Buffer.from(p.data ?? new Uint8Array()).toString("base64"),
});

/** `uiOrigins`: where the Temporal Web UI is served from (its browser calls this endpoint cross-origin). */
export function codecRouter(serviceKey: Buffer, uiOrigins: readonly string[]): Router {
  const token = codecToken(serviceKey);
  const codec = new EncryptionCodec(serviceKey);
  const router = Router({ mergeParams: true });

  const cors: RequestHandler = (req, res, next) => {
    const origin = req.headers.origin;
    if (origin && uiOrigins.includes(origin)) {
      res.setHeader("Access-Control-Allow-Origin", origin);
      res.setHeader("Access-Control-Allow-Methods", "POST, OPTIONS");
      res.setHeader("Access-Control-Allow-Headers", "content-type, x-namespace, authorization");
      res.setHeader("Access-Control-Allow-Credentials", "true");
      res.setHeader("Vary", "Origin");
    }
    next();
  };
  const requireToken: RequestHandler = (req, _res, next) => {
    next(
      constantTimeEqual(String(req.params.token), token)
        ? undefined
        : new ApiError(404, "not_found", `No route ${req.method} ${req.path}.`),
    );
  };

  router.use("/codec/:token", requireToken, cors);
  router.options("/codec/:token/:op", (_req, res) => void res.status(204).end());
  for (const op of ["encode", "decode"] as const) {
    router.post(`/codec/:token/${op}`, express.json({ limit: "4mb" }), async (req, res) => {
      const payloads = (req.body as { payloads?: JsonPayload[] } | undefined)?.payloads;
      if (!Array.isArray(payloads)) throw new ApiError(400, "invalid_request", 'The body must be {"payloads": [...]}.');
      const out = await codec[op](payloads.map(toPayload));
      res.json({ payloads: out.map(toJson) });
    });
  }
  return router;
}
