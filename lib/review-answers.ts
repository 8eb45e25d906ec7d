// Checks a reviewer's answers against the review's questions: in the gateway (a quick 422) and in the
// application workflow's update validator (the authority: it sees the questions the workflow holds).
import { z } from "zod";
import type { Review, ReviewQuestion } from "./domain";
import { httpUrlProblem } from "./http-url";

/** One problem with a request, at a dot path from the body root (the API's 422 details). */
export interface ErrorDetail {
  path: string;
  message: string;
}

const NO_ANSWER_KINDS = new Set(["display", "hidden"]);
const SINGLE_CHOICE_KINDS = new Set(["single_select", "radio"]);
const MULTI_CHOICE_KINDS = new Set(["multi_select", "checkbox"]);

function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function parseStringArray(value: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((v) => typeof v === "string") ? parsed : null;
  } catch {
    return null;
  }
}

/** Why `value` is not a valid answer to `q`, or null when it is. */
function answerProblem(q: ReviewQuestion, value: string): string | null {
  if (NO_ANSWER_KINDS.has(q.kind)) return `is a ${q.kind} question and takes no answer`;
  const allowed = q.options?.map((o) => o.value);
  if (SINGLE_CHOICE_KINDS.has(q.kind) && allowed) {
    return allowed.includes(value) ? null : `must be one of the question's option values: ${allowed.join(", ")}`;
  }
  if (MULTI_CHOICE_KINDS.has(q.kind) && allowed) {
    const values = parseStringArray(value);
    if (!values) return "must be a JSON array of option values encoded as a string";
    const outside = values.filter((v) => !allowed.includes(v));
    return outside.length ? `contains values outside the question's options: ${outside.join(", ")}` : null;
  }
  switch (q.kind) {
    case "boolean":
    case "checkbox":
      return value === "true" || value === "false" ? null : 'must be "true" or "false"';
    case "date":
      return isDate(value) ? null : "must be a date as YYYY-MM-DD";
    case "email":
      return z.email().safeParse(value).success ? null : "must be an e-mail address";
    case "url":
    case "file":
      return httpUrlProblem(value);
    default:
      return null;
  }
}

const isBlank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === "";

export function validateReviewAnswers(review: Review | null, answers: Record<string, string>): ErrorDetail[] {
  const questions = new Map((review?.questions ?? []).map((q) => [q.key, q]));
  const details: ErrorDetail[] = [];
  for (const [key, value] of Object.entries(answers)) {
    const q = questions.get(key);
    const problem = q ? answerProblem(q, value) : "is not a question of this review";
    if (problem) details.push({ path: `answers.${key}`, message: problem });
  }
  for (const q of questions.values()) {
    if (!q.required || NO_ANSWER_KINDS.has(q.kind)) continue;
    const final = Object.hasOwn(answers, q.key) ? answers[q.key] : q.answer;
    if (isBlank(final)) details.push({ path: `answers.${q.key}`, message: "is required and has no answer" });
  }
  return details;
}
