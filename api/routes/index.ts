// Every /v1 endpoint, in the order the OpenAPI document lists them: api/app.ts serves this table and
// api/openapi.ts documents it, so a route is either in both or in neither.
import type { ApiRoute } from "../route-table";
import { accountRoutes } from "./account";
import { applicationRoutes } from "./applications";
import { candidateRoutes } from "./candidates";
import { eventRoutes } from "./events";
import { evidenceRoutes } from "./evidence";
import { apiKeyRoutes } from "./keys";
import { platformRoutes } from "./platforms";
import { profileRoutes } from "./profiles";
import { webhookEndpointRoutes } from "./webhook-endpoints";

export const apiRoutes: readonly ApiRoute[] = [
  ...platformRoutes,
  ...candidateRoutes,
  ...profileRoutes,
  ...applicationRoutes,
  ...evidenceRoutes,
  ...accountRoutes,
  ...webhookEndpointRoutes,
  ...eventRoutes,
  ...apiKeyRoutes,
];
