// Every setting the service reads, in one place: `loadConfig(env)` validates the environment with zod
// and returns typed settings; a bad value fails at start, naming the variable and what it expects.
// README "Configuration" lists them. This is the only module that reads `process.env`: the process's
// settings are built once, when this module first loads, and entry points that compute settings at run
// time (test harnesses, `npm run try`, `npm run bench`) hand them over with `useConfig`, never by
// writing to process.env.
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

export const projectRoot = path.resolve(import.meta.dirname, "..");

export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

const unset = (v: unknown) => v === undefined || v === "";
const number = (fallback: number, opts: { min?: number } = {}) =>
  z.preprocess(
    (v) => (unset(v) ? fallback : Number(v)),
    z.number({ error: "expected a number" }).refine((n) => Number.isFinite(n) && n >= (opts.min ?? -Infinity), {
      error: opts.min === undefined ? "expected a number" : `expected a number of at least ${opts.min}`,
    }),
  );
const PORT_EXPECTED = { error: "expected a port number (0-65535)" };
const port = (fallback: number) =>
  z.preprocess(
    (v) => (unset(v) ? fallback : Number(v)),
    z.number(PORT_EXPECTED).int(PORT_EXPECTED).min(0, PORT_EXPECTED).max(65535, PORT_EXPECTED),
  );
const text = (fallback: string) => z.preprocess((v) => (unset(v) ? fallback : v), z.string());
const flag = z
  .preprocess((v) => (unset(v) ? "false" : v), z.enum(["true", "false"], { error: 'expected "true" or "false"' }))
  .transform((v) => v === "true");
const logLevel = z.preprocess(
  (v) => (unset(v) ? "info" : v),
  z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
    error: "expected one of fatal, error, warn, info, debug, trace, silent",
  }),
);
const base64Key = z
  .string()
  .optional()
  .refine((raw) => unset(raw) || Buffer.from(raw!, "base64").length === 32, { error: "expected 32 bytes, base64-encoded" });

/**
 * ACCOUNT_WEIGHTS, `acct_a=2,acct_b=0.5`: an account's share of browser places and of Temporal's task
 * dispatch against the others' (docs/cluster.md "Fair shares per account"). Temporal clamps a fairness
 * weight to [0.001, 1000], so larger or smaller ones are refused here rather than changed there.
 */
const accountWeights = z.preprocess(
  (v) => (unset(v) ? "" : v),
  z.string().transform((raw, ctx) => {
    const weights = new Map<string, number>();
    for (const entry of raw
      .split(",")
      .map((e) => e.trim())
      .filter(Boolean)) {
      const [account, value, extra] = entry.split("=").map((part) => part.trim());
      const weight = Number(value);
      if (!account || value === undefined || extra !== undefined || !(weight >= 0.001 && weight <= 1000)) {
        ctx.addIssue({ code: "custom", message: `expected account=weight pairs, each weight from 0.001 to 1000 (at "${entry}")` });
        return z.NEVER;
      }
      weights.set(account, weight);
    }
    return weights as ReadonlyMap<string, number>;
  }),
);

/** An account's weight: its ACCOUNT_WEIGHTS entry, else 1, as Temporal's default fairness weight. */
export function accountWeight(weights: ReadonlyMap<string, number>, accountId: string): number {
  return weights.get(accountId) ?? 1;
}

/** What one `npm start` process runs; `npm run cluster` starts each in processes of its own. */
export const SERVICE_ROLES = ["gateway", "worker", "smtp"] as const;
export type ServiceRole = (typeof SERVICE_ROLES)[number];

/** The environment variables, by name; defaults are the embedded ones. */
const envSchema = z.object({
  PORT: port(3000),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: text("postgresql://postgres@127.0.0.1:5432/apply_service"),
  TEMPORAL_ADDRESS: z.string().optional(),
  /** Temporal Cloud (or any cluster behind TLS): an mTLS certificate and key, or an API key. */
  TEMPORAL_TLS: flag,
  TEMPORAL_TLS_CERT: z.string().optional(),
  TEMPORAL_TLS_KEY: z.string().optional(),
  TEMPORAL_TLS_SERVER_NAME: z.string().optional(),
  TEMPORAL_API_KEY: z.string().optional(),
  TEMPORAL_PORT: port(7233),
  TEMPORAL_NAMESPACE: text("default"),
  TASK_QUEUE: text("applications"),
  SERVICE_ROLES: z.preprocess(
    (v) => (unset(v) ? "gateway,worker,smtp" : v),
    z
      .string()
      .transform((v) => v.split(",").map((r) => r.trim()))
      .pipe(z.array(z.enum(SERVICE_ROLES, { error: `expected a comma-separated list of ${SERVICE_ROLES.join(", ")}` })).min(1)),
  ),
  TEMPORAL_UI_PORT: port(8233),
  TEMPORAL_UI_ORIGINS: z.string().optional(),
  SMTP_PORT: port(2525),
  SMTP_HOST: text("127.0.0.1"),
  INBOX_DOMAIN: text("inbox.localhost"),
  SMTP_MAX_MESSAGE_BYTES: number(10 * 1024 * 1024, { min: 1 }),
  SMTP_MAX_CLIENTS: number(20, { min: 1 }),
  SMTP_IDLE_TIMEOUT_SECONDS: number(30, { min: 0 }),
  SMTP_SESSION_TIMEOUT_SECONDS: number(300, { min: 0 }),
  REDIS_URL: z.string().optional(),
  RATE_LIMIT_PER_SECOND: number(20, { min: 0 }),
  RATE_LIMIT_BURST: number(40, { min: 0 }),
  FAILED_AUTH_PER_MINUTE: number(20, { min: 0 }),
  API_KEY_CACHE_SECONDS: number(5, { min: 0 }),
  IDEMPOTENCY_LEASE_SECONDS: number(15, { min: 1 }),
  WORKER_METRICS_PORT: port(0),
  WORKFLOW_BUNDLE_PATH: z
    .string()
    .optional()
    .refine((v) => unset(v) || existsSync(v!), {
      error: "expected the path of a workflow bundle that exists (scripts/bundle-workflows.ts writes one)",
    }),
  /** OpenTelemetry's own variables: traces go to this collector (OTLP over HTTP) when set. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().optional(),
  OTEL_SERVICE_NAME: text("apply-service"),
  REVIEW_TIMEOUT_SECONDS: number(7 * 24 * 3600, { min: 0 }),
  OTP_TIMEOUT_SECONDS: number(30 * 60, { min: 0 }),
  /** Debian's chromium-headless-shell, not the full browser: see ats-adapters/browser-pool.ts. */
  CHROMIUM_PATH: text("/usr/lib/chromium/chromium-headless-shell"),
  BROWSER_POOL_SIZE: number(2, { min: 1 }),
  ACCOUNT_WEIGHTS: accountWeights,
  /** Parsed and checked by lib/host-map.ts (which cannot be imported here without a cycle). */
  ATS_HOST_MAP: text(""),
  ATS_ACTION_TIMEOUT_MS: number(15_000, { min: 0 }),
  ATS_NAVIGATION_TIMEOUT_MS: number(30_000, { min: 0 }),
  ATS_OUTCOME_TIMEOUT_MS: number(20_000, { min: 0 }),
  ATS_SESSION_IDLE_MS: z.preprocess(
    (v) => (unset(v) ? undefined : Number(v)),
    z
      .number({ error: "expected a number of at least 0" })
      .refine((n) => Number.isFinite(n) && n >= 0, { error: "expected a number of at least 0" })
      .optional(),
  ),
  ATS_RESUME_TIMEOUT_MS: number(20_000, { min: 0 }),
  ATS_DOWNLOAD_MAX_BYTES: number(10 * 1024 * 1024, { min: 0 }),
  EVIDENCE_MAX_BYTES: number(5 * 1024 * 1024, { min: 1024 }),
  EVIDENCE_RETENTION_DAYS: number(90, { min: 0 }),
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: flag,
  LOG_LEVEL: logLevel,
  ENCRYPTION_KEY: base64Key,
});

/** Variables whose values an error message never repeats. */
const SECRET_VARIABLES = new Set(["ENCRYPTION_KEY", "TEMPORAL_API_KEY", "DATABASE_URL"]);

/** The connection to a Temporal cluster behind TLS must be complete, and name the cluster. */
function temporalConnectionProblems(e: z.output<typeof envSchema>, ctx: z.RefinementCtx): void {
  const problem = (variable: string, message: string) => ctx.addIssue({ code: "custom", path: [variable], message });
  if (unset(e.TEMPORAL_TLS_CERT) !== unset(e.TEMPORAL_TLS_KEY)) {
    problem(
      unset(e.TEMPORAL_TLS_CERT) ? "TEMPORAL_TLS_CERT" : "TEMPORAL_TLS_KEY",
      "TEMPORAL_TLS_CERT and TEMPORAL_TLS_KEY go together (mTLS)",
    );
  }
  if (!unset(e.TEMPORAL_API_KEY) && !unset(e.TEMPORAL_TLS_CERT)) {
    problem("TEMPORAL_API_KEY", "set either an API key or an mTLS certificate, not both");
  }
  for (const variable of ["TEMPORAL_TLS_CERT", "TEMPORAL_TLS_KEY"] as const) {
    const file = e[variable];
    if (!unset(file) && !existsSync(file!)) problem(variable, "expected the path of a PEM file that exists");
  }
  const secured = e.TEMPORAL_TLS || !unset(e.TEMPORAL_TLS_CERT) || !unset(e.TEMPORAL_API_KEY);
  if (secured && unset(e.TEMPORAL_ADDRESS)) {
    problem(
      "TEMPORAL_ADDRESS",
      "is required with TLS or an API key (e.g. <namespace>.<account>.tmprl.cloud:7233); the embedded dev server has neither",
    );
  }
}

/** Validates `env` and returns the settings. Throws ConfigError listing each bad variable and what it expects. */
export function loadConfig(env: Env) {
  const parsed = envSchema.superRefine(temporalConnectionProblems).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0]);
      return `${name}: ${i.message}${SECRET_VARIABLES.has(name) ? "" : ` (got "${env[name] ?? ""}")`}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join("\n  ")}`);
  }
  const e = parsed.data;
  const dataDir = e.DATA_DIR ?? path.join(projectRoot, ".data");
  const otpTimeoutMs = e.OTP_TIMEOUT_SECONDS * 1000;
  let key: Buffer | undefined;
  return {
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    /** A Temporal cluster to use; unset, `npm start` runs a dev server on TEMPORAL_PORT. */
    temporalAddress: e.TEMPORAL_ADDRESS ?? `127.0.0.1:${e.TEMPORAL_PORT}`,
    /** True when TEMPORAL_ADDRESS names a cluster (so `npm start` does not run its own dev server). */
    temporalAddressGiven: !unset(e.TEMPORAL_ADDRESS),
    /**
     * How to reach Temporal: its address and, for Temporal Cloud or a cluster behind TLS, the TLS
     * settings and the API key. Read when first used (the certificate files then), and never logged.
     */
    get temporalConnection(): TemporalConnectionSettings {
      // The address as the process has it now (a test harness or `npm run try` may have replaced it).
      return temporalConnectionOf(e, this.temporalAddress);
    },
    temporalNamespace: e.TEMPORAL_NAMESPACE,
    taskQueue: e.TASK_QUEUE,
    /** The parts `npm start` runs in this process (all three by default). */
    serviceRoles: new Set<ServiceRole>(e.SERVICE_ROLES),
    smtpPort: e.SMTP_PORT,
    smtpHost: e.SMTP_HOST,
    inboxDomain: e.INBOX_DOMAIN,
    /** The managed inbox's limits (mail/smtp-receiver.ts): message size, connections, timeouts. */
    smtpMaxMessageBytes: e.SMTP_MAX_MESSAGE_BYTES,
    smtpMaxClients: e.SMTP_MAX_CLIENTS,
    smtpIdleTimeoutMs: e.SMTP_IDLE_TIMEOUT_SECONDS * 1000,
    smtpSessionTimeoutMs: e.SMTP_SESSION_TIMEOUT_SECONDS * 1000,
    redisUrl: e.REDIS_URL || undefined,
    rateLimitPerSecond: e.RATE_LIMIT_PER_SECOND,
    rateLimitBurst: e.RATE_LIMIT_BURST,
    failedAuthPerMinute: e.FAILED_AUTH_PER_MINUTE,
    /** How long a gateway may go on accepting a key revoked elsewhere when it missed the revocation's
     * notification (lib/api-key-cache.ts); 0 looks every key up on every request. */
    apiKeyCacheMs: e.API_KEY_CACHE_SECONDS * 1000,
    /** How long a request sent with an Idempotency-Key holds its key unrenewed: after a gateway dies,
     * a retry of its requests waits this long (api/idempotency.ts). */
    idempotencyLeaseMs: e.IDEMPOTENCY_LEASE_SECONDS * 1000,
    /** Where a worker process serves /metrics (0: nowhere; in `npm start` the gateway's /metrics has them). */
    workerMetricsPort: e.WORKER_METRICS_PORT,
    /** A workflow bundle built beforehand (worker/index.ts writeWorkflowBundle); unset: each worker process bundles at start. */
    workflowBundlePath: unset(e.WORKFLOW_BUNDLE_PATH) ? undefined : e.WORKFLOW_BUNDLE_PATH,
    /** Where traces go (lib/tracing.ts); no endpoint, no tracing. */
    tracing: {
      endpoint: unset(e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)
        ? unset(e.OTEL_EXPORTER_OTLP_ENDPOINT)
          ? undefined
          : `${e.OTEL_EXPORTER_OTLP_ENDPOINT!.replace(/\/+$/, "")}/v1/traces`
        : e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT,
      serviceName: e.OTEL_SERVICE_NAME,
    },
    reviewTimeoutMs: e.REVIEW_TIMEOUT_SECONDS * 1000,
    otpTimeoutMs,
    chromiumPath: e.CHROMIUM_PATH,
    browserPoolSize: e.BROWSER_POOL_SIZE,
    /** Each named account's weight (ACCOUNT_WEIGHTS); every other account's is 1 (accountWeight). */
    accountWeights: e.ACCOUNT_WEIGHTS,
    /** ATS_HOST_MAP, "host=addr:port,..." (lib/host-map.ts parses it): empty in production. */
    atsHostMap: e.ATS_HOST_MAP,
    /** Settings of the ATS layer, handed to it by the worker (ats-adapters/settings.ts configureAts). */
    ats: {
      actionTimeoutMs: e.ATS_ACTION_TIMEOUT_MS,
      navigationTimeoutMs: e.ATS_NAVIGATION_TIMEOUT_MS,
      outcomeTimeoutMs: e.ATS_OUTCOME_TIMEOUT_MS,
      /** Default: the workflow's wait for a code (OTP_TIMEOUT_SECONDS) plus five minutes. */
      sessionIdleMs: e.ATS_SESSION_IDLE_MS ?? otpTimeoutMs + 5 * 60_000,
      /** Total time one document download (resume_url, a file answer) may take, headers to last byte. */
      resumeTimeoutMs: e.ATS_RESUME_TIMEOUT_MS,
      /** Largest document downloaded. */
      downloadMaxBytes: e.ATS_DOWNLOAD_MAX_BYTES,
      /** Largest evidence screenshot kept (ats-adapters/evidence-capture.ts scales a larger one down, then cuts it). */
      evidenceMaxBytes: e.EVIDENCE_MAX_BYTES,
    },
    /** How long evidence screenshots are kept (lib/evidence.ts; the gateway's housekeeping deletes older ones). */
    evidenceRetentionMs: e.EVIDENCE_RETENTION_DAYS * 24 * 3600_000,
    webhookAllowPrivateNetworks: e.WEBHOOK_ALLOW_PRIVATE_NETWORKS,
    logLevel: e.LOG_LEVEL,
    temporalUiPort: e.TEMPORAL_UI_PORT,
    /** Origins of the Temporal Web UI, allowed to call the codec endpoint from the browser. */
    temporalUiOrigins: (e.TEMPORAL_UI_ORIGINS ?? `http://127.0.0.1:${e.TEMPORAL_UI_PORT},http://localhost:${e.TEMPORAL_UI_PORT}`)
      .split(",")
      .map((o) => o.trim())
      .filter(Boolean),
    /** 32-byte key for AES-256-GCM; setup writes one to .data/encryption.key when none is configured.
     * Read on first use, so commands that never touch secrets run before setup. */
    get encryptionKey(): Buffer {
      key ??= readEncryptionKey(e.ENCRYPTION_KEY, dataDir);
      return key;
    },
  };
}

export type Config = ReturnType<typeof loadConfig>;

/** Options both Temporal connections take (the client's Connection, the worker's NativeConnection). */
export interface TemporalConnectionSettings {
  address: string;
  tls?: true | { clientCertPair?: { crt: Buffer; key: Buffer }; serverNameOverride?: string };
  apiKey?: string;
}

function temporalConnectionOf(e: z.output<typeof envSchema>, address: string): TemporalConnectionSettings {
  const certificate = unset(e.TEMPORAL_TLS_CERT)
    ? undefined
    : { crt: readFileSync(e.TEMPORAL_TLS_CERT!), key: readFileSync(e.TEMPORAL_TLS_KEY!) };
  const serverName = unset(e.TEMPORAL_TLS_SERVER_NAME) ? undefined : e.TEMPORAL_TLS_SERVER_NAME;
  const apiKey = unset(e.TEMPORAL_API_KEY) ? undefined : e.TEMPORAL_API_KEY;
  if (!certificate && !apiKey && !e.TEMPORAL_TLS) return { address };
  const tls = certificate || serverName ? { clientCertPair: certificate, serverNameOverride: serverName } : (true as const);
  return { address, tls, ...(apiKey && { apiKey }) };
}

function readEncryptionKey(raw: string | undefined, dataDir: string): Buffer {
  const file = path.join(dataDir, "encryption.key");
  const value = raw || (existsSync(file) ? readFileSync(file, "utf8").trim() : undefined);
  if (!value) throw new ConfigError("ENCRYPTION_KEY is not set and .data/encryption.key is missing (run npm run setup)");
  const buffer = Buffer.from(value, "base64");
  if (buffer.length !== 32) throw new ConfigError("ENCRYPTION_KEY: expected 32 bytes, base64-encoded");
  return buffer;
}

/** The process's settings, read once from its environment when first imported. */
export const config: Config = loadConfig(process.env);

/** Replaces settings for this process (test harnesses, `npm run try`, `npm run bench` learn addresses
 * at run time); readers see the new values because they read `config.x` when they need it. */
export function useConfig(settings: Partial<Omit<Config, "encryptionKey">> & { encryptionKey?: Buffer }): void {
  for (const [name, value] of Object.entries(settings)) {
    Object.defineProperty(config, name, { value, writable: true, enumerable: true, configurable: true });
  }
}
