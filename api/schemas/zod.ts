// zod with `.openapi()` metadata, so request validation and the OpenAPI document share one schema.
import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

extendZodWithOpenApi(z);

export { z };
