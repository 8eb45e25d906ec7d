// The support matrix (README "Supported platforms", GET /v1/ats `support`) says only what is proven,
// each claim checked here against something real:
// - a dedicated adapter ⇔ the simulators' router (test/simulators/index.ts) serves the platform's hosts
//   with a simulator of its own, not the shared generic form;
// - "end-to-end tested" ⇔ a test in test/e2e applies on the platform;
// - `variants` ⇔ test/simulators/<id>-variants.ts exists and test/variants runs the platform;
// - `simulator` is the "Built from" of docs/platforms.md "Provenance of the simulators", and "captures"
//   only where the simulator's header cites the capture that table names (repository, path and commit);
// - "supported" ⇔ all of: a dedicated adapter, a simulator not built from guesses, seeded variants
//   with no seed known to fail, an end-to-end test; anything less says why;
// - the README's table is the catalog's.
// `WRITE_SUPPORT_MATRIX=1 npx vitest run test/catalog/support-matrix.test.ts` rewrites the README's table.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOG, detectAts, type AtsPlatform } from "../../catalog";
import { SimState } from "../simulators/core";
import { simulatorRoutes } from "../simulators";

const ROOT = join(__dirname, "../..");
const read = (...path: string[]) => readFileSync(join(ROOT, ...path), "utf8");
const E2E = join(ROOT, "test/e2e");
const e2eSources = readdirSync(E2E)
  .filter((f) => f.endsWith(".test.ts"))
  .map((f) => read("test/e2e", f));
/** An end-to-end case checks the application's ats on a line that names it (`ats: "<id>"`, `.ats).toBe("<id>")`). */
const appliedEndToEnd = (p: AtsPlatform) => e2eSources.some((src) => new RegExp(`\\bats\\b[^\\n]*"${p.id}"`).test(src));

/** The simulator modules are named by id, `_` written `-` (test/simulators/zoho-recruit.ts). */
const simulatorFile = (p: AtsPlatform) => p.id.replace(/_/g, "-");

// The simulators' own host dispatch: the first route accepting the Host header serves the request.
const routes = simulatorRoutes(new SimState());
/** Hosts the platform is reached on: those its end-to-end tests post to, and its descriptor's (a tenant for "*."). */
const hostsOf = (p: AtsPlatform) => [
  ...new Set([
    ...e2eSources
      .flatMap((src) => [...src.matchAll(/https?:\/\/[^\s"'`)]+/g)].map((m) => m[0]))
      .filter((url) => detectAts(url).ats === p.id)
      .map((url) => new URL(url).hostname),
    ...p.hosts.map((h) => (h.startsWith("*.") ? `acme${h.slice(1)}` : h)),
  ]),
];
/** Which simulator the router gives each of the platform's hosts: "own", "generic" or none. */
const servedBy = (p: AtsPlatform) =>
  hostsOf(p)
    .map((host) => {
      const route = routes.find((r) => r.match(host));
      return route ? (route.generic ? "generic" : "own") : null;
    })
    .filter((x) => x !== null);
const ownSimulator = (p: AtsPlatform) => servedBy(p).length > 0 && servedBy(p).every((x) => x === "own");

// test/variants/variants.test.ts: the platforms it runs, and the seeds it knows to fail.
const variantsSource = read("test/variants/variants.test.ts");
const block = (name: string) => new RegExp(`const ${name}\\b[^=]*=\\s*([\\[{][\\s\\S]*?\\n?[\\]}]);`).exec(variantsSource)?.[1] ?? "";
const variantPlatforms = new Set([...block("PLATFORMS").matchAll(/\bats:\s*"([a-z_]+)"/g)].map((m) => m[1]));
const knownFailing = block("KNOWN_FAILING");
const hasVariants = (p: AtsPlatform) =>
  existsSync(join(ROOT, "test/simulators", `${simulatorFile(p)}-variants.ts`)) && variantPlatforms.has(p.id);

// docs/platforms.md "Provenance of the simulators": a row per platform, `id` in its first cell.
const provenance = new Map(
  read("docs/platforms.md")
    .split("\n")
    .map((line) => /^\| [^|]*`([a-z_]+)`\)? \| (captures|descriptions|guesses)\b[^|]*\| ([^|]*) \|/.exec(line))
    .filter((m) => m !== null)
    .map((m) => [m[1], { builtFrom: m[2], captures: m[3] }]),
);
/** The simulator module's leading comment block. */
const header = (p: AtsPlatform) => {
  const lines = read("test/simulators", `${simulatorFile(p)}.ts`).split("\n");
  return lines
    .slice(
      0,
      lines.findIndex((l) => !l.startsWith("//")),
    )
    .join("\n");
};

const yes = (b: boolean) => (b ? "yes" : "no");
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function table(): string {
  const head =
    "| Platform | id | Price | Adapter | Account step | E-mail verification | Simulator | Simulator built from | Seeded variants | End-to-end test | Support | Why best_effort | Known limits |";
  const rows = CATALOG.map(
    (p) =>
      `| ${p.name} | \`${p.id}\` | ${usd(p.priceCents)} | ${p.support.adapter} | ${yes(p.accountBased)} | ${p.support.verification} | ${ownSimulator(p) ? "own" : "shared generic"} | ${p.support.simulator} | ${yes(p.support.variants)} | ${yes(p.support.endToEnd)} | ${p.support.status} | ${p.support.reason ?? ""} | ${p.support.limits ?? ""} |`,
  );
  return [head, `|${"---|".repeat(13)}`, ...rows].join("\n");
}

const START = "<!-- support-matrix: generated by test/catalog/support-matrix.test.ts -->";
const END = "<!-- /support-matrix -->";

describe("support matrix", () => {
  it.each(CATALOG.map((p) => [p.id, p] as const))("%s claims only what is proven", (id, p) => {
    const s = p.support;
    expect(servedBy(p).length, "the simulators' router serves the platform's hosts").toBeGreaterThan(0);
    expect(s.adapter === "dedicated", "a dedicated adapter ⇔ the router gives its hosts a simulator of their own").toBe(ownSimulator(p));
    expect(s.endToEnd, "end-to-end tested ⇔ a test in test/e2e applies on it").toBe(appliedEndToEnd(p));
    expect(s.variants, "variants ⇔ test/simulators/<id>-variants.ts exists and test/variants runs it").toBe(hasVariants(p));

    const row = provenance.get(id);
    expect(row, `docs/platforms.md "Provenance of the simulators" has a row for \`${id}\``).toBeDefined();
    expect(s.simulator, "the descriptor's simulator provenance is the docs' \"Built from\"").toBe(row!.builtFrom);
    if (s.simulator === "captures") {
      const cited = /`([\w.-]+\/[\w.-]+):([^`@]+)@([0-9a-f]{40})`/.exec(row!.captures);
      expect(cited, "a simulator built from captures names one in the docs as repo:path@commit").not.toBeNull();
      const [, repo, path, commit] = cited!;
      expect(header(p), "its header cites the capture").toContain(repo);
      expect(header(p), "its header cites the capture").toContain(`${path}@${commit}`);
    }

    const supported = s.adapter === "dedicated" && s.simulator !== "guesses" && s.variants && s.endToEnd;
    expect(s.status === "supported", "supported ⇔ every condition").toBe(supported);
    if (supported) {
      expect(s.reason).toBeNull();
      expect(knownFailing, "a supported platform's variants all pass (no KNOWN_FAILING seed)").not.toContain(`"${id}:`);
    } else {
      expect(s.reason, "what is not supported says why").toBeTruthy();
      if (s.adapter !== "dedicated") expect(s.reason).toMatch(/no dedicated adapter/i);
      if (s.simulator === "guesses") expect(s.reason).toMatch(/guesses/);
      if (!s.variants) expect(s.reason).toMatch(/no seeded variants/);
      if (!s.endToEnd) expect(s.reason).toMatch(/no end-to-end test/);
    }
  });

  it("documents the provenance of exactly the catalog's platforms", () => {
    expect([...provenance.keys()].sort()).toEqual(CATALOG.map((p) => p.id).sort());
  });

  it("is the README's table", () => {
    const path = join(ROOT, "README.md");
    const readme = readFileSync(path, "utf8");
    const start = readme.indexOf(START),
      end = readme.indexOf(END);
    expect(start, `README.md lacks ${START}`).toBeGreaterThan(0);
    const expected = `${START}\n${table()}\n${END}`;
    if (process.env.WRITE_SUPPORT_MATRIX) writeFileSync(path, readme.slice(0, start) + expected + readme.slice(end + END.length));
    else expect(readme.slice(start, end + END.length)).toBe(expected);
  });
});
