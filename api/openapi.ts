// The OpenAPI 3.1 document, generated from the same zod schemas the routes validate with.
import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import { apiRoutes } from "./routes";
import { json, type ApiRoute } from "./route-table";
import { errorEnvelope } from "./schemas/common";
import type { z } from "./schemas/zod";

const errors = {
  400: json(errorEnvelope, "invalid_request: malformed JSON or missing Content-Type: application/json"),
  401: json(errorEnvelope, "unauthorized: missing, malformed, unknown or revoked API key"),
  413: json(errorEnvelope, "invalid_request: body over 1 MiB"),
  422: json(
    errorEnvelope,
    "invalid_request: the request did not validate; error.details lists every problem by dot path. This includes text that " +
      "cannot be stored (a NUL character or an unpaired UTF-16 surrogate) anywhere in the JSON body, field names included, or " +
      "in the query string, and URLs that carry a user name or password",
  ),
  429: json(errorEnvelope, "rate_limited: see the Retry-After header (seconds)"),
};
/** The OpenAPI entry of a declared route (api/route-table.ts), with the errors every /v1 route can give. */
function routeConfig(route: ApiRoute): RouteConfig {
  const request: NonNullable<RouteConfig["request"]> = {};
  if (route.params) request.params = route.params;
  if (route.query) request.query = route.query as z.ZodObject;
  if (route.body) request.body = { required: !route.bodyOptional, content: { "application/json": { schema: route.body } } };
  return {
    method: route.method,
    path: route.path,
    summary: route.summary,
    ...(Object.keys(request).length > 0 && { request }),
    responses: {
      [route.response.status]: route.response.contentType
        ? { description: route.response.description, content: { [route.response.contentType]: { schema: route.response.schema } } }
        : json(route.response.schema, route.response.description),
      ...route.errors,
      ...errors,
    },
  };
}

let cached: ReturnType<OpenApiGeneratorV31["generateDocument"]> | undefined;

export function openApiDocument() {
  if (cached) return cached;
  const registry = new OpenAPIRegistry();
  const bearer = registry.registerComponent("securitySchemes", "apiKey", { type: "http", scheme: "bearer", description: "sk_live_..." });
  for (const route of apiRoutes) registry.registerPath({ ...routeConfig(route), security: [{ [bearer.name]: [] }] });
  cached = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Job Application Submission Service",
      version: "1.0.0",
      description:
        'Completes job applications on a candidate\'s behalf. Errors use {"error": {"code", "message", "details"?}}. ' +
        "Unknown routes and methods a route does not define (OPTIONS included) answer 404 not_found. " +
        "Lists return {data, has_more, next_cursor} newest first; pass next_cursor as `cursor`. Rate limit per key: a token bucket " +
        "(20 requests/s sustained, bursts of 40 by default); failed authentications are limited per client IP (20 a minute); 429 carries Retry-After. Bodies are JSON up to 1 MiB. " +
        "Webhooks follow Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature).",
    },
    servers: [{ url: "/v1" }],
    security: [{ apiKey: [] }],
  });
  return cached;
}
