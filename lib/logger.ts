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

export const logger = pino({
  level: config.logLevel,
  redact: { paths: redactPaths, censor: "[redacted]" },
  base: { service: "apply-service" },
});
