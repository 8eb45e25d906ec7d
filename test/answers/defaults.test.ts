// Account defaults and built-in fallbacks (docs/answers.md, "Account defaults"): only for questions
// no profile answers, never for a sensitive one; the keys the API accepts and the ones it refuses.
import { describe, expect, it } from "vitest";
import { ApplicantFacts, answerAll, proposeAnswer } from "../../ats-adapters/answers";
import { RULES } from "../../ats-adapters/answers/rules";
import type { FormField } from "../../ats-adapters/engine/types";
import { ANSWER_DEFAULT_KEYS, answerDefaultKeyProblem } from "../../lib/answer-defaults";
import type { QuestionKind, QuestionOption } from "../../lib/domain";
import { applicantOf, loadProfiles } from "../../scripts/answer-corpus";

const profiles = loadProfiles();
const silent = new ApplicantFacts(applicantOf(profiles["us-sponsorship"]));
const options = (...labels: string[]): QuestionOption[] => labels.map((label, i) => ({ value: `o${i}`, label }));
const field = (label: string, kind: QuestionKind, opts: QuestionOption[] | null = null, required = true): FormField => ({
  key: "q_question_7",
  label,
  kind,
  required,
  options: opts,
  widget: "type",
  fmt: null,
});
const HEARD = options("LinkedIn", "Job Board (Indeed, Monster)", "Employee referral", "Other (please specify)");

describe("built-in fallbacks", () => {
  it("answers a required 'how did you hear' with a job-board option, else 'Other', else nothing", () => {
    expect(proposeAnswer(field("How did you hear about us?", "single_select", HEARD), silent)).toEqual({
      answer: "o1",
      source: "default",
      from: "default:builtin:how_did_you_hear",
    });
    expect(proposeAnswer(field("How did you hear about us?", "radio", options("LinkedIn", "Referral", "Other")), silent).answer).toBe("o2");
    // A named board may not be where the posting was found: no option means "job board" or "other".
    expect(proposeAnswer(field("Source", "single_select", options("Indeed", "Glassdoor", "Career fair")), silent).answer).toBeNull();
    expect(proposeAnswer(field("How did you hear about this job?", "text"), silent)).toMatchObject({
      answer: "Job board",
      source: "default",
    });
  });

  it("answers a required phone device type 'Mobile'", () => {
    expect(proposeAnswer(field("Phone Device Type", "single_select", options("Home", "Mobile", "Work")), silent)).toEqual({
      answer: "o1",
      source: "default",
      from: "default:builtin:phone_device_type",
    });
    expect(proposeAnswer(field("Phone type", "radio", options("Landline", "Cell phone")), silent).answer).toBe("o1");
  });

  it("leaves an optional question unanswered", () => {
    expect(proposeAnswer(field("How did you hear about us?", "single_select", HEARD, false), silent).answer).toBeNull();
  });

  it("never answers over the profile", () => {
    const told = new ApplicantFacts(applicantOf({ ...profiles["us-sponsorship"], howDidYouHear: "LinkedIn" } as never));
    expect(
      proposeAnswer(field("How did you hear about us?", "single_select", HEARD), told, { how_did_you_hear: "Referral" }),
    ).toMatchObject({ answer: "o0", source: "profile" });
  });
});

describe("account defaults", () => {
  it("win over the built-in ones, and fall back to them when no option fits", () => {
    const defaults = { how_did_you_hear: "Employee referral", phone_device_type: "Work" };
    expect(proposeAnswer(field("How did you hear about us?", "single_select", HEARD), silent, defaults)).toEqual({
      answer: "o2",
      source: "default",
      from: "default:how_did_you_hear",
    });
    expect(proposeAnswer(field("Phone Device Type", "single_select", options("Mobile", "Home")), silent, defaults)).toMatchObject({
      answer: "o0",
      from: "default:builtin:phone_device_type",
    });
    // The account's own choice also fills an optional question; the built-in never does.
    expect(proposeAnswer(field("How did you hear about us?", "text", null, false), silent, defaults).answer).toBe("Employee referral");
  });

  it("never answer a sensitive question, whatever key they use", () => {
    const defaults = { salary: "100000", sponsorship: "No", gender: "Female", veteran: "No" };
    const { salaryExpectation: _s, selfIdentification: _i, ...rest } = profiles["us-sponsorship"] as Record<string, unknown>;
    const silentOnThem = new ApplicantFacts(applicantOf(rest as never));
    for (const [label, opts] of [
      ["Desired salary", null],
      ["Will you require sponsorship to work in Japan?", options("Yes", "No")],
      ["Gender", options("Male", "Female")],
      ["Veteran status", options("Yes", "No")],
    ] as const) {
      expect(
        proposeAnswer(field(label, opts ? "single_select" : "text", opts ? [...opts] : null), silentOnThem, defaults).answer,
        label,
      ).toBeNull();
    }
  });

  it("reach every question of a form through answerAll, recorded as source default", () => {
    const [heard] = answerAll(
      [field("How did you hear about us?", "single_select", HEARD)],
      applicantOf(profiles["us-sponsorship"]),
      {},
      { how_did_you_hear: "LinkedIn" },
    );
    expect(heard).toMatchObject({ answer: "o0", answer_source: "default", answer_from: "default:how_did_you_hear" });
  });
});

describe("which keys an account may set", () => {
  it("accepts the documented keys and refuses sensitive ones by name, category or meaning", () => {
    expect(answerDefaultKeyProblem("how_did_you_hear")).toBeNull();
    expect(answerDefaultKeyProblem("phone_device_type")).toBeNull();
    for (const key of [
      "work_authorization",
      "sponsorship",
      "age",
      "date_of_birth",
      "gender",
      "ethnicity",
      "eeo",
      "demographics",
      "disability_status",
      "veteran_status",
      "criminal_record",
      "salary_expectation",
      "clearance",
    ]) {
      expect(answerDefaultKeyProblem(key), key).toMatch(/sensitive question/);
    }
    expect(answerDefaultKeyProblem("referral_source")).toMatch(/how_did_you_hear/);
    expect(answerDefaultKeyProblem("phone_type")).toMatch(/phone_device_type/);
    expect(answerDefaultKeyProblem("favourite_colour")).toMatch(/^is not a question that takes a default/);
  });

  it("refuse, as sensitive, every sensitive rule of the engine by its name and by its category", () => {
    const sensitive = RULES.filter((r) => r.sensitive);
    expect(sensitive.length).toBeGreaterThan(40);
    for (const key of new Set(sensitive.flatMap((r) => [r.name, r.category])))
      expect(answerDefaultKeyProblem(key), key).toMatch(/sensitive question/);
  });

  it("are rules of the engine that are not sensitive", () => {
    for (const key of ANSWER_DEFAULT_KEYS) {
      const rule = RULES.find((r) => r.name === key);
      expect(rule, key).toBeDefined();
      expect(rule?.sensitive, key).toBeFalsy();
    }
  });
});
