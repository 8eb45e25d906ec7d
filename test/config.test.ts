// lib/config.ts: one validated reading of the environment; a bad value stops the process at start with
// the variable's name and what it expects.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, accountWeight, loadConfig } from "../lib/config";
import { SERVICE_NODE_FLAGS } from "../lib/node-flags";

describe("loadConfig", () => {
  it("gives the embedded defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.temporalAddress).toBe("127.0.0.1:7233");
    expect(config.temporalAddressGiven).toBe(false);
    expect(config.ats.sessionIdleMs).toBe(30 * 60_000 + 5 * 60_000);
    expect(config.webhookAllowPrivateNetworks).toBe(false);
    expect(config.logLevel).toBe("info");
  });

  it("reads and converts the variables it is given", () => {
    const config = loadConfig({
      PORT: "8080",
      TEMPORAL_PORT: "7300",
      OTP_TIMEOUT_SECONDS: "60",
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true",
      ATS_SESSION_IDLE_MS: "200",
    });
    expect(config.port).toBe(8080);
    expect(config.temporalAddress).toBe("127.0.0.1:7300");
    expect(config.otpTimeoutMs).toBe(60_000);
    expect(config.ats.sessionIdleMs).toBe(200);
    expect(config.webhookAllowPrivateNetworks).toBe(true);
  });

  it.each([
    [{ PORT: "abc" }, /PORT: expected a port number \(0-65535\) \(got "abc"\)/],
    [{ PORT: "70000" }, /PORT: expected a port number/],
    [{ RATE_LIMIT_BURST: "lots" }, /RATE_LIMIT_BURST: expected a number/],
    [{ BROWSER_POOL_SIZE: "0" }, /BROWSER_POOL_SIZE: expected a number of at least 1/],
    [{ WEBHOOK_ALLOW_PRIVATE_NETWORKS: "yes" }, /WEBHOOK_ALLOW_PRIVATE_NETWORKS: expected "true" or "false"/],
    [{ LOG_LEVEL: "loud" }, /LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent/],
    [{ ENCRYPTION_KEY: "c2hvcnQ=" }, /ENCRYPTION_KEY: expected 32 bytes, base64-encoded/],
  ])("rejects %j naming the variable and what it expects", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("lists every bad variable at once", () => {
    expect(() => loadConfig({ PORT: "x", SMTP_PORT: "y" })).toThrow(/PORT[\s\S]*SMTP_PORT/);
  });

  it("reads SERVICE_ROLES, the parts one npm start process runs (npm run cluster starts one per process)", () => {
    expect([...loadConfig({}).serviceRoles]).toEqual(["gateway", "worker", "smtp"]);
    expect([...loadConfig({ SERVICE_ROLES: " worker " }).serviceRoles]).toEqual(["worker"]);
    expect(() => loadConfig({ SERVICE_ROLES: "gateway,browser" })).toThrow(
      /SERVICE_ROLES[.\d]*: expected a comma-separated list of gateway, worker, smtp \(got "gateway,browser"\)/,
    );
  });

  it("reads ACCOUNT_WEIGHTS, each named account's weight, and gives every other account 1", () => {
    const weights = loadConfig({ ACCOUNT_WEIGHTS: " acct_big = 2, acct_small=0.5 " }).accountWeights;
    expect([...weights]).toEqual([
      ["acct_big", 2],
      ["acct_small", 0.5],
    ]);
    expect(accountWeight(weights, "acct_big")).toBe(2);
    expect(accountWeight(weights, "acct_other")).toBe(1);
    expect(loadConfig({}).accountWeights.size).toBe(0);
  });

  it.each(["acct_a", "acct_a=", "acct_a=two", "acct_a=0", "acct_a=5000", "=2", "acct_a=1=2"])(
    "rejects ACCOUNT_WEIGHTS=%j naming the variable and the entry",
    (value) => {
      expect(() => loadConfig({ ACCOUNT_WEIGHTS: value })).toThrow(
        /ACCOUNT_WEIGHTS: expected account=weight pairs, each weight from 0.001 to 1000/,
      );
    },
  );

  describe("Temporal Cloud", () => {
    const pem = (name: string) => {
      const file = path.join(mkdtempSync(path.join(tmpdir(), "tls-")), name);
      writeFileSync(file, `-----BEGIN ${name}-----\n-----END ${name}-----\n`);
      return file;
    };
    const cloud = "acme.a1b2c.tmprl.cloud:7233";

    it("connects with an mTLS certificate and key, read from their files", () => {
      const env = {
        TEMPORAL_ADDRESS: cloud,
        TEMPORAL_NAMESPACE: "acme.a1b2c",
        TEMPORAL_TLS_CERT: pem("CERT"),
        TEMPORAL_TLS_KEY: pem("KEY"),
      };
      const connection = loadConfig(env).temporalConnection;
      expect(connection.address).toBe(cloud);
      expect(connection.tls).toMatchObject({ clientCertPair: { crt: Buffer.from("-----BEGIN CERT-----\n-----END CERT-----\n") } });
      expect(connection.apiKey).toBeUndefined();
    });

    it("connects with an API key over TLS", () => {
      const connection = loadConfig({ TEMPORAL_ADDRESS: cloud, TEMPORAL_API_KEY: "tmprl-secret-key" }).temporalConnection;
      expect(connection).toEqual({ address: cloud, tls: true, apiKey: "tmprl-secret-key" });
    });

    it("connects in plain text to a local server", () => {
      expect(loadConfig({}).temporalConnection).toEqual({ address: "127.0.0.1:7233" });
    });

    it("connects to the address the process has now (a harness may replace it after loading)", () => {
      const replaced = loadConfig({});
      Object.defineProperty(replaced, "temporalAddress", { value: "127.0.0.1:7999" });
      expect(replaced.temporalConnection.address).toBe("127.0.0.1:7999");
    });

    it.each([
      [
        { TEMPORAL_ADDRESS: cloud, TEMPORAL_TLS_CERT: "/nonexistent/cert.pem", TEMPORAL_TLS_KEY: "/nonexistent/key.pem" },
        /TEMPORAL_TLS_CERT: expected the path of a PEM file/,
      ],
      [{ TEMPORAL_ADDRESS: cloud, TEMPORAL_TLS_CERT: "x.pem" }, /TEMPORAL_TLS_KEY: TEMPORAL_TLS_CERT and TEMPORAL_TLS_KEY go together/],
      [{ TEMPORAL_API_KEY: "tmprl-secret-key" }, /TEMPORAL_ADDRESS: is required with TLS or an API key/],
      [{ TEMPORAL_TLS: "true" }, /TEMPORAL_ADDRESS: is required/],
    ])("refuses %j", (env, message) => {
      expect(() => loadConfig(env)).toThrow(message);
    });

    it("refuses an API key beside a certificate, without repeating the key", () => {
      const env = {
        TEMPORAL_ADDRESS: cloud,
        TEMPORAL_API_KEY: "tmprl-secret-key",
        TEMPORAL_TLS_CERT: pem("CERT"),
        TEMPORAL_TLS_KEY: pem("KEY"),
      };
      expect(() => loadConfig(env)).toThrow(/TEMPORAL_API_KEY: set either an API key or an mTLS certificate/);
      expect(() => loadConfig(env)).not.toThrow(/tmprl-secret-key/);
    });
  });
});

describe("the service's Node flags", () => {
  it("are passed by npm start as by npm run cluster's processes (lib/node-flags.ts)", () => {
    const start: string = JSON.parse(readFileSync("package.json", "utf8")).scripts.start;
    const node = start.match(/exec node (.*) dist\/start\.mjs/)?.[1]?.split(" ") ?? [];
    expect(node).toEqual(expect.arrayContaining([...SERVICE_NODE_FLAGS]));
  });
});
