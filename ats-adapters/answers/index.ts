// The answer engine: proposes an answer for each question from the applicant's profile, by
// meaning. It never invents: what the profile does not say stays unanswered ("none").
import type { AnswerSource, QuestionOption, ReviewQuestion } from "../../lib/domain";
import type { FormField } from "../engine/types";
import type { Applicant } from "../types";
import { normalizeText } from "../engine/similarity";
import { ApplicantFacts } from "./facts";
import { pickByText, pickDecline, pickYesNo, polarity } from "./options";
import { RULES, type Claim } from "./rules";

export interface Proposal {
  answer: string | null;
  source: AnswerSource;
}

const NONE: Proposal = { answer: null, source: "none" };
const CHOICE_KINDS = new Set(["single_select", "multi_select", "radio"]);

function findClaim(field: FormField, facts: ApplicantFacts): Claim | null {
  const label = normalizeText(field.label);
  const key = normalizeText(field.key.replace(/^q_/, "").replace(/_/g, " "));
  for (const subject of [label, key]) {
    if (!subject) continue;
    const rule = RULES.find((r) => r.test.test(subject) && !(r.not && r.not.test(subject)));
    if (rule) return rule.claim(facts, field);
  }
  return null;
}

function asBool(text: string): boolean | null {
  const p = polarity(text);
  return p === "yes" ? true : p === "no" ? false : null;
}

function choose(field: FormField, option: QuestionOption | undefined, source: AnswerSource = "profile"): Proposal {
  if (!option) return NONE;
  return { answer: field.kind === "multi_select" ? JSON.stringify([option.value]) : option.value, source };
}

function hasChoices(field: FormField): field is FormField & { options: QuestionOption[] } {
  return CHOICE_KINDS.has(field.kind) && !!field.options && field.options.length > 0;
}

/** Fits what the profile claims to the question's kind and options. */
function fit(field: FormField, claim: Claim): Proposal {
  switch (claim.type) {
    case "consent":
      return { answer: "true", source: "default" };
    case "file":
      return field.kind === "file" ? { answer: claim.url, source: "profile" } : NONE;
    case "date":
      return { answer: claim.iso, source: "profile" };
    case "bool":
      if (hasChoices(field)) return choose(field, pickYesNo(field.options, claim.value));
      if (field.kind === "checkbox" || field.kind === "boolean") return { answer: String(claim.value), source: "profile" };
      return { answer: claim.value ? "Yes" : "No", source: "profile" };
    case "eeo": {
      if (claim.value === undefined) return hasChoices(field) ? choose(field, pickDecline(field.options), "default") : NONE;
      if (typeof claim.value === "boolean") return fit(field, { type: "bool", value: claim.value });
      return fit(field, { type: "text", text: claim.value });
    }
    case "text": {
      if (hasChoices(field)) {
        const byText = [claim.text, ...(claim.alts ?? [])].map((t) => pickByText(field.options, t)).find(Boolean);
        if (byText) return choose(field, byText);
        const yesNo = asBool(claim.text);
        return yesNo === null ? NONE : choose(field, pickYesNo(field.options, yesNo));
      }
      if (field.kind === "checkbox" || field.kind === "boolean") {
        const yesNo = asBool(claim.text);
        return yesNo === null ? NONE : { answer: String(yesNo), source: "profile" };
      }
      if (field.kind === "file") return NONE; // text cannot stand in for a document
      return { answer: claim.text, source: "profile" };
    }
  }
}

export function proposeAnswer(field: FormField, facts: ApplicantFacts): Proposal {
  if (field.kind === "display" || field.kind === "hidden") return NONE;
  const claim = findClaim(field, facts);
  return claim ? fit(field, claim) : NONE;
}

/** Questions with proposed answers; the client's answers (review) win over the engine's. */
export function answerAll(
  fields: FormField[],
  applicant: Applicant,
  overrides: Record<string, string> = {},
): Array<ReviewQuestion & Pick<FormField, "widget" | "fmt">> {
  const facts = new ApplicantFacts(applicant);
  return fields.map((field) => {
    const given = overrides[field.key];
    const proposal: Proposal = given !== undefined ? { answer: given, source: "client" } : proposeAnswer(field, facts);
    return { ...field, answer: proposal.answer, answer_source: proposal.source };
  });
}

/** Keys of required questions that still have no answer. */
export function unansweredKeys(questions: ReviewQuestion[]): string[] {
  return questions
    .filter((q) => q.required && q.kind !== "display" && q.kind !== "hidden" && (q.answer === null || q.answer === ""))
    .map((q) => q.key);
}

export { ApplicantFacts };
