// The OpenAPI 3.1 document, generated from the same zod schemas the routes validate with.
import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import { listPlatforms } from "./catalog";
import {
  application,
  createdApplication,
  createFromProfileBody,
  createWithInlineProfileBody,
  listApplicationsQuery,
  otpBody,
  reviewBody,
} from "./schemas/applications";
import { candidate, createCandidateBody, createProfileBody, savedProfile } from "./schemas/candidates";
import {
  atsCatalog,
  createdWebhookEndpoint,
  createWebhookEndpointBody,
  deletedWebhookEndpoint,
  detectBody,
  detection,
  usage,
  webhookEndpoint,
} from "./schemas/account";
import { errorEnvelope, idOf, listOf, listQuery } from "./schemas/common";
import { apiKey, createApiKeyBody, createdApiKey, revokedApiKey } from "./schemas/keys";
import { z } from "./schemas/zod";

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { "application/json": { schema } } });
const body = <T extends z.ZodType>(schema: T) => ({ required: true, content: { "application/json": { schema } } });

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
const notFound = { 404: json(errorEnvelope, "not_found: no such resource on this account") };
const stateConflict = { 409: json(errorEnvelope, "invalid_state: the application is not in a state that allows this") };

const idParam = (prefix: Parameters<typeof idOf>[0], what: string) => z.object({ id: idOf(prefix, what) });

function routes(): RouteConfig[] {
  return [
    { method: "get", path: "/ats", summary: "The supported ATS catalog", responses: { 200: json(atsCatalog, `${listPlatforms().length} platforms`), ...errors } },
    { method: "post", path: "/detect", summary: "Identify the ATS behind a posting URL", request: { body: body(detectBody) }, responses: { 200: json(detection, "detection"), ...errors } },
    { method: "post", path: "/candidates", summary: "Create a candidate (and its first saved profile)", request: { body: body(createCandidateBody) }, responses: { 201: json(candidate, "created"), ...errors } },
    { method: "post", path: "/profiles", summary: "Save a reusable profile for an existing candidate", request: { body: body(createProfileBody) }, responses: { 201: json(savedProfile, "created"), ...notFound, ...errors } },
    { method: "get", path: "/profiles", summary: "List saved profiles, newest first", request: { query: listQuery }, responses: { 200: json(listOf(savedProfile, "SavedProfileList"), "a page"), ...errors } },
    {
      method: "get", path: "/profiles/{id}", summary: "One saved profile with its application runs (newest first)",
      request: { params: idParam("prof", "a profile") },
      responses: { 200: json(savedProfile.extend({ runs: z.array(application) }).openapi("SavedProfileWithRuns"), "the profile"), ...notFound, ...errors },
    },
    {
      method: "post", path: "/applications", summary: "Apply: prices the posting, holds credit and queues the work",
      request: { body: body(z.union([createFromProfileBody, createWithInlineProfileBody])) },
      responses: {
        202: json(createdApplication, "queued"),
        402: json(errorEnvelope, "insufficient_credit"),
        409: json(errorEnvelope, "duplicate_application: the candidate already has a non-failed application for this posting"),
        ...notFound,
        ...errors,
      },
    },
    { method: "get", path: "/applications", summary: "List applications, newest first", request: { query: listApplicationsQuery }, responses: { 200: json(listOf(application, "ApplicationList"), "a page"), ...errors } },
    { method: "get", path: "/applications/{id}", summary: "One application", request: { params: idParam("app", "an application") }, responses: { 200: json(application, "the application"), ...notFound, ...errors } },
    {
      method: "post", path: "/applications/{id}/review", summary: "Approve (optionally with answers) or reject an application in needs_review",
      request: { params: idParam("app", "an application"), body: body(reviewBody) },
      responses: { 200: json(application, "the decision was delivered"), ...notFound, ...stateConflict, ...errors },
    },
    {
      method: "post", path: "/applications/{id}/otp", summary: "Supply a verification code while awaiting_otp is true",
      request: { params: idParam("app", "an application"), body: body(otpBody) },
      responses: { 200: json(application, "the code was delivered"), ...notFound, ...stateConflict, ...errors },
    },
    { method: "get", path: "/usage", summary: "Balance, holds, spend and application counts", responses: { 200: json(usage, "usage"), ...errors } },
    { method: "post", path: "/webhook_endpoints", summary: "Subscribe to events (the secret is shown once)", request: { body: body(createWebhookEndpointBody) }, responses: { 201: json(createdWebhookEndpoint, "created"), ...errors } },
    { method: "get", path: "/webhook_endpoints", summary: "List webhook endpoints", request: { query: listQuery }, responses: { 200: json(listOf(webhookEndpoint, "WebhookEndpointList"), "a page"), ...errors } },
    { method: "delete", path: "/webhook_endpoints/{id}", summary: "Delete a webhook endpoint", request: { params: idParam("we", "a webhook endpoint") }, responses: { 200: json(deletedWebhookEndpoint, "deleted"), ...notFound, ...errors } },
    { method: "get", path: "/api_keys", summary: "List the account's API keys (prefixes only), newest first", request: { query: listQuery }, responses: { 200: json(listOf(apiKey, "ApiKeyList"), "a page"), ...errors } },
    { method: "post", path: "/api_keys", summary: "Create an API key (the full key is shown once)", request: { body: { required: false, content: { "application/json": { schema: createApiKeyBody } } } }, responses: { 201: json(createdApiKey, "created"), ...errors } },
    {
      method: "delete", path: "/api_keys/{id}", summary: "Revoke an API key (the key making the request may revoke itself)",
      request: { params: idParam("key", "an API key") },
      responses: { 200: json(revokedApiKey, "revoked"), ...notFound, ...errors },
    },
  ];
}

let cached: ReturnType<OpenApiGeneratorV31["generateDocument"]> | undefined;

export function openApiDocument() {
  if (cached) return cached;
  const registry = new OpenAPIRegistry();
  const bearer = registry.registerComponent("securitySchemes", "apiKey", { type: "http", scheme: "bearer", description: "sk_live_..." });
  for (const route of routes()) registry.registerPath({ ...route, security: [{ [bearer.name]: [] }] });
  cached = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Job Application Submission Service",
      version: "1.0.0",
      description:
        "Completes job applications on a candidate's behalf. Errors use {\"error\": {\"code\", \"message\", \"details\"?}}. " +
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
