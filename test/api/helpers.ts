// Test helpers for anything that talks to the REST API: a gateway on a free port, and an account
// with an API key, credit and a candidate. Used by the API tests and other areas' end-to-end tests.
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { randomBytes } from "node:crypto";
import { Client, Connection } from "@temporalio/client";
import type { Logger } from "pino";
import { createApp } from "../../api/app";
import { WorkflowStarts } from "../../api/workflow-start";
import { createRateLimit, type RateLimitOptions } from "../../api/rate-limit";
import { createAccount } from "../../lib/accounts";
import { db, disconnectDb } from "../../lib/db";
import { config } from "../../lib/config";
import { temporalDataConverter } from "../../lib/payload-codec";
import { validProfile } from "../fixtures/profiles";
import { eventually } from "../helpers";

export interface TestApi {
  baseUrl: string;
  temporal: Client;
  taskQueue: string;
  close(): Promise<void>;
}

/**
 * A gateway on 127.0.0.1:<free port> against the harness's database and Temporal. By default it
 * starts workflows on its own task queue (so no worker of another test picks them up) and has a
 * rate limit high enough not to get in the way; pass taskQueue to reach a real worker.
 */
export async function startTestApi(options: { taskQueue?: string; rateLimit?: RateLimitOptions; logger?: Logger } = {}): Promise<TestApi> {
  const connection = await Connection.connect({ address: config.temporalAddress });
  const temporal = new Client({ connection, dataConverter: temporalDataConverter(config.encryptionKey) });
  const taskQueue = options.taskQueue ?? `api-test-${randomBytes(4).toString("hex")}`;
  const rateLimit = createRateLimit(options.rateLimit ?? { perSecond: 100_000, burst: 100_000 });
  const starts = new WorkflowStarts(temporal, taskQueue);
  const app = createApp({ temporal, starts, rateLimit, logger: options.logger });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    temporal,
    taskQueue,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await starts.drain();
      await rateLimit.close();
      await connection.close();
    },
  };
}

/**
 * Registers hooks that start a test gateway before this file's tests and close it (and the database
 * client) after them; the returned object is filled in when the gateway is up.
 */
export function useTestApi(options: { taskQueue?: string } = {}): TestApi {
  const server = {} as TestApi;
  beforeAll(async () => {
    Object.assign(server, await startTestApi(options));
  });
  afterAll(async () => {
    await server.close?.();
    await disconnectDb();
  });
  return server;
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** JSON over fetch with the key; `body` is sent as JSON unless it is already a string. */
export function apiClient(baseUrl: string, apiKey?: string) {
  return async function call<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const init: RequestInit = { method, headers: { ...(apiKey && { authorization: `Bearer ${apiKey}` }), ...headers } };
    if (body !== undefined) {
      init.body = typeof body === "string" ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)["content-type"] ??= "application/json";
    }
    const res = await fetch(`${baseUrl}/v1${path}`, init);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text for the assertion message
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  };
}

export type Api = ReturnType<typeof apiClient>;

export interface TestAccount {
  accountId: string;
  apiKey: string;
  api: Api;
  candidateId: string;
  profileId: string;
  /** The POST /candidates response. */
  candidate: { id: string; profile_id: string; email: string; full_name: string; email_mode: string; created_at: string };
}

/** An account (with credit and a key, made like the admin CLI does) and one candidate made through the API. */
export async function createAccountWithCandidate(
  baseUrl: string,
  options: {
    creditUsd?: number;
    emailMode?: "managed" | "candidate";
    accountSystemPassword?: string;
    profile?: Record<string, unknown>;
    resumeUrl?: string;
  } = {},
): Promise<TestAccount> {
  const { accountId, apiKey } = await createAccount({
    email: `owner.${randomBytes(6).toString("hex")}@example.com`,
    creditCents: Math.round((options.creditUsd ?? 100) * 100),
  });
  const api = apiClient(baseUrl, apiKey);
  const created = await api("POST", "/candidates", {
    profile: options.profile ?? validProfile(),
    resume_url: options.resumeUrl ?? "https://files.example.com/resume.pdf",
    email_mode: options.emailMode ?? "managed",
    ...(options.accountSystemPassword && { account_system_password: options.accountSystemPassword }),
  });
  if (created.status !== 201) throw new Error(`candidate creation failed: ${created.status} ${JSON.stringify(created.body)}`);
  return { accountId, apiKey, api, candidateId: created.body.id, profileId: created.body.profile_id, candidate: created.body };
}

/** When the gateway recorded an application's workflow start (null: not yet, or lost and left to the reconciler). */
export async function workflowStartedAt(applicationId: string): Promise<Date | null> {
  return (await db().application.findUniqueOrThrow({ where: { id: applicationId } })).workflowStartedAt;
}

/** Waits until the application's workflow start is recorded: it runs beside POST's answer (api/workflow-start.ts). */
export const untilWorkflowStarted = (applicationId: string, timeoutMs = 5_000) =>
  eventually(() => workflowStartedAt(applicationId), timeoutMs);
