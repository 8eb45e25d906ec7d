// lib/config.ts: one validated reading of the environment; a bad value stops the process at start with
// the variable's name and what it expects.
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../lib/config";

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
});
