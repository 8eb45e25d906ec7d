// Every setting the service reads, with its embedded default. README "Configuration" lists them.
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";

const env = process.env;
export const projectRoot = path.resolve(import.meta.dirname, "..");
export const dataDir = env.DATA_DIR ?? path.join(projectRoot, ".data");

function int(name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n)) throw new Error(`${name} must be a number, got "${raw}"`);
  return n;
}

/** 32-byte key for AES-256-GCM; setup writes one to .data/encryption.key when none is configured. */
function encryptionKey(): Buffer {
  const raw = env.ENCRYPTION_KEY ?? (existsSync(path.join(dataDir, "encryption.key"))
    ? readFileSync(path.join(dataDir, "encryption.key"), "utf8").trim()
    : undefined);
  if (!raw) throw new Error("ENCRYPTION_KEY is not set and .data/encryption.key is missing (run npm run setup)");
  const key = Buffer.from(raw, "base64");
  if (key.length !== 32) throw new Error("ENCRYPTION_KEY must be 32 bytes, base64-encoded");
  return key;
}

export const config = {
  port: int("PORT", 3000),
  databaseUrl: env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/apply_service",
  /** A Temporal cluster to use; unset, `npm start` runs a dev server on TEMPORAL_PORT. */
  temporalAddress: env.TEMPORAL_ADDRESS ?? `127.0.0.1:${int("TEMPORAL_PORT", 7233)}`,
  temporalNamespace: env.TEMPORAL_NAMESPACE ?? "default",
  taskQueue: env.TASK_QUEUE ?? "applications",
  smtpPort: int("SMTP_PORT", 2525),
  smtpHost: env.SMTP_HOST ?? "127.0.0.1",
  inboxDomain: env.INBOX_DOMAIN ?? "inbox.localhost",
  redisUrl: env.REDIS_URL || undefined,
  rateLimitPerSecond: int("RATE_LIMIT_PER_SECOND", 20),
  rateLimitBurst: int("RATE_LIMIT_BURST", 40),
  failedAuthPerMinute: int("FAILED_AUTH_PER_MINUTE", 20),
  reviewTimeoutMs: int("REVIEW_TIMEOUT_SECONDS", 7 * 24 * 3600) * 1000,
  otpTimeoutMs: int("OTP_TIMEOUT_SECONDS", 30 * 60) * 1000,
  chromiumPath: env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  browserPoolSize: int("BROWSER_POOL_SIZE", 2),
  atsHostMap: env.ATS_HOST_MAP ?? "",
  webhookAllowPrivateNetworks: env.WEBHOOK_ALLOW_PRIVATE_NETWORKS === "true",
  logLevel: env.LOG_LEVEL ?? "info",
  temporalUiPort: int("TEMPORAL_UI_PORT", 8233),
  /** Origins of the Temporal Web UI, allowed to call the codec endpoint from the browser. */
  temporalUiOrigins: (env.TEMPORAL_UI_ORIGINS ?? `http://127.0.0.1:${int("TEMPORAL_UI_PORT", 8233)},http://localhost:${int("TEMPORAL_UI_PORT", 8233)}`)
    .split(",").map((o) => o.trim()).filter(Boolean),
  get encryptionKey() {
    return encryptionKey();
  },
};
