// The committed client (clients/typescript/openapi.json and the types generated from it) must be what
// the code produces now, and what the gateway serves. When a route changes, `npm run client:generate`.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientDir, clientFiles } from "../../scripts/generate-client";
import { useTestApi } from "../api/helpers";

const gateway = useTestApi();
const committed = (name: string) => readFile(path.join(clientDir, name), "utf8").catch(() => "(missing)");
const OUT_OF_DATE = "is out of date: run `npm run client:generate` and commit clients/typescript";

describe("the committed TypeScript client", () => {
  it("is generated from the OpenAPI document the code builds now", async () => {
    const fresh = await clientFiles();
    for (const [name, text] of Object.entries(fresh)) {
      expect(await committed(name), `clients/typescript/${name} ${OUT_OF_DATE}`).toBe(text);
    }
  });

  it("matches the document the gateway serves at /v1/openapi.json", async () => {
    const served = await (await fetch(`${gateway.baseUrl}/v1/openapi.json`)).json();
    expect(JSON.parse(await committed("openapi.json")), `clients/typescript/openapi.json ${OUT_OF_DATE}`).toEqual(served);
  });
});
