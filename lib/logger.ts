import { pino } from "pino";
import { config } from "./config";

/** Paths that may carry secrets, redacted wherever they appear in a log line. */
export const redactPaths = [
  "req.headers.authorization",
  "req.headers.cookie",
  "*.account_system_password",
  "*.*.account_system_password",
  "*.password",
  "*.secret",
  "*.api_key",
  "*.apiKey",
  "*.code",
];

// Asynchronous writes to stdout: a request never waits for its log line to reach the terminal or
// pipe (lines written meanwhile are batched). pino flushes what is pending when the process exits.
export const logger = pino(
  {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: "[redacted]" },
    base: { service: "apply-service" },
  },
  pino.destination({ dest: 1, sync: false }),
);
