import { httpUrlProblem } from "../../lib/http-url";
import { idPattern, type IdPrefix } from "../../lib/ids";
import { applicationUrlSchema, postingUrlSchema } from "../../lib/posting-url";
import { ERROR_CODES } from "../errors";
import { z } from "./zod";

export const idOf = (prefix: IdPrefix, what: string) =>
  z
    .string()
    .regex(idPattern(prefix), `must be ${what} id (${prefix}_...)`)
    .openapi({ example: `${prefix}_4fQk2Zp8LmN3xR7tVb1cYw9e` });

/** The `{id}` path parameter of a resource (documented; a malformed id answers 404 like an unknown one). */
export const idParam = (prefix: IdPrefix, what: string) => z.object({ id: idOf(prefix, what) });

export const httpUrl = z
  .string()
  .max(2048)
  .superRefine((value, ctx) => {
    const problem = httpUrlProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .openapi({
    format: "uri",
    example: "https://boards.greenhouse.io/acme/jobs/4012345",
    description: "http(s), without a user name or password",
  });

/** A job posting's URL: absolute http(s), no credentials, at most 2048 characters. */
// Built outside this module (before the .openapi extension), so its metadata goes through .meta().
export const postingUrl = postingUrlSchema.meta({
  type: "string",
  format: "uri",
  example: "https://boards.greenhouse.io/acme/jobs/4012345",
});

/** The posting URL of an application: as postingUrl, on a public host name (no IP, localhost, single label). */
export const applicationUrl = applicationUrlSchema.meta({
  type: "string",
  format: "uri",
  example: "https://boards.greenhouse.io/acme/jobs/4012345",
});

export const timestamp = z.string().openapi({ format: "date-time", example: "2026-11-22T10:00:00.000Z" });
export const usd = z.number().openapi({ description: "USD, at most 2 decimals", example: 2.5 });

export const errorEnvelope = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      details: z
        .array(z.object({ path: z.string().openapi({ example: "profile.personalInformation.email" }), message: z.string() }))
        .optional()
        .openapi({ description: "Present on 422: one entry per problem, with a dot path from the body root." }),
    }),
  })
  .openapi("Error");

const LIMIT_RANGE = "must be an integer from 1 to 100";

/** `limit` and `cursor` of every list; the cursor is the id of the last item of the previous page. */
export const pageQuery = {
  limit: z.coerce
    .number({ error: LIMIT_RANGE })
    .int(LIMIT_RANGE)
    .min(1, LIMIT_RANGE)
    .max(100, LIMIT_RANGE)
    .default(20)
    .openapi({ type: "integer", minimum: 1, maximum: 100, default: 20 }),
  cursor: z.string().max(80).optional().openapi({ description: "next_cursor of the previous page" }),
};

/** The query of a list that has no filters of its own. */
export const listQuery = z.strictObject(pageQuery);

export const listOf = <T extends z.ZodType>(item: T, name: string) =>
  z.object({ data: z.array(item), has_more: z.boolean(), next_cursor: z.string().nullable() }).openapi(name);
