// Kinds of question answered by entailment from the profile, or left unanswered (docs/answers.md,
// "Entailment"): the right to work in a country named by its immigration steps, its nationality or in
// any case; a visa named beside a citizenship; a right held later than now; an offered salary
// ceiling; a criminal record with an exception or in another language; "unwilling" and "at no time".
import { describe, expect, it } from "vitest";
import { ApplicantFacts, proposeAnswer } from "../../ats-adapters/answers";
import type { FormField } from "../../ats-adapters/engine/types";
import { applicantOf, loadProfiles } from "../../scripts/answer-corpus";

const facts = Object.fromEntries(Object.entries(loadProfiles()).map(([k, p]) => [k, new ApplicantFacts(applicantOf(p))]));
const yesNo = (label: string): FormField => ({
  key: "q_question_1",
  label,
  kind: "radio",
  required: true,
  options: [
    { value: "y", label: "Yes" },
    { value: "n", label: "No" },
  ],
  widget: "type",
  fmt: null,
});
const ask = (who: string, label: string) => proposeAnswer(yesNo(label), facts[who]);

describe("a country named by its immigration steps or its nationality", () => {
  it("reads a Labour Market Impact Assessment as sponsorship in Canada", () => {
    const label = "To hire you, would we have to apply for an LMIA?";
    expect(ask("ca-graduate", label)).toMatchObject({ answer: "n", from: "workAuthorization.countries[0].needsSponsorship" });
    // No Canadian entry: the profile says nothing of Canada, not its own country's sponsorship.
    expect(ask("us-citizen", label).answer).toBeNull();
    expect(ask("eu-uk", label).answer).toBeNull();
  });

  it("reads 'a work permit application the employer supports' as sponsorship, not as holding the right", () => {
    const label = "Will you need the company to support a work permit application for you?";
    expect(ask("us-citizen", label)).toMatchObject({ answer: "n", from: "workAuthorization.needsSponsorship" });
    expect(ask("us-sponsorship", label)).toMatchObject({ answer: "y" });
  });

  it("answers needing 'an Indian work visa' from the profile's entry for India only", () => {
    const label = "Would you require an Indian work visa to work from our Pune office?";
    expect(ask("us-sponsorship", label)).toMatchObject({ answer: "n", from: "workAuthorization.countries[1].status" });
    expect(ask("eu-uk", label).answer).toBeNull();
    expect(ask("us-citizen", label).answer).toBeNull();
  });
});

describe("a visa named beside a citizenship", () => {
  const label = "Are you a Mexican or Canadian national who will require TN status?";
  it("says no for someone who needs no US visa at all", () => {
    expect(ask("us-citizen", label)).toMatchObject({ answer: "n", from: "workAuthorization.countries[0].needsSponsorship" });
  });
  it("leaves it open for a Canadian who needs sponsorship, since that does not say TN", () => {
    expect(ask("ca-graduate", label).answer).toBeNull();
    expect(ask("eu-uk", label).answer).toBeNull();
  });
});

describe("a right to work held later than now", () => {
  it("holds for a citizen or permanent resident, and is not known for a visa holder", () => {
    const label = "Will you remain authorized to work in your home country for the next three years?";
    expect(ask("us-citizen", label)).toMatchObject({ answer: "y", from: "workAuthorization.countries[0].status" });
    expect(ask("eu-uk", label)).toMatchObject({ answer: "y", from: "workAuthorization.countries[0].status" });
    expect(ask("us-sponsorship", label).answer).toBeNull();
  });

  it("is no for someone without the right now when asked now as well, and each country of several counts", () => {
    expect(ask("eu-uk", "Are you eligible to work in the United States now and for the duration of the contract?").answer).toBe("n");
    const both = "Are you legally allowed to work in the United Kingdom and the United States, now and for the duration of the role?";
    expect(ask("eu-uk", both).answer).toBe("n");
    expect(ask("us-citizen", both).answer).toBeNull();
  });
});

describe("an offered salary ceiling", () => {
  it("meets an expectation at or below it and not one above it, in the profile's own currency only", () => {
    expect(ask("eu-uk", "The salary for this role goes up to £95,000. Does that work for you?")).toMatchObject({
      answer: "y",
      from: "salaryExpectation",
    });
    expect(ask("eu-uk", "We can pay a salary of as much as £80,000. Is this within your expectations?").answer).toBe("n");
    expect(ask("us-citizen", "We can pay a salary of as much as £80,000. Is this within your expectations?").answer).toBeNull();
  });
});

describe("a criminal record asked with an exception or in another language", () => {
  it("no record rules out a conviction other than what the question leaves out", () => {
    expect(ask("us-citizen", "Other than parking tickets, have you ever been convicted of an offence?").answer).toBe("n");
    // What the exception brings back in ("but including traffic offences") still reaches beyond the flag.
    expect(ask("us-citizen", "Excluding parking tickets but including traffic offences, have you been convicted?").answer).toBeNull();
  });

  it("reads the question and its yes/no options in Spanish, Portuguese, German and French", () => {
    const options = (yes: string, no: string) => [
      { value: "1", label: yes },
      { value: "0", label: no },
    ];
    const asked = (label: string, yes: string, no: string) =>
      proposeAnswer({ ...yesNo(label), options: options(yes, no) }, facts["eu-uk"]).answer;
    expect(asked("¿Tiene antecedentes penales?", "Sí", "No")).toBe("0");
    expect(asked("Já foi condenado por algum crime?", "Sim", "Não")).toBe("0");
    expect(asked("Wurden Sie jemals verurteilt?", "Ja", "Nein")).toBe("0");
    expect(asked("Avez-vous un casier judiciaire ?", "Oui", "Non")).toBe("0");
    // A profile silent on its record gets nothing, in any language.
    expect(proposeAnswer({ ...yesNo("Sind Sie vorbestraft?"), options: options("Ja", "Nein") }, facts["us-sponsorship"]).answer).toBeNull();
  });
});

describe("a country named in any case", () => {
  it("is a country the profile says nothing about, not the profile's own, in Title Case or lower case", () => {
    for (const label of [
      "Do You Have The Right To Work In New Zealand Without Employer Sponsorship?",
      "do you have the right to work in new zealand without employer sponsorship?",
    ])
      expect(ask("us-citizen", label).answer).toBeNull();
    expect(ask("us-citizen", "Do you have the right to work in the United States without employer sponsorship?").answer).toBe("y");
  });
});

describe("a question turned around by 'unwilling' or 'at no time'", () => {
  it("answers the opposite of the plain question", () => {
    expect(ask("us-sponsorship", "Are you unwilling to relocate for this job?").answer).toBe("n");
    expect(ask("ca-graduate", "Are you unwilling to relocate for this job?").answer).toBe("y");
    expect(ask("us-veteran", "Have you at no time worked for this company before?").answer).toBe("n");
    expect(ask("us-citizen", "Have you at no time worked for this company before?").answer).toBe("y");
  });
});
