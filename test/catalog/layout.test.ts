// A platform is one descriptor in catalog/platforms/<id>.ts, listed once in the barrel
// (catalog/platforms/index.ts), one adapter in ats-adapters/platforms/<id>.ts and a simulator that
// serves its hosts (docs/how-to/add-a-platform.md): nothing here is a second list of the ids.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { detectAts } from "../../catalog";
import { ATS_IDS, PLATFORMS } from "../../catalog/platforms";
import { adapterFor } from "../../ats-adapters/platforms";
import { SimState } from "../simulators/core";
import { simulatorRoutes } from "../simulators";

const ROOT = join(__dirname, "../..");
/** The platform files of a folder: every .ts but the barrel and the shared types. */
const platformFiles = (dir: string) =>
  readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith(".ts") && f !== "index.ts" && f !== "types.ts")
    .map((f) => f.replace(/\.ts$/, ""))
    .sort();

describe("platform layout", () => {
  it("lists every descriptor file in the barrel once, under its own id", async () => {
    expect(platformFiles("catalog/platforms")).toEqual([...ATS_IDS].sort());
    expect(new Set(ATS_IDS).size).toBe(ATS_IDS.length);
    for (const id of ATS_IDS) {
      const file = (await import(`../../catalog/platforms/${id}.ts`)) as { platform: { id: string } };
      expect(file.platform, id).toBe(PLATFORMS.find((p) => p.id === id));
    }
  });

  it("gives every id an adapter file of its own, and no adapter file to anything else", () => {
    expect(platformFiles("ats-adapters/platforms")).toEqual([...ATS_IDS].sort());
    for (const id of ATS_IDS) expect(adapterFor(id)?.id, id).toBe(id);
    expect(adapterFor("generic")).toBeNull();
  });

  it("gives every id a simulator of its own on its hosts", () => {
    const routes = simulatorRoutes(new SimState());
    // Real hosts of each platform: the posting URLs of the detection cases, which cover every advertised host (detect.test.ts).
    const cases = [...readFileSync(join(ROOT, "test/catalog/detect.test.ts"), "utf8").matchAll(/https?:\/\/[^\s"'`)]+/g)].map((m) => m[0]);
    for (const p of PLATFORMS) {
      const hosts = new Set(cases.filter((url) => detectAts(url).ats === p.id).map((url) => new URL(url).hostname));
      expect(
        [...hosts].filter((host) => routes.some((r) => r.match(host))),
        p.id,
      ).not.toEqual([]);
    }
  });
});
