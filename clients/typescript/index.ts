// The TypeScript client of the API. Paths, parameters, bodies, answers and error envelopes are typed from
// schema.ts, which openapi-typescript generates from the gateway's OpenAPI document (`npm run
// client:generate`); openapi-fetch sends the requests. Written by hand here is only what generation
// cannot give: bearer auth, retries with an Idempotency-Key, cursor iteration and webhook verification.
import createClient, { type Client } from "openapi-fetch";
import { Webhook } from "standardwebhooks";
import type { components, paths } from "./schema";

export type { components, paths } from "./schema";
export type Schemas = components["schemas"];
/** Every error answer: `{"error": {"code", "message", "details"?}}` (docs/api-rules.md#errors). */
export type ApiErrorBody = Schemas["Error"];
export type ApiClient = Client<paths>;

export interface ClientOptions {
  /** The API root, with /v1: `http://127.0.0.1:3000/v1`. */
  baseUrl: string;
  /** An API key (`sk_live_...`), sent as `Authorization: Bearer`. */
  apiKey: string;
  /** Further attempts after a network error, a 429 or a 5xx (default 3; 0 turns retries off). */
  retries?: number;
  /** Wait before the first retry, doubled each time, with jitter (default 500 ms). A 429's Retry-After wins. */
  retryDelayMs?: number;
  /** Sends one attempt (default: the global fetch). */
  fetch?: (request: Request) => Promise<Response>;
}

/** A longer Retry-After is not waited for: the answer is returned to the caller. */
const MAX_RETRY_AFTER_MS = 60_000;
/** The 409 of a retry that arrives while the key's first attempt still runs (docs/api-rules.md). */
const IN_FLIGHT: ApiErrorBody["error"]["code"] = "idempotency_key_in_use";

/** A client whose every method (`api.GET("/applications/{id}", ...)`) is typed from the OpenAPI document. */
export function createApiClient(options: ClientOptions): ApiClient {
  return createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { Authorization: `Bearer ${options.apiKey}` },
    fetch: retrying(options.fetch ?? ((request) => fetch(request)), options.retries ?? 3, options.retryDelayMs ?? 500),
  });
}

/**
 * Sends a request, and again after a network error, a 429, a 5xx or a 409 idempotency_key_in_use (after
 * the answer's Retry-After if it has one). A POST or PATCH gets one Idempotency-Key per call (unless the
 * caller set one), the same on every attempt, so the server runs it once however many attempts reach it.
 */
function retrying(send: (request: Request) => Promise<Response>, retries: number, delayMs: number) {
  return async (request: Request): Promise<Response> => {
    const headers = new Headers(request.headers);
    if ((request.method === "POST" || request.method === "PATCH") && !headers.has("Idempotency-Key")) {
      headers.set("Idempotency-Key", crypto.randomUUID());
    }
    const body = request.body ? await request.arrayBuffer() : undefined;
    for (let attempt = 0; ; attempt++) {
      const backoff = delayMs * 2 ** attempt * (0.5 + Math.random() / 2);
      let response: Response;
      try {
        response = await send(new Request(request.url, { method: request.method, headers, body, signal: request.signal }));
      } catch (error) {
        if (attempt >= retries || request.signal.aborted) throw error;
        await sleep(backoff);
        continue;
      }
      if (attempt >= retries || !(await worthRetrying(response))) return response;
      const wait = retryAfterMs(response.headers.get("Retry-After")) ?? backoff;
      if (wait > MAX_RETRY_AFTER_MS) return response;
      await response.body?.cancel();
      await sleep(wait);
    }
  };
}

async function worthRetrying(response: Response): Promise<boolean> {
  if (response.status === 429 || response.status >= 500) return true;
  if (response.status !== 409) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as ApiErrorBody | null;
  return body?.error?.code === IN_FLIGHT;
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now. */
function retryAfterMs(value: string | null): number | undefined {
  if (!value) return undefined;
  const at = /^\d+$/.test(value.trim()) ? Date.now() + Number(value) * 1000 : Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An error answer, thrown where no `{data, error}` pair can be returned (paginate). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(`HTTP ${status} ${body?.error?.code}: ${body?.error?.message}`);
    this.name = "ApiError";
  }
}

interface Page<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

/**
 * Every item of a list, newest first, page after page (docs/api-rules.md#lists-and-pagination).
 * `page(cursor)` fetches the page after `cursor` (undefined: the first one):
 *   for await (const p of paginate((cursor) => api.GET("/profiles", { params: { query: { cursor } } }))) ...
 * An error answer is thrown as an ApiError.
 */
export async function* paginate<T>(
  page: (cursor: string | undefined) => Promise<{ data?: Page<T>; error?: unknown; response: Response }>,
): AsyncGenerator<T> {
  let cursor: string | undefined;
  do {
    const { data, error, response } = await page(cursor);
    if (!data) throw new ApiError(response.status, error as ApiErrorBody);
    yield* data.data;
    cursor = data.has_more && data.next_cursor ? data.next_cursor : undefined;
  } while (cursor);
}

/** A webhook's body, as `GET /events/{id}` answers it (docs/api-rules.md#events). */
export type WebhookEvent = Schemas["Event"];

/**
 * Checks a webhook's Standard Webhooks signature and age (5 minutes) and returns its event; throws if
 * it does not verify. `body` is the raw request body, exactly as received; `secret` is the endpoint's
 * `whsec_...` (several: any of them, e.g. around a rotation).
 */
export function verifyWebhook(
  body: string,
  headers: Headers | Record<string, string | string[] | undefined>,
  secret: string | string[],
): WebhookEvent {
  const entries = headers instanceof Headers ? [...headers] : Object.entries(headers);
  const flat = Object.fromEntries(
    entries.map(([name, value]) => [name.toLowerCase(), Array.isArray(value) ? value.join(" ") : (value ?? "")]),
  );
  const secrets = typeof secret === "string" ? [secret] : secret;
  let failure: unknown = new Error("no webhook secret given");
  for (const one of secrets) {
    try {
      return new Webhook(one).verify(body, flat) as WebhookEvent;
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}
