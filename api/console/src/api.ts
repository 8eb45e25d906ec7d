// The console's only way to the server: the public /v1 API, with the key the owner pasted (kept in
// sessionStorage: gone when the tab closes, never in a URL).
import type { ApiErrorBody } from "./types";

const KEY_STORAGE = "apply-console-api-key";

export const storedKey = (): string | null => sessionStorage.getItem(KEY_STORAGE);
export const storeKey = (key: string): void => sessionStorage.setItem(KEY_STORAGE, key);
export const forgetKey = (): void => sessionStorage.removeItem(KEY_STORAGE);

/** A refusal from the API: its HTTP status, message and 422 details (dot paths). */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

type Method = "GET" | "POST" | "PATCH" | "DELETE";

function request(method: Method, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${storedKey() ?? ""}` };
  if (body !== undefined) headers["content-type"] = "application/json";
  // A click that is sent twice (a double click, a retry after a lost answer) does the work once
  // (docs/api-rules.md#idempotent-requests).
  if (method === "POST" || method === "PATCH") headers["idempotency-key"] = crypto.randomUUID();
  return fetch(`/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: "no-store",
    credentials: "omit",
  });
}

async function failureOf(response: Response): Promise<ApiFailure> {
  const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
  return new ApiFailure(response.status, body?.error?.message ?? `Request failed (${response.status}).`, body?.error?.details ?? []);
}

/** A JSON request; throws ApiFailure on any answer but 2xx. */
export async function api<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const response = await request(method, path, body);
  if (!response.ok) throw await failureOf(response);
  return (await response.json()) as T;
}

/** A binary resource (an evidence image) as a Blob, fetched with the key like any other request. */
export async function apiBlob(path: string): Promise<Blob> {
  const response = await request("GET", path);
  if (!response.ok) throw await failureOf(response);
  return response.blob();
}
