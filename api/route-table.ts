// Every /v1 endpoint is declared once, as data: method, path, the zod schemas it reads and answers
// with, and a thin handler that calls its service (api/services/). The router (mountRoutes) and the
// OpenAPI document (api/openapi.ts) are both built from these declarations, so an endpoint cannot be
// served without being documented, or documented without being served (docs/how-to/add-an-endpoint.md).
import type { ResponseConfig } from "@asteasolutions/zod-to-openapi";
import type { Client } from "@temporalio/client";
import { Router, type Request } from "express";
import { accountIdOf } from "./auth";
import { ApiError, errorBody, parseOrThrow } from "./errors";
import { answerOnce, fingerprintOf, type Answer, type IdempotencySettings, type Recovery } from "./idempotency";
import type { Page, PageQuery } from "./pagination";
import type { WorkflowStarts } from "./workflow-start";
import type { EvidenceStore } from "../lib/evidence";
import { errorEnvelope, listOf, listQuery } from "./schemas/common";
import type { z } from "./schemas/zod";

/** What handlers need beyond the request: Temporal (the Updates), and the gateway's workflow starts. */
export interface RouteDeps {
  temporal: Client;
  starts: WorkflowStarts;
  idempotency: IdempotencySettings;
  /** Where evidence images are kept (lib/evidence.ts). */
  evidence: EvidenceStore;
}

/** One request as a handler sees it. `query()` and `body()` validate with the declared schemas (422). */
export interface RouteCall<Q extends z.ZodType, B extends z.ZodType> {
  req: Request;
  deps: RouteDeps;
  /** The authenticated account; every query is scoped by it so another account's resource is 404. */
  accountId: string;
  /** The `{id}` path parameter (checked by the service: malformed or unknown is 404, never 422). */
  id: string;
  query(): z.output<Q>;
  body(): z.output<B>;
}

export interface RouteSpec<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType> {
  method: "get" | "post" | "patch" | "delete";
  /** The OpenAPI form, relative to /v1: `/applications/{id}`. */
  path: `/${string}`;
  summary: string;
  /** Documents the path parameters; not validated here (a bad id is 404 like an unknown one). */
  params?: z.ZodObject;
  query?: Q;
  body?: B;
  /** A body that may be left out entirely (POST /api_keys). */
  bodyOptional?: true;
  /** Applied to the raw body before validation (default: a missing body is `{}`). */
  prepareBody?: (raw: unknown) => unknown;
  /** `contentType` other than JSON (GET of an evidence image): the handler answers a BinaryBody of that type. */
  response: { status: 200 | 201 | 202; schema: R; description: string; contentType?: string };
  /**
   * POST and PATCH (they take an Idempotency-Key): what a retry answers when the key's first attempt
   * never finished (api/idempotency.ts). A function answers with what that attempt committed, found
   * by `firstIdMade`, or undefined when it committed nothing.
   */
  recover?: "run_again" | ((call: RouteCall<Q, B>) => Promise<z.output<R> | JsonText | undefined>);
  /** Answers beyond the ones every /v1 route can give (api/openapi.ts adds 400, 401, 413, 422, 429). */
  errors?: Record<number, ResponseConfig>;
  handle(call: RouteCall<Q, B>): Promise<z.output<R> | JsonText | BinaryBody> | z.output<R> | JsonText | BinaryBody;
}

// The table holds routes of many shapes; `route()` checks each one against its own schemas first.
export type ApiRoute = RouteSpec<any, any, any>;

export const route = <Q extends z.ZodType = z.ZodNever, B extends z.ZodType = z.ZodNever, R extends z.ZodType = z.ZodType>(
  spec: RouteSpec<Q, B, R>,
): ApiRoute => spec;

/** A response body already serialized (by PostgreSQL: lib/application-json.ts), sent as it is. */
export class JsonText {
  constructor(readonly text: string) {}
}

/** A response body that is not JSON (an image), sent as it is with its content type; only GET routes answer one. */
export class BinaryBody {
  constructor(
    readonly contentType: string,
    readonly bytes: Buffer,
  ) {}
}

/**
 * A list endpoint (docs/api-rules.md#lists-and-pagination): GET `path` with `query` (default: limit and
 * cursor only), answering a page of `item`s named `name` in the document, from the service's `list`.
 */
export function listRoute<Row, I extends z.ZodType, Q extends z.ZodType<PageQuery> = typeof listQuery>(spec: {
  path: `/${string}`;
  summary: string;
  query?: Q;
  item: I;
  name: string;
  list: (accountId: string, query: z.output<Q>) => Promise<Page<Row>>;
  /** Each row as the item's JSON, as a value or as JsonText (the page is then joined as text). */
  serialize: (row: Row) => z.output<I> | JsonText;
}): ApiRoute {
  return route({
    method: "get",
    path: spec.path,
    summary: spec.summary,
    query: spec.query ?? listQuery,
    response: { status: 200, schema: listOf(spec.item, spec.name), description: "a page" },
    handle: async ({ accountId, query }) => {
      const page = await spec.list(accountId, query() as z.output<Q>);
      const data = page.data.map(spec.serialize);
      if (!data.some((item) => item instanceof JsonText)) return { ...page, data: data as Array<z.output<I>> };
      const items = data.map((item) => (item instanceof JsonText ? item.text : JSON.stringify(item)));
      return new JsonText(`{"data":[${items.join(",")}],"has_more":${page.has_more},"next_cursor":${JSON.stringify(page.next_cursor)}}`);
    },
  });
}

/** An OpenAPI response with a JSON body. */
export const json = <T extends z.ZodType>(schema: T, description: string): ResponseConfig => ({
  description,
  content: { "application/json": { schema } },
});

export const notFoundResponse = { 404: json(errorEnvelope, "not_found: no such resource on this account") };
export const stateConflictResponse = { 409: json(errorEnvelope, "invalid_state: the application is not in a state that allows this") };

/** `/applications/{id}` -> `/applications/:id` */
export const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

function declared(schema: z.ZodType | undefined, spec: ApiRoute, part: string): z.ZodType {
  if (!schema) throw new Error(`${spec.method.toUpperCase()} ${spec.path} reads a ${part} it does not declare`);
  return schema;
}

const takesIdempotencyKey = (spec: ApiRoute) => spec.method === "post" || spec.method === "patch";

/** The route's answer as status and JSON text; a refusal (ApiError) is an answer too, in its envelope. */
async function answerOf(spec: ApiRoute, result: () => unknown): Promise<Answer> {
  try {
    const body = await result();
    return { status: spec.response.status, body: body instanceof JsonText ? body.text : JSON.stringify(body ?? null) };
  } catch (error) {
    if (error instanceof ApiError && !error.headers) return { status: error.status, body: errorBody(error) };
    throw error;
  }
}

/** A recovery's answer: the resource found, or a refusal; undefined when nothing was found (run again). */
async function recoveredAnswer(
  spec: ApiRoute,
  recover: Exclude<ApiRoute["recover"], "run_again" | undefined>,
  call: RouteCall<z.ZodType, z.ZodType>,
): Promise<Answer | undefined> {
  let found: unknown;
  const answer = await answerOf(spec, async () => (found = await recover(call)));
  return found === undefined && answer.status < 400 ? undefined : answer;
}

export function mountRoutes(routes: readonly ApiRoute[], deps: RouteDeps): Router {
  const router = Router();
  for (const spec of routes) {
    if (takesIdempotencyKey(spec) && !spec.recover) throw new Error(`${spec.method.toUpperCase()} ${spec.path} declares no recover`);
    router[spec.method](expressPath(spec.path), async (req, res) => {
      const call: RouteCall<z.ZodType, z.ZodType> = {
        req,
        deps,
        accountId: accountIdOf(res),
        id: String(req.params.id ?? ""),
        query: () => parseOrThrow(declared(spec.query, spec, "query"), req.query),
        body: () => parseOrThrow(declared(spec.body, spec, "body"), spec.prepareBody ? spec.prepareBody(req.body) : (req.body ?? {})),
      };
      const key = req.get("idempotency-key");
      if (key === undefined || !takesIdempotencyKey(spec)) {
        const result = await spec.handle(call);
        if (result instanceof BinaryBody) {
          // Private to the account: kept by the client's own cache only; never sniffed as another type.
          res.status(spec.response.status).set({ "cache-control": "private, max-age=3600", "x-content-type-options": "nosniff" });
          res.type(result.contentType).send(result.bytes);
        } else if (result instanceof JsonText) res.status(spec.response.status).type("json").send(result.text);
        else res.status(spec.response.status).json(result);
        return;
      }
      const recover = spec.recover!;
      const recovery: Recovery = recover === "run_again" ? recover : () => recoveredAnswer(spec, recover, call);
      const fingerprint = fingerprintOf(req.method, req.originalUrl, req.body);
      const answer = await answerOnce(
        { accountId: call.accountId, key, fingerprint },
        recovery,
        () => answerOf(spec, () => spec.handle(call)),
        deps.idempotency,
      );
      if (answer.replayed) res.set("idempotent-replayed", "true");
      res.status(answer.status).type("json").send(answer.body);
    });
  }
  return router;
}
