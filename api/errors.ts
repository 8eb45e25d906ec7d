// The error envelope (docs/api-rules.md#errors): {"error": {"code", "message", "details"?}}; never a stack trace.
import type { ErrorRequestHandler, RequestHandler, Response } from "express";
import type { z } from "zod";

export const ERROR_CODES = [
  "unauthorized",
  "invalid_request",
  "not_found",
  "insufficient_credit",
  "rate_limited",
  "duplicate_application",
  "invalid_state",
  "idempotency_mismatch",
  "idempotency_key_in_use",
  "internal_error",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

import type { ErrorDetail } from "../lib/review-answers";

export type { ErrorDetail };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    /** Headers the answer carries (Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const notFound = (what: string) => new ApiError(404, "not_found", `No such ${what}.`);

export const invalidRequest = (message: string, details: ErrorDetail[]) => new ApiError(422, "invalid_request", message, details);

function joinPath(parts: readonly PropertyKey[]): string {
  return parts.map(String).join(".");
}

/** What a value of zod's `expected` type is called in a message. */
const TYPE_NAMES: Record<string, string> = {
  string: "a string",
  number: "a number",
  int: "an integer",
  boolean: "true or false",
  object: "an object",
  record: "an object",
  array: "an array",
};

const oneOf = (values: readonly unknown[]) => `must be one of: ${values.map(String).join(", ")}`;

/**
 * Messages for the problems zod names generically. It runs for issues whose schema set no message of
 * its own, and sees the offending value, which it never quotes (it may be a secret or a credential).
 * "is required" is kept for what is truly absent; a value of the wrong type says what was expected.
 */
const clientMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "is required";
      return `must be ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case "invalid_value":
      return oneOf(issue.values);
    case "invalid_union": {
      // A discriminated union reports a missing or unknown discriminator at its path.
      const { discriminator, options } = issue as { discriminator?: string; options?: unknown[] };
      if (discriminator === undefined || !options) return undefined;
      const present = (issue.input as Record<string, unknown> | undefined)?.[discriminator] !== undefined;
      return present ? oneOf(options) : "is required";
    }
    default:
      return undefined;
  }
};

/** One detail per problem, each with a dot path from the body root (prefix = where the body sits). */
function zodDetails(error: z.ZodError, prefix: readonly PropertyKey[] = []): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  // Once a value has the wrong type, further checks on it (length, format) only add noise.
  const mistyped = new Set(error.issues.filter((i) => i.code === "invalid_type").map((i) => joinPath(i.path)));
  for (const issue of error.issues) {
    if (issue.code !== "invalid_type" && mistyped.has(joinPath(issue.path))) continue;
    const base = [...prefix, ...issue.path];
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) details.push({ path: joinPath([...base, key]), message: "is not a recognised field" });
    } else {
      details.push({ path: joinPath(base) || "(body)", message: issue.message });
    }
  }
  return details;
}

/** Validates with zod, or throws the single 422 that lists every problem. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, prefix: readonly PropertyKey[] = []): z.output<S> {
  const result = schema.safeParse(input, { error: clientMessages });
  if (result.success) return result.data;
  throw invalidRequest("The request did not validate; see details.", zodDetails(result.error, prefix));
}

/** The envelope's JSON text for an error. */
export function errorBody(error: ApiError): string {
  const body: { code: string; message: string; details?: ErrorDetail[] } = { code: error.code, message: error.message };
  if (error.details) body.details = error.details;
  return JSON.stringify({ error: body });
}

function sendError(res: Response, error: ApiError): void {
  if (error.headers) res.set(error.headers);
  res.status(error.status).type("json").send(errorBody(error));
}

/** Unknown routes and wrong methods alike (no 405 that would reveal which paths exist). */
export const notFoundRoute: RequestHandler = (req, res) => {
  sendError(res, new ApiError(404, "not_found", `No route ${req.method} ${req.path}.`));
};

/** body-parser errors carry a `type`; map them to 400/413, everything unexpected to a bare 500. */
function toApiError(err: unknown): ApiError | undefined {
  if (err instanceof ApiError) return err;
  const type = (err as { type?: unknown } | null)?.type;
  if (type === "entity.too.large") return new ApiError(413, "invalid_request", "The request body is larger than 1 MiB.");
  if (type === "entity.parse.failed") return new ApiError(400, "invalid_request", "The request body is not valid JSON.");
  if (
    typeof type === "string" &&
    (type.startsWith("encoding.") ||
      type.startsWith("charset.") ||
      type === "request.aborted" ||
      type === "request.size.invalid" ||
      type === "stream.encoding.set")
  ) {
    return new ApiError(400, "invalid_request", "The request body could not be read.");
  }
  const status = (err as { status?: unknown } | null)?.status;
  if (typeof status === "number" && status >= 400 && status < 500) {
    return new ApiError(400, "invalid_request", "The request could not be read.");
  }
  return undefined;
}

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const known = toApiError(err);
  if (res.headersSent) {
    req.log?.error({ err }, "error after response started");
    return;
  }
  if (known) return sendError(res, known);
  req.log?.error({ err }, "unhandled error");
  sendError(res, new ApiError(500, "internal_error", "Something went wrong on our side; check the resource's state before retrying."));
};
