// The OpenAPI document and the router are built from one route table (api/route-table.ts); this
// checks the outcome on the real Express app: every /v1 route it serves is documented and every
// documented operation is served, with the same method and path.
import type { Client } from "@temporalio/client";
import type { Router } from "express";
import { describe, expect, it } from "vitest";
import { createApp } from "../../api/app";
import { openApiDocument } from "../../api/openapi";
import type { RateLimit } from "../../api/rate-limit";
import type { WorkflowStarts } from "../../api/workflow-start";

interface Layer {
  rawPath?: string | string[];
  route?: { path: string; methods: Record<string, boolean> };
  handle: Partial<Router> & { stack?: Layer[] };
}

/** "METHOD /path" for every route the app serves, with the prefix of each router it is mounted under. */
function servedRoutes(stack: Layer[], prefix = ""): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      return Object.keys(layer.route.methods)
        .filter((m) => m !== "_all")
        .map((m) => `${m.toUpperCase()} ${prefix}${layer.route!.path}`);
    }
    if (!layer.handle.stack) return [];
    const mount = typeof layer.rawPath === "string" && layer.rawPath !== "/" ? layer.rawPath : "";
    return servedRoutes(layer.handle.stack, prefix + mount);
  });
}

describe("the OpenAPI document", () => {
  it("lists exactly the /v1 routes the app serves", () => {
    const noLimit: RateLimit = { middleware: (_req, _res, next) => next(), recordFailedAuth: async () => null, close: async () => {} };
    const app = createApp({ temporal: {} as Client, starts: {} as WorkflowStarts, rateLimit: noLimit });
    const served = servedRoutes((app as unknown as { router: { stack: Layer[] } }).router.stack).filter(
      (r) => r.split(" ")[1]!.startsWith("/v1/") && r !== "GET /v1/openapi.json",
    );

    const doc = openApiDocument();
    const documented = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} /v1${path.replace(/\{(\w+)\}/g, ":$1")}`),
    );

    expect(served.length).toBeGreaterThan(10);
    expect([...served].sort()).toEqual([...documented].sort());
  });
});
