// The platform's own definition of a posting's form, checked against the page before the final click
// (docs/api-rules.md "The form against its definition"). Greenhouse's job board API and Ashby's
// ApiJobPosting publish every question with its required flag and options; a page that lacks a
// required one, or offers other options, is not the form the employer defined (a half-rendered page,
// an answer read from another widget's list), and submitting it would be a guess.
import { AtsFailure } from "../lib/domain";
import { logger } from "../lib/logger";
import { outboundPolicy, policyFetch } from "../lib/outbound";
import type { ReviewQuestion } from "../lib/domain";
import { atsSettings } from "./settings";

/** One question as the platform defines it. */
export interface SchemaQuestion {
  label: string;
  required: boolean;
  /** The names the platform gives its inputs (Greenhouse's `question_123`, Ashby's field path). */
  names: string[];
  /** The labels of its choices; null for free input. */
  options: string[] | null;
}

/** Where a platform publishes a posting's form, and how its answer reads. */
export interface FormSchemaSource {
  /** The request for a posting URL; null when the URL does not name one posting. */
  request(posting: URL): { url: string; method?: "GET" | "POST"; body?: unknown } | null;
  /** The questions in the answer; null when it names no open posting. */
  questions(json: unknown): SchemaQuestion[] | null;
}

/** The definition is fetched beside the page; one that does not arrive in time is not waited for. */
const FETCH_TIMEOUT_MS = 8000;

/**
 * Fetches the posting's form definition. Never fails: an unreachable or unreadable definition leaves
 * the page as the only source (null), as it was before any platform published one.
 */
export async function fetchFormSchema(
  source: FormSchemaSource,
  postingUrl: string,
  applicationId: string,
): Promise<SchemaQuestion[] | null> {
  const req = source.request(new URL(postingUrl));
  if (!req) return null;
  try {
    const { response } = await policyFetch(
      req.url,
      {
        method: req.method ?? "GET",
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        headers: { accept: "application/json", ...(req.body !== undefined && { "content-type": "application/json" }) },
        ...(req.body !== undefined && { body: JSON.stringify(req.body) }),
      },
      outboundPolicy({ hostMap: atsSettings.hostMap }),
    );
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      logger.info({ applicationId, status: response.status }, "the platform's form definition was not served; the page alone is read");
      return null;
    }
    return source.questions(await response.json());
  } catch (err) {
    logger.info(
      { applicationId, err: (err as Error).message },
      "the platform's form definition could not be fetched; the page alone is read",
    );
    return null;
  }
}

/** Lower case, letters and digits only: "Resume/CV *" and "resume cv" read the same. */
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

type PageQuestion = Pick<ReviewQuestion, "key" | "label" | "options">;

/** The page's question whose key carries one of the definition's input names. */
function byName(q: SchemaQuestion, page: PageQuestion[]): PageQuestion | undefined {
  const names = q.names.map((n) => norm(n.replace(/\[\]$/, ""))).filter(Boolean);
  return page.find((p) => names.includes(norm(p.key.replace(/^q_/, ""))));
}

/** The page's question with the definition's label (or, for a one-choice list shown as one box, its choice). */
function byLabel(q: SchemaQuestion, page: PageQuestion[]): PageQuestion | undefined {
  const label = norm(q.label);
  return (
    page.find((p) => norm(p.label) === label) ??
    page.find((p) => label.length > 3 && norm(p.label).includes(label)) ??
    // Ashby's data consent: a one-choice list drawn as one box labelled by its choice.
    page.find((p) => q.options?.length === 1 && norm(p.label) === norm(q.options[0]))
  );
}

/**
 * What differs between the definition's required questions and the page, in words for the client:
 * a required question the page does not show, or a choice the definition offers that the page does not.
 * Questions that share a label ("Which one?" after each category of a two-level prompt) are shown one
 * at a time: one of them on the page is enough, and a label alone does not say whose choices it shows.
 */
export function schemaMismatches(schema: SchemaQuestion[], page: PageQuestion[]): string[] {
  const problems: string[] = [];
  const shared = (q: SchemaQuestion) => schema.filter((x) => norm(x.label) === norm(q.label)).length > 1;
  for (const q of schema.filter((x) => x.required)) {
    const named = byName(q, page);
    const found = named ?? byLabel(q, page);
    if (!found) {
      problems.push(`the required question "${q.label}" is not on the page`);
      continue;
    }
    if (!named && shared(q)) continue;
    if (!q.options?.length || !found.options?.length) continue; // a free input, or a list the page did not open
    const shown = new Set(found.options.map((o) => norm(o.label)));
    const missing = q.options.filter((o) => !shown.has(norm(o)));
    if (missing.length) problems.push(`"${q.label}" does not offer ${missing.map((m) => `"${m}"`).join(", ")}`);
  }
  return [...new Set(problems)];
}

/** Stops before the final click when the page is not the form the platform defines. */
export function checkAgainstSchema(schema: SchemaQuestion[] | null, page: PageQuestion[]): void {
  const problems = schema ? schemaMismatches(schema, page) : [];
  if (problems.length) {
    throw new AtsFailure(
      "site_error",
      `The form does not match the platform's own definition of this posting, so nothing was sent: ${problems.join("; ")}.`,
    );
  }
}
