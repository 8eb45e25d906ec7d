// One question asked of a reference profile (test/answers/profiles/), as the form engine asks it: the
// fixture the kinds' tests share.
import { ApplicantFacts, proposeAnswer } from "../../ats-adapters/answers";
import type { FormField } from "../../ats-adapters/engine/types";
import type { QuestionOption } from "../../lib/domain";
import { applicantOf, loadProfiles } from "../../scripts/answer-corpus";

export const profiles = loadProfiles();
export const facts = Object.fromEntries(Object.entries(profiles).map(([k, p]) => [k, new ApplicantFacts(applicantOf(p))]));
export const YES_NO: QuestionOption[] = [
  { value: "y", label: "Yes" },
  { value: "n", label: "No" },
];
export const field = (label: string, options: QuestionOption[] | null = YES_NO): FormField => ({
  key: "q_question_1",
  label,
  kind: options ? "single_select" : "text",
  required: true,
  options,
  widget: "type",
  fmt: null,
});
/** The answer proposed to `who` (a profile's file name) for a required question with these options (none: a text box). */
export const ask = (who: string, label: string, options?: QuestionOption[] | null) => proposeAnswer(field(label, options), facts[who]);
