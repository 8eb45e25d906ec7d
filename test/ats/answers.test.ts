// The answer engine, table-driven over real-world label phrasings, including the traps
// (sponsorship vs authorisation, "without sponsorship", negations) and the never-invent rules.
import { describe, expect, it } from "vitest";
import { ApplicantFacts, proposeAnswer } from "../../ats-adapters/answers";
import { polarity } from "../../ats-adapters/engine/option-meaning";
import { pickPlace } from "../../ats-adapters/engine/option-meaning";
import type { FormField } from "../../ats-adapters/engine/types";
import type { QuestionKind } from "../../lib/domain";
import { testApplicant } from "./helpers";

const YES_NO = [
  { value: "1", label: "Yes" },
  { value: "0", label: "No" },
];
const field = (label: string, kind: QuestionKind = "text", options: FormField["options"] = null, key = "q_question_1"): FormField => ({
  key,
  label,
  kind,
  required: true,
  options,
  widget: "type",
  fmt: null,
});

const applicant = testApplicant("jane@inbox.localhost", {
  links: { linkedin: "https://linkedin.com/in/jane", portfolio: "https://jane.dev" },
  eeo: { gender: "Female", veteran: false },
  extra: { desiredSalary: "150000", howDidYouHear: "LinkedIn", yearsOfExperience: 4, pronouns: "she/her" },
});
const facts = new ApplicantFacts(applicant);
const sponsoredFacts = new ApplicantFacts({
  ...applicant,
  profile: { ...applicant.profile, workAuthorization: { isAuthorizedToWork: false, needsSponsorship: true } },
});
const bare = new ApplicantFacts(testApplicant("bare@inbox.localhost", {}));

describe("yes/no questions by meaning", () => {
  it.each([
    // [label, expected option value for Jane: authorised, no sponsorship, over 18, no relocation ...]
    ["Are you legally authorized to work in the United States?", "1"],
    ["Are you eligible to work in the country where this role is located?", "1"],
    ["Will you now or in the future require sponsorship for employment visa status (e.g. H-1B visa status)?", "0"],
    ["Do you now or in the future require sponsorship?", "0"],
    ["Will you require visa sponsorship to work for us?", "0"],
    ["Are you authorized to work in the US without requiring sponsorship now or in the future?", "1"],
    ["Are you legally authorized to work in the United States without the need for employer sponsorship?", "1"],
    ["Are you at least 18 years of age?", "1"],
    ["Are you willing to relocate?", "0"],
    ["Are you able to work on-site three days a week?", "1"],
    ["Can you commute to our office in San Francisco?", "1"],
    ["Can you commute to our office in Austin?", "0"], // she lives in San Francisco and will not relocate (docs/answers.md, Work arrangement)
    ["Can you start immediately?", "1"],
    ["Do you have reliable transportation?", "1"],
    ["Will you require any reasonable accommodations during the interview process?", "0"],
    ["Have you previously worked for Acme?", "0"],
    ["Are you a current or former employee of this company?", "0"],
    ["Do you hold an active security clearance?", "0"],
    ["Are you related to a government official?", "0"],
  ])("%s", (label, expected) => {
    expect(proposeAnswer(field(label, "single_select", YES_NO), facts)).toMatchObject({
      answer: expected,
      source: expected === null ? "none" : "profile",
    });
  });

  it("answers the sponsorship trap the other way for a candidate who needs it", () => {
    expect(proposeAnswer(field("Do you now or in the future require sponsorship?", "radio", YES_NO), sponsoredFacts).answer).toBe("1");
    expect(proposeAnswer(field("Are you authorized to work in the US?", "radio", YES_NO), sponsoredFacts).answer).toBe("0");
    expect(proposeAnswer(field("Are you authorized to work without sponsorship?", "radio", YES_NO), sponsoredFacts).answer).toBe("0");
  });

  it("chooses options by what they mean, not by their position", () => {
    const opts = [
      { value: "a", label: "I will require sponsorship" },
      { value: "b", label: "I will not require sponsorship" },
    ];
    expect(proposeAnswer(field("Visa sponsorship", "radio", opts), facts).answer).toBe("b");
    expect(proposeAnswer(field("Visa sponsorship", "radio", opts), sponsoredFacts).answer).toBe("a");
    const auth = [
      { value: "x", label: "No, I am not authorized" },
      { value: "y", label: "Yes, I am authorized to work in the US" },
    ];
    expect(proposeAnswer(field("Work authorization", "single_select", auth), facts).answer).toBe("y");
  });

  it("answers booleans and checkboxes with true/false and text with Yes/No", () => {
    expect(proposeAnswer(field("Are you over 18?", "boolean"), facts)).toMatchObject({ answer: "true", source: "profile" });
    expect(proposeAnswer(field("Willing to relocate?", "checkbox"), facts)).toMatchObject({ answer: "false", source: "profile" });
    expect(proposeAnswer(field("Do you require sponsorship?", "text"), facts)).toMatchObject({ answer: "No", source: "profile" });
  });
});

describe("text questions by meaning", () => {
  it.each([
    ["First Name", "Jane"],
    ["Given name", "Jane"],
    ["Legal first name", "Jane"],
    ["Last Name", "Doe"],
    ["Surname / family name", "Doe"],
    ["Full name", "Jane Doe"],
    ["Name", "Jane Doe"],
    ["Email address", "jane@inbox.localhost"],
    ["Confirm your email", "jane@inbox.localhost"],
    ["Mobile phone number", "+14155550100"],
    ["Street address", "1 Market St"],
    ["City", "San Francisco"],
    ["State / Province", "California"],
    ["ZIP / Postal code", "94105"],
    ["Country of residence", "United States"],
    ["Current location", "San Francisco, California"],
    ["LinkedIn Profile", "https://linkedin.com/in/jane"],
    ["Portfolio / personal website", "https://jane.dev"],
    ["School", "Stanford University"],
    ["University attended", "Stanford University"],
    ["Degree", "Bachelor of Science"],
    ["Desired salary", "150000"],
    ["What are your compensation expectations?", "150000"],
    ["How did you hear about us?", "LinkedIn"],
    ["Pronouns", "she/her"],
    ["When can you start?", "Immediately"],
  ])("%s", (label, expected) => {
    expect(proposeAnswer(field(label), facts)).toMatchObject({ answer: expected, source: "profile" });
  });

  it("answers a location lookup with the country too, once per place name, and picks that place among namesakes", () => {
    const uk = new ApplicantFacts(testApplicant("uk@inbox.localhost", {}));
    Object.assign(uk.p.personalInformation, { city: "London", state: "London", country: "United Kingdom" });
    expect(proposeAnswer(field("Location (City)", "typeahead"), uk)).toMatchObject({
      answer: "London, United Kingdom",
      from: "personalInformation.city+country",
    });
    expect(proposeAnswer(field("Current location", "text"), uk).answer).toBe("London");
    expect(proposeAnswer(field("City", "typeahead"), facts).answer).toBe("San Francisco, California, United States");
    const suggestions = ["London, Ontario, Canada", "Londonderry, Northern Ireland, United Kingdom", "London, England, United Kingdom"];
    expect(pickPlace("London, United Kingdom", suggestions)).toBe(2);
    expect(
      pickPlace("San Francisco, California, United States", [
        "San Francisco de Macorís, Duarte, Dominican Republic",
        "South San Francisco, CA, United States",
        "San Francisco, CA, United States",
      ]),
    ).toBe(2);
    expect(pickPlace("Springfield, Illinois", suggestions)).toBe(-1);
  });

  it("uses the field's key when the label says nothing", () => {
    expect(proposeAnswer(field("", "text", null, "q_first_name"), facts).answer).toBe("Jane");
  });

  it("matches text answers to options: degree levels, countries, numeric ranges", () => {
    const levels = ["High school", "Associate's Degree", "Bachelor's Degree", "Master's Degree", "Doctorate"].map((l, i) => ({
      value: String(i),
      label: l,
    }));
    expect(proposeAnswer(field("What is the highest level of education you have completed?", "single_select", levels), facts).answer).toBe(
      "2",
    );
    const countries = [
      { value: "CA", label: "Canada" },
      { value: "US", label: "United States of America" },
    ];
    expect(proposeAnswer(field("Country", "single_select", countries), facts).answer).toBe("US");
    const ranges = ["0-2", "3-5", "6-10", "10+"].map((l) => ({ value: l, label: l }));
    expect(proposeAnswer(field("How many years of professional experience do you have?", "single_select", ranges), facts).answer).toBe(
      "3-5",
    );
  });

  it("gives a date for a date question when the candidate can start now", () => {
    const answer = proposeAnswer(field("Earliest start date", "date"), facts).answer!;
    expect(answer).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("hands the resume URL to file questions and nothing to text ones", () => {
    expect(proposeAnswer(field("Resume/CV", "file"), facts)).toMatchObject({ answer: applicant.resumeUrl, source: "profile" });
    expect(proposeAnswer(field("Paste your resume text", "textarea"), facts).answer).toBeNull();
  });
});

describe("never inventing", () => {
  const gender = ["Male", "Female", "Decline To Self Identify"].map((l, i) => ({ value: String(i + 1), label: l }));
  const veteran = [
    { value: "1", label: "I am not a protected veteran" },
    { value: "2", label: "I identify as one or more of the classifications of protected veteran" },
    { value: "3", label: "I don't wish to answer" },
  ];

  it("answers EEO questions from the profile", () => {
    expect(proposeAnswer(field("Gender", "single_select", gender), facts)).toMatchObject({ answer: "2", source: "profile" });
    expect(proposeAnswer(field("Veteran Status", "single_select", veteran), facts)).toMatchObject({ answer: "1", source: "profile" });
  });

  it("declines EEO questions the profile is silent on, or leaves them unanswered", () => {
    expect(proposeAnswer(field("Gender", "single_select", gender), bare)).toMatchObject({ answer: "3", source: "default" });
    expect(proposeAnswer(field("Veteran Status", "single_select", veteran), bare)).toMatchObject({ answer: "3", source: "default" });
    expect(
      proposeAnswer(
        field("Race", "single_select", [
          { value: "a", label: "Asian" },
          { value: "w", label: "White" },
        ]),
        bare,
      ),
    ).toMatchObject({ answer: null, source: "none" });
    expect(proposeAnswer(field("Gender identity", "text"), bare)).toMatchObject({ answer: null, source: "none" });
  });

  it("leaves salary and links unanswered when the profile has nothing; sourcing takes the built-in default", () => {
    for (const label of ["Desired salary", "LinkedIn URL", "GitHub", "Current employer"]) {
      expect(proposeAnswer(field(label), bare)).toMatchObject({ answer: null, source: "none" });
    }
    expect(proposeAnswer(field("How did you hear about this job?"), bare)).toEqual({
      answer: "Job board",
      source: "default",
      from: "default:builtin:how_did_you_hear",
    });
  });

  it("does not answer for a country the profile says nothing about", () => {
    // Jane's profile is a US one with no per-country entries: the UK is not hers to claim.
    expect(proposeAnswer(field("Do you have the right to work in the UK?", "single_select", YES_NO), facts).answer).toBeNull();
    expect(proposeAnswer(field("Will you require sponsorship to work in the UK?", "single_select", YES_NO), facts).answer).toBeNull();
  });

  it("does not pick an option that does not mean the answer", () => {
    const odd = [
      { value: "a", label: "Maybe" },
      { value: "b", label: "Ask me later" },
    ];
    expect(proposeAnswer(field("Are you authorized to work in the US?", "radio", odd), facts).answer).toBeNull();
    expect(proposeAnswer(field("What is your favourite colour?"), facts).answer).toBeNull();
    expect(proposeAnswer(field("Employee referral code"), facts).answer).toBeNull();
  });

  it("ticks consent boxes by default and leaves display/hidden alone", () => {
    expect(proposeAnswer(field("I have read and accept the Privacy Policy", "checkbox"), bare)).toMatchObject({
      answer: "true",
      source: "default",
    });
    expect(proposeAnswer(field("By checking this box I am electronically signing this application.", "checkbox"), bare)).toMatchObject({
      answer: "true",
      source: "default",
    });
    expect(proposeAnswer(field("Sign me up for marketing updates", "checkbox"), bare).answer).toBeNull();
    expect(proposeAnswer({ ...field("First name"), kind: "display" }, facts).answer).toBeNull();
  });
});

describe("option polarity", () => {
  it.each([
    ["Yes", "yes"],
    ["No", "no"],
    ["Yes, I am authorized", "yes"],
    ["No, I do not have a disability", "no"],
    ["I am not a protected veteran", "no"],
    ["I will not require sponsorship", "no"],
    ["I don't wish to answer", "decline"],
    ["Prefer not to say", "decline"],
    ["Decline To Self Identify", "decline"],
    ["I do not want to answer", "decline"],
    ["Not declared", "decline"],
    ["I DO NOT WISH TO SELF-IDENTIFY", "decline"],
    ["Maybe", "unknown"],
  ])("%s → %s", (label, expected) => {
    expect(polarity(label)).toBe(expected);
  });
});
