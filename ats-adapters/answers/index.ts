// The answer engine: proposes an answer for each question from the applicant's profile, by
// meaning (docs/answers.md). It never invents: what the profile does not say stays unanswered.
// Every proposal names its source and the profile field it came from (the review's answer_from).
import type { AnswerSource, QuestionOption, ReviewQuestion } from "../../lib/domain";
import type { FormField } from "../engine/types";
import type { Applicant } from "../types";
import type { Asked, Claim, Rule } from "./claims";
import type { AnswerDefaults } from "../../lib/answer-defaults";
import { builtInOption, builtInText } from "./defaults";
import { ApplicantFacts } from "./facts";
import { inEnglish } from "./foreign";
import { polarity } from "../engine/option-meaning";
import { pickByDuration, pickByNumber, pickByText, pickDecline, pickYesNo } from "./options";
import { RULES } from "./rules";
import { CONJUNCT_NOT, isNegated, words } from "./text";

export interface Proposal {
  answer: string | null;
  source: AnswerSource;
  /** Where the answer came from: a profile field's dot path, "default:<what>", or null. */
  from: string | null;
}

const NONE: Proposal = { answer: null, source: "none", from: null };
const CHOICE_KINDS = new Set(["single_select", "multi_select", "radio"]);
const BOOL_KINDS = new Set(["checkbox", "boolean"]);
const TEXT_KINDS = new Set(["text", "typeahead"]);
/**
 * A typed number input (`<input type="number">`), as the corpus writes it: not a QuestionKind (the page
 * reader gives such inputs as text), so read as a string. It takes a bare number only.
 */
const isNumberInput = (field: FormField): boolean => (field.kind as string) === "number";

/** What a form adds to a label to mark it, not part of the question: "(required)", "*", "(optional)". */
const MARKERS = /\(\s*(required|optional|mandatory)\s*\)|\s\*+\s*$|^\*+\s*/gi;

/** "For employment equity purposes," "For monitoring purposes only,": why a question is asked, before it. */
const PURPOSE = /^\s*(for|as part of) [^,?.]{1,60}\b(purposes?|reasons|reporting|monitoring)( only)?\s*,\s*/i;

/**
 * The part of a label that asks: its question sentence, without notes in brackets. "Have you been
 * convicted ...? (A conviction will not necessarily disqualify you.)" does not ask "not".
 */
function questionPart(label: string): string {
  // A sentence ends after a word of two letters or more ("U.S. green card" goes on), in any case.
  // A clause that says why it asks ("For employment equity purposes, do you ...?") is not the question.
  const sentences = label
    .replace(/\([^)]*\)/g, " ")
    .split(/(?<=[a-z0-9)]{2}[.!]|\?)\s+(?=[a-z"“(])/i)
    .map((s) => s.replace(PURPOSE, ""));
  // Without a question mark, the last sentence that starts as a question does ("Do not include ...
  // Have you been convicted ...").
  const asking = sentences.filter((s) => s.includes("?"));
  const questions = asking.length
    ? asking
    : sentences.filter((s) => /^(are|am|do|does|have|has|will|would|can|could|is|did|were|was|should|may)\b/i.test(s.trim())).slice(-1);
  return (questions.length ? questions : sentences).join(" ");
}

function asked(field: FormField, label: string): Asked {
  label = label.replace(/\s+/g, " ");
  for (let bare = label.replace(MARKERS, " ").trim(); bare !== label; bare = label.replace(MARKERS, " ").trim()) label = bare;
  const text = words(label);
  const optionsText = (field.options ?? []).map((o) => words(o.label)).join(" | ");
  const question = words(questionPart(label));
  return {
    field: { ...field, label },
    text,
    optionsText,
    question,
    entry: field.entry ?? 0,
    negated: isNegated(question),
    conjunctNot: CONJUNCT_NOT.test(text),
  };
}

function matches(rule: Rule, q: Asked): boolean {
  const hit = typeof rule.test === "function" ? rule.test(q) : rule.test.test(q.text);
  return hit && !(rule.not && rule.not.test(q.text));
}

/** The rule that recognises the question: by its label, else by its key ("q_first_name"). */
export function recognise(field: FormField): { rule: Rule; q: Asked } | null {
  return recogniseInEnglish(inEnglish(field));
}

/**
 * A box that states a fact in the first person ("I am a U.S. citizen or permanent resident", "I will
 * not require sponsorship") asks it: read as the question it answers ("Are you ...?"), so it is true
 * or false of the applicant, not an agreement ticked by applying.
 */
function asQuestion(label: string): string | null {
  const t = label.trim().replace(/^(i )?(hereby )?(confirm|certify|declare|attest|affirm)( that)?\s+(?=i\b)/i, "");
  const m = /^i(?:'m| am| have| hold| do| will| can| need| require| currently| possess| meet)\b/i.exec(t);
  if (!m) return null;
  const head = m[0]
    .toLowerCase()
    .replace(/^i('m| am)/, "are you")
    .replace(/^i (have|hold|need|require|possess|meet)/, "do you $1");
  const rest = t
    .slice(m[0].length)
    .replace(/\bmy\b/gi, "your")
    .replace(/\bme\b/gi, "you")
    .replace(/\bmyself\b/gi, "yourself");
  const q = /^i (do|will|can|currently)$/.test(head) ? `${head.replace(/^i (\w+)/, "$1 you")}${rest}` : `${head}${rest}`;
  return q.replace(/[.!]\s*$/, "") + "?";
}

function recogniseInEnglish(field: FormField): { rule: Rule; q: Asked } | null {
  const key = field.key.replace(/^q_/, "").replace(/_/g, " ");
  for (const label of [field.label, /question \d+/.test(key) ? "" : key]) {
    if (!label.trim()) continue;
    const q = asked(field, label);
    const rule = RULES.find((r) => matches(r, q));
    // (Only a box no rule reads as a question of its own: "I confirm that none of my relatives ..." is read already.)
    const question =
      (field.kind === "checkbox" || field.kind === "boolean") && (!rule || rule.name === "required_statement") ? asQuestion(label) : null;
    if (question) {
      const qq = { ...asked(field, question), field: { ...field, label } };
      const read = RULES.find((r) => r.name !== "required_statement" && matches(r, qq));
      if (read) return { rule: read, q: qq };
    }
    if (rule) return { rule, q };
  }
  return null;
}

function hasChoices(field: FormField): field is FormField & { options: QuestionOption[] } {
  return CHOICE_KINDS.has(field.kind) && !!field.options && field.options.length > 0;
}

function choose(field: FormField, option: QuestionOption | undefined, from: string | null, source: AnswerSource = "profile"): Proposal {
  if (!option) return NONE;
  return { answer: field.kind === "multi_select" ? JSON.stringify([option.value]) : option.value, source, from };
}

const answer = (text: string, from: string): Proposal => ({ answer: text, source: "profile", from });

/** Fits what the profile claims to the question's kind and options. */
/** A question a plain "Yes"/"No" answers in a text box: "Do you ...?", or a short label ("Disability"). */
const ASKS_DETAILS =
  /\bif (so|yes)\b.*\b(give|provide|list|explain|describe|name|specify|include|state|tell|detail|what|which|when|where)|\bplease (give|provide|list|name|state) (their|the|his|her) (name|names|details|relationship)/;
const WRITE_NONE =
  /\b(write|enter|type|put|state) none if (none|there are none|you have none|not applicable)\b|\bif none,? (write|enter|type|put|state) none\b/;
const YES_NO_QUESTION = /^(are|am|do|does|have|has|will|would|can|could|is|did|were|was|should|may|please confirm|confirm)\b/;

function fit(field: FormField, claim: Claim, q: Pick<Asked, "text" | "question" | "negated" | "conjunctNot">): Proposal {
  switch (claim.type) {
    case "consent":
      // A notice with one option ("Acknowledge") is acknowledged by it.
      if (hasChoices(field))
        return choose(
          field,
          pickYesNo(field.options, true) ?? (field.options.length === 1 ? field.options[0] : undefined),
          "default:consent",
          "default",
        );
      return BOOL_KINDS.has(field.kind) ? { answer: "true", source: "default", from: "default:consent" } : NONE;
    case "opt_out":
      if (hasChoices(field)) return choose(field, pickYesNo(field.options, false), "default:opt_out", "default");
      // A box left as it is says no; a yes/no toggle is answered "false".
      return field.kind === "boolean" ? { answer: "false", source: "default", from: "default:opt_out" } : NONE;
    case "decline":
      return hasChoices(field) ? choose(field, pickDecline(field.options), "default:decline", "default") : NONE;
    case "file":
      return field.kind === "file" ? answer(claim.url, claim.from) : NONE;
    case "bool": {
      const value = q.negated ? !claim.value : claim.value;
      // "X but not Y": the profile answers X only; X false makes it false, X true leaves Y unknown.
      if (q.conjunctNot && value && !claim.whole) return NONE;
      if (hasChoices(field)) return choose(field, pickYesNo(field.options, value), claim.from);
      if (BOOL_KINDS.has(field.kind)) return answer(String(value), claim.from);
      // "Names of any relatives here (write 'None' if none)": the word the label asks for none.
      if (!value && (TEXT_KINDS.has(field.kind) || field.kind === "textarea") && WRITE_NONE.test(q.text)) return answer("None", claim.from);
      const yesNo = YES_NO_QUESTION.test(q.question) || q.text.split(" ").length <= 4;
      // "If so, please give their names": a "Yes" alone does not answer it; a "No" does.
      if (value && ASKS_DETAILS.test(q.text)) return NONE;
      return (TEXT_KINDS.has(field.kind) || field.kind === "textarea") && yesNo ? answer(value ? "Yes" : "No", claim.from) : NONE;
    }
    case "number":
      if (hasChoices(field)) return choose(field, pickByNumber(field.options, claim.n), claim.from);
      // A number input takes the bare number: its unit is the label's ("in days", "in years").
      if (isNumberInput(field)) return answer(String(claim.n), claim.from);
      return TEXT_KINDS.has(field.kind) || field.kind === "textarea"
        ? answer(claim.unit ? `${claim.n} ${claim.unit}` : String(claim.n), claim.from)
        : NONE;
    case "when":
      if (field.kind === "date") return answer(claim.iso, claim.from);
      // A start known by its date is "Specific date" among spans ("Immediately / 2 weeks notice / Specific date").
      if (hasChoices(field))
        return choose(
          field,
          pickByDuration(field.options, claim.days) ??
            pickByText(field.options, claim.text) ??
            (/^\d{4}-\d{2}-\d{2}$/.test(claim.text)
              ? field.options.find((o) => /^(on )?(a )?specific (start )?date$/i.test(o.label.trim()))
              : undefined),
          claim.from,
        );
      return TEXT_KINDS.has(field.kind) || field.kind === "textarea" ? answer(claim.text, claim.from) : NONE;
    case "choose":
      if (hasChoices(field)) return choose(field, claim.pick(field.options), claim.from);
      return claim.text && (TEXT_KINDS.has(field.kind) || field.kind === "textarea") ? answer(claim.text, claim.from) : NONE;
    case "text": {
      if (hasChoices(field)) {
        if (field.kind === "multi_select" && claim.items && claim.items.length > 1) {
          const picked = [...new Set(claim.items.map((t) => pickByText(field.options, t)?.value).filter((v) => v !== undefined))];
          return picked.length ? { answer: JSON.stringify(picked), source: "profile", from: claim.from } : NONE;
        }
        const byText = [claim.text, ...(claim.alts ?? [])].map((t) => pickByText(field.options, t)).find(Boolean);
        if (byText) return choose(field, byText, claim.from);
        const p = polarity(claim.text);
        return p === "yes" || p === "no" ? choose(field, pickYesNo(field.options, p === "yes"), claim.from) : NONE;
      }
      if (BOOL_KINDS.has(field.kind)) {
        const p = polarity(claim.text);
        return p === "yes" || p === "no" ? answer(String(p === "yes"), claim.from) : NONE;
      }
      // Text cannot stand in for a document or a date, but a year is a year-only date (Workday's "YYYY" section).
      if (field.kind === "date" && field.fmt === "YYYY" && /^\d{4}$/.test(claim.text)) return answer(claim.text, claim.from);
      if (field.kind === "file" || field.kind === "date") return NONE;
      // A number input takes only a number: words are not one.
      if (isNumberInput(field)) return /^\d+(\.\d+)?$/.test(claim.text.trim()) ? answer(claim.text.trim(), claim.from) : NONE;
      return answer(claim.text, claim.from);
    }
  }
}

/** The account's default for the rule, fitted like any text answer. */
function fromAccount(field: FormField, rule: Rule, defaults: AnswerDefaults): Proposal {
  const value = defaults[rule.name];
  if (value === undefined) return NONE;
  const p = fit(
    field,
    { type: "text", text: value, from: `default:${rule.name}` },
    { text: "", question: "", negated: false, conjunctNot: false },
  );
  return p.answer === null ? NONE : { ...p, source: "default" };
}

/** The rule's built-in fallback, for a required question only ("Job board" else "Other"; "Mobile"). */
function fromBuiltIn(field: FormField, rule: Rule): Proposal {
  if (!field.required) return NONE;
  const from = `default:builtin:${rule.name}`;
  if (hasChoices(field)) return choose(field, builtInOption(rule.name, field.options), from, "default");
  const text = builtInText(rule.name);
  return text && (TEXT_KINDS.has(field.kind) || field.kind === "textarea") ? { answer: text, source: "default", from } : NONE;
}

/** What the account decides for all its candidates beside its answer defaults. */
export interface AnswerSettings {
  /** false: consent boxes are left to the review, not ticked (docs/api-rules.md#account). */
  autoConsent?: boolean;
  /** The platform's phone box takes the national number beside its own country-code picker of any kind (Workday's). */
  nationalPhone?: boolean;
}

/** The profile's answer; failing that, for a non-sensitive question, the account's default, then the built-in one. */
export function proposeAnswer(
  field: FormField,
  facts: ApplicantFacts,
  defaults: AnswerDefaults = {},
  settings: AnswerSettings = {},
): Proposal {
  if (field.kind === "display" || field.kind === "hidden") return NONE;
  // The options are fitted as the rule reads them: in English, with the form's own values.
  field = inEnglish(field);
  const found = recogniseInEnglish(field);
  let claim = found ? found.rule.claim(facts, found.q) : null;
  // A talent-pool box the form requires (it keeps every applicant's file) is part of applying: the
  // client's request to apply gives it, as any consent the application needs. Marketing, newsletters
  // and text messages never are.
  if (
    claim?.type === "opt_out" &&
    field.kind === "checkbox" &&
    field.required &&
    !/marketing|newsletter|promotion|\bsms\b|text messag|whatsapp|alerts?\b|\bnews\b|\bevents\b|\bupdates\b|email me/i.test(field.label)
  )
    claim = { type: "consent" };
  if (claim?.type === "consent" && settings.autoConsent === false) return NONE;
  const proposal = found && claim ? fit(field, claim, found.q) : NONE;
  if (proposal.answer !== null || !found || found.rule.sensitive) return proposal;
  const fromDefault = fromAccount(field, found.rule, defaults);
  return fromDefault.answer !== null ? fromDefault : fromBuiltIn(field, found.rule);
}

/**
 * The profile's own words for a non-sensitive question that no option fits ("Company website" for
 * "How did you hear about us?" offering categories): the second level of a two-level prompt may hold
 * them (../two-level.ts). Null when an option fits, or the profile has no words for it.
 */
export function wordsBeyondOptions(field: FormField, applicant: Applicant): { text: string; from: string } | null {
  const found = recognise(field);
  if (!found || found.rule.sensitive || !hasChoices(field)) return null;
  const claim = found.rule.claim(new ApplicantFacts(applicant), found.q);
  if (claim?.type !== "text" || pickByText(field.options, claim.text)) return null;
  return { text: claim.text, from: claim.from };
}

/** Whether an option says the words (by meaning, as answers are fitted). */
export const optionSays = (option: QuestionOption, text: string): boolean => pickByText([option], text) !== undefined;

/** A label that only makes sense after the question before it: "Which one?", "Please specify". */
const FOLLOW_UP =
  /^(which (one|1)|which|please specify|specify|please select|select one|source|details?|name|other)$|^(which|what|where|please specify|specify|if (so|yes|other))\b(\s\w+){0,2}$/;

/**
 * The second level of a two-level prompt ("How did you hear about us?" then "Which one?") is read
 * as a part of the question before it, when its own label says nothing the rules recognise.
 */
function inContext(field: FormField, before: FormField | undefined): FormField {
  // A label the page does not give is the field's key ("q_screening_question_102"): a follow-up too.
  const unnamed = field.label === field.key;
  if (!before || !(unnamed || FOLLOW_UP.test(words(field.label))) || recognise(field)) return field;
  return { ...field, label: `${before.label} ${field.label}` };
}

/** A label's words, to tell a question asked again in the same words (the next entry of a repeated section). */
export const askedWords = (label: string) =>
  label
    .toLowerCase()
    .replace(/[\s*:]+/g, " ")
    .trim();

/** Questions with proposed answers; the client's answers (review) win over the engine's. */
export function answerAll(
  fields: FormField[],
  applicant: Applicant,
  overrides: Record<string, string> = {},
  defaults: AnswerDefaults = {},
  settings: AnswerSettings = {},
): Array<ReviewQuestion & Pick<FormField, "widget" | "fmt">> {
  const facts = new ApplicantFacts(applicant);
  // A question asked again in the same words on one step is the next entry of a repeated section.
  const asked = new Map<string, number>();
  const entryOf = (field: FormField) => {
    const words = askedWords(field.label);
    const n = asked.get(words) ?? 0;
    asked.set(words, n + 1);
    return n;
  };
  const answered = fields.map((field, i) => {
    const given = overrides[field.key];
    const entry = entryOf(field);
    const proposal: Proposal =
      given !== undefined
        ? { answer: given, source: "client", from: null }
        : proposeAnswer(inContext(entry ? { ...field, entry } : field, fields[i - 1]), facts, defaults, settings);
    return { ...field, answer: proposal.answer, answer_source: proposal.source, answer_from: proposal.from };
  });
  return answered.map((q, i) => nationalNumber(q, [answered[i - 1], answered[i + 1]], settings.nationalPhone));
}

/**
 * A phone number beside a native country-code dropdown, which the form sends on its own, is the number
 * without that code, as a person types it there ("Canada (+1)" chosen, then 4165550172): such boxes
 * refuse a leading "+". A picker that is no native dropdown (intl-tel-input, Recruitee's) only helps
 * to type the full number, which its box wants, unless the platform says its picker is a question of
 * its own (`nationalPhone`: Workday's Country Phone Code).
 */
function nationalNumber<Q extends ReviewQuestion & FormField>(q: Q, around: Array<Q | undefined>, anyPicker = false): Q {
  if (q.answer_from !== "personalInformation.phone" || !q.answer?.startsWith("+") || q.options) return q;
  for (const code of around) {
    if (
      (code?.widget !== "select" && !(anyPicker && code?.widget === "listbox-button")) ||
      !code.options ||
      code.answer === null ||
      recogniseInEnglish(inEnglish(code))?.rule.name !== "phone_country"
    )
      continue;
    const dial = /\+\s?(\d{1,4})\b/.exec(code.options.find((o) => o.value === code.answer)?.label ?? "")?.[1];
    const digits = q.answer.replace(/[^\d+]/g, "");
    if (dial && digits.startsWith(`+${dial}`)) return { ...q, answer: digits.slice(dial.length + 1) };
  }
  return q;
}

/** Keys of required questions that still have no answer. */
export function unansweredKeys(questions: ReviewQuestion[]): string[] {
  return questions
    .filter((q) => q.required && q.kind !== "display" && q.kind !== "hidden" && (q.answer === null || q.answer === ""))
    .map((q) => q.key);
}

export { ApplicantFacts };
