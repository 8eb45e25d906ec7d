// The layers of .dependency-cruiser.cjs hold: no cycles, no import pointing up (lib -> catalog ->
// ats-adapters & mail -> activities -> workflows -> api, worker & scripts). The second test shows the rules can fail.
import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { projectRoot } from "../lib/config";

const run = promisify(execFile);
const depcruise = path.join(projectRoot, "node_modules/.bin/depcruise");
const PRODUCT = [
  "lib",
  "catalog",
  "ats-adapters",
  "mail",
  "activities",
  "workflows",
  "api",
  "worker",
  "scripts",
  "bench",
  "prisma",
  "clients",
];

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}
async function violations(cwd: string, dirs: string[]): Promise<Violation[]> {
  const { stdout } = await run(depcruise, [...dirs, "--config", ".dependency-cruiser.cjs", "--output-type", "json"], {
    cwd,
    maxBuffer: 64 << 20,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
  return JSON.parse(stdout).summary.violations;
}

describe("dependencies", () => {
  let scratch: string | undefined;
  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it("point one way, with no cycles", async () => {
    const found = await violations(projectRoot, PRODUCT);
    expect(found.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
  });

  it("are reported when lib/ imports a workflow, two modules import each other, the client imports lib/ and the catalog or the gateway the browser layer", async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "layers-"));
    await cp(path.join(projectRoot, ".dependency-cruiser.cjs"), path.join(scratch, ".dependency-cruiser.cjs"));
    await writeFile(
      path.join(scratch, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { module: "preserve", moduleResolution: "bundler" } }),
    );
    await mkdir(path.join(scratch, "lib"));
    await mkdir(path.join(scratch, "workflows"));
    await writeFile(path.join(scratch, "lib/names.ts"), 'import { flow } from "../workflows/flow";\nexport const name = flow;\n');
    await writeFile(path.join(scratch, "workflows/flow.ts"), 'import { name } from "../lib/names";\nexport const flow = () => name;\n');
    await mkdir(path.join(scratch, "clients"));
    await writeFile(path.join(scratch, "clients/index.ts"), 'import { name } from "../lib/names";\nexport const client = name;\n');
    await mkdir(path.join(scratch, "ats-adapters"));
    await mkdir(path.join(scratch, "catalog"));
    await mkdir(path.join(scratch, "api"));
    await writeFile(path.join(scratch, "ats-adapters/browser.ts"), "export const browser = 1;\n");
    await writeFile(
      path.join(scratch, "catalog/index.ts"),
      'import { browser } from "../ats-adapters/browser";\nexport const price = browser;\n',
    );
    await writeFile(
      path.join(scratch, "api/routes.ts"),
      'import { browser } from "../ats-adapters/browser";\nexport const route = browser;\n',
    );
    const found = await violations(scratch, ["lib", "workflows", "clients", "catalog", "api", "ats-adapters"]);
    const rules = new Set(found.map((v) => v.rule.name));
    expect(rules).toContain("lib-is-the-bottom");
    expect(rules).toContain("no-circular");
    expect(rules).toContain("client-knows-the-server-only-by-its-document");
    expect(rules).toContain("catalog-below-the-browser-layer");
    expect(rules).toContain("gateway-uses-lib-and-the-catalog");
  });
});
