// Kinds of question, each checked on several wordings a form might use (docs/answers.md,
// "Entailment"), so that a kind is answered however it is phrased, and only as far as the profile goes.
import { describe, expect, it } from "vitest";
import { ApplicantFacts, proposeAnswer } from "../../ats-adapters/answers";
import type { FormField } from "../../ats-adapters/engine/types";
import type { QuestionKind } from "../../lib/domain";
import { applicantOf, loadProfiles, RESUME_URL } from "../../scripts/answer-corpus";

const facts = Object.fromEntries(Object.entries(loadProfiles()).map(([k, p]) => [k, new ApplicantFacts(applicantOf(p, RESUME_URL))]));
const field = (label: string, options: string[] | null = ["Yes", "No"], kind: QuestionKind = "radio"): FormField => ({
  key: "q_question_1",
  label,
  kind: options ? kind : "text",
  required: true,
  options: options?.map((o) => ({ value: o, label: o })) ?? null,
  widget: "type",
  fmt: null,
});
/** The answer each profile gets, for the profiles named. */
const answers = (label: string, who: string[], options?: string[] | null, kind?: QuestionKind) =>
  Object.fromEntries(who.map((w) => [w, proposeAnswer(field(label, options, kind), facts[w]).answer]));

describe("the European Union named beside other countries or unions", () => {
  it("is one of several places to work: any of them for 'or', and the profile's own entries only", () => {
    for (const label of [
      "Can you legally work in Canada or the European Union?",
      "Are you authorised to work in the EU or in Canada?",
      "Do you have the right to work in Canada and/or the EU?",
      "Is it legal for you to work in Canada or the European Union?",
    ]) {
      // A Canadian citizen, and a German with an entry for the Union; the US citizen has neither entry.
      expect(answers(label, ["ca-graduate", "eu-uk", "us-citizen"]), label).toEqual({
        "ca-graduate": "Yes",
        "eu-uk": "Yes",
        "us-citizen": null,
      });
    }
    expect(answers("Are you eligible to work in the United States or the EEA?", ["us-citizen", "eu-uk", "ca-graduate"])).toEqual({
      "us-citizen": "Yes",
      "eu-uk": "Yes",
      "ca-graduate": null,
    });
  });

  it("is one of several citizenships a slash lists: a member state's citizen is an EU citizen", () => {
    for (const label of [
      "Are you an EU/EEA/Swiss citizen? (No work permit needed)",
      "Are you an EU / EEA / Swiss national?",
      "Do you hold EU or Swiss citizenship?",
      "Are you a citizen of an EU/EEA country or Switzerland?",
    ]) {
      // French and German citizens; the US citizen's other citizenships are not known.
      expect(answers(label, ["ca-graduate", "eu-uk", "us-citizen"]), label).toEqual({
        "ca-graduate": "Yes",
        "eu-uk": "Yes",
        "us-citizen": null,
      });
    }
  });
});
