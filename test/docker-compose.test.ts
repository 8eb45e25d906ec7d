// docker-compose.temporal.yml cannot be started here (no Docker engine), so it is checked two ways:
// `docker compose config` where the Compose plugin exists, and its shape, always.
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { SERVER_DYNAMIC_CONFIG } from "../lib/dev-server";
import { SEARCH_ATTRIBUTES } from "../lib/search-attributes";
import { DYNAMIC_CONFIG_FILE } from "../scripts/cluster/temporal";

const file = "docker-compose.temporal.yml";
const compose = parse(readFileSync(file, "utf8"));
const hasCompose = spawnSync("docker", ["compose", "version"], { stdio: "ignore" }).status === 0;

describe(file, () => {
  it.skipIf(!hasCompose)("is valid for docker compose", () => {
    expect(() => execFileSync("docker", ["compose", "-f", file, "config", "--quiet"], { stdio: "pipe" })).not.toThrow();
  });

  it("runs a Temporal server on PostgreSQL with the Web UI and admin tools", () => {
    const services = compose.services;
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(["temporal", "temporal-postgresql", "temporal-ui", "temporal-admin-tools"]),
    );
    expect(services.temporal.environment.DB).toMatch(/^postgres/);
    expect(services.temporal.environment.POSTGRES_SEEDS).toBe("temporal-postgresql");
    expect(services.temporal.ports).toContain("7233:7233");
    expect(services["temporal-ui"].environment.TEMPORAL_ADDRESS).toBe("temporal:7233");
    for (const service of Object.values<{ image: string }>(services)) expect(service.image).toMatch(/:\d/);
  });

  it("runs the server, Web UI and dynamic config that npm run cluster runs", () => {
    const setup = readFileSync("scripts/setup.sh", "utf8");
    const pin = (name: string) => setup.match(new RegExp(`^${name}=v(\\S+)`, "m"))?.[1];
    const server = pin("TEMPORAL_SERVER_VERSION");
    expect(server).toMatch(/^\d+\.\d+\.\d+$/);
    expect(compose.services.temporal.image).toBe(`temporalio/auto-setup:${server}`);
    expect(compose.services["temporal-admin-tools"].image).toBe(`temporalio/admin-tools:${server}`);
    expect(compose.services["temporal-ui"].image).toBe(`temporalio/ui:${pin("TEMPORAL_UI_VERSION")}`);
    const [source, target] = (compose.services.temporal.volumes as string[])
      .map((v) => v.split(":"))
      .find(([from]) => path.resolve(from) === DYNAMIC_CONFIG_FILE)!;
    expect(source).toBeDefined();
    expect(target).toBe(`/etc/temporal/${compose.services.temporal.environment.DYNAMIC_CONFIG_FILE_PATH}`);
  });

  it("loads the dynamic config the dev server runs with (fairness by account among it)", () => {
    const file = parse(readFileSync(DYNAMIC_CONFIG_FILE, "utf8")) as Record<string, { value: unknown }[]>;
    const values = Object.fromEntries(Object.entries(file).map(([key, [{ value }]]) => [key, value]));
    expect(values).toEqual(SERVER_DYNAMIC_CONFIG);
    expect(values["matching.enableFairness"]).toBe(true);
  });

  it("registers every search attribute the workflows set", () => {
    const command = compose.services["temporal-admin-tools"].command.join(" ");
    for (const name of Object.values(SEARCH_ATTRIBUTES)) expect(command).toContain(name);
  });
});
