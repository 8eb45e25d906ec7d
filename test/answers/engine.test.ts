// The answer engine on the hard cases (docs/answers.md), one behaviour per test, and the corpus bar:
// no sensitive mistake outside the held-out round, and each development round at its floor.
import { describe, expect, it } from "vitest";
import { ApplicantFacts, answerAll, proposeAnswer, recognise } from "../../ats-adapters/answers";
import { RULES } from "../../ats-adapters/answers/rules";
import type { FormField } from "../../ats-adapters/engine/types";
import type { QuestionKind, QuestionOption } from "../../lib/domain";
import { profileSchema } from "../../lib/profile";
import {
  applicantOf,
  fieldOf,
  formatReport,
  HELD_OUT_ROUNDS,
  OPEN_ROUNDS,
  loadCorpus,
  loadProfiles,
  type Miss,
  ROUND_FLOORS,
  scoreCorpus,
} from "../../scripts/answer-corpus";

const profiles = loadProfiles();
const facts = Object.fromEntries(
  Object.entries(profiles).map(([k, p]) => [k, new ApplicantFacts(applicantOf(p, "https://files.example.test/cv.pdf"))]),
);
const YN: QuestionOption[] = [
  { value: "y", label: "Yes" },
  { value: "n", label: "No" },
];
const field = (label: string, kind: QuestionKind = "single_select", options: QuestionOption[] | null = YN): FormField => ({
  key: "q_question_9",
  label,
  kind,
  required: true,
  options,
  widget: "type",
  fmt: null,
});
const ask = (who: string, label: string, kind?: QuestionKind, options?: QuestionOption[] | null) =>
  proposeAnswer(field(label, kind, options), facts[who]);

describe("the corpus", () => {
  it("makes no sensitive mistake and keeps each development round at its floor (held-out rounds are only reported)", () => {
    const score = scoreCorpus();
    expect(score.total).toBeGreaterThanOrEqual(6000); // > 1,900 questions, 3 to 5 profiles each
    const exempt = (round: number) => HELD_OUT_ROUNDS.has(round) || round in OPEN_ROUNDS;
    expect(
      score.sensitiveMistakes.filter((m) => !exempt(m.round)),
      formatReport(score, { misses: false }),
    ).toEqual([]);
    for (const [round, ceiling] of Object.entries(OPEN_ROUNDS)) {
      const invented = score.sensitiveMistakes.filter((m) => m.round === Number(round));
      expect(invented.length, `round ${round}'s invented sensitive answers`).toBeLessThanOrEqual(ceiling);
    }
    for (const [round, floor] of Object.entries(ROUND_FLOORS)) {
      const r = score.byRound.get(Number(round));
      expect(r, `round ${round} is in the corpus`).toBeDefined();
      expect(r!.correct / r!.total, `round ${round}: ${r!.correct}/${r!.total}`).toBeGreaterThanOrEqual(floor);
    }
  });

  it("answers a sensitive question only from a profile field or with the form's decline option, even with defaults", () => {
    const minimal = { ...profiles["us-sponsorship"] } as Record<string, unknown>;
    for (const k of ["salaryExpectation", "languages", "skills", "selfIdentification", "links"]) delete minimal[k];
    const defaults = Object.fromEntries(RULES.map((r) => [r.name, "Yes"]));
    const f = new ApplicantFacts(applicantOf(minimal as never));
    let answered = 0;
    loadCorpus().forEach((q, i) => {
      const found = recognise(fieldOf(q, i));
      if (!found?.rule.sensitive) return;
      const p = proposeAnswer(fieldOf(q, i), f, defaults);
      if (p.answer === null) return;
      answered++;
      const ok =
        (p.source === "profile" &&
          f.at(
            p
              .from!.replace(/\[(\d+)\]/g, ".$1")
              .split(".")
              .slice(0, 2)
              .join("."),
          ) !== undefined) ||
        p.from === "default:decline";
      expect(ok, `${q.label} -> ${p.answer} (${p.source} ${p.from})`).toBe(true);
    });
    // Enough sensitive questions were answered for the check to mean something.
    expect(answered).toBeGreaterThan(100);
  });

  it("reports a held-out round by its score and invented count only, never by its misses", () => {
    const miss = (round: number, label: string): Miss => ({
      profile: "us-citizen",
      round,
      category: "age",
      label,
      expected: "No",
      got: "Yes",
      sensitive: true,
    });
    const held = miss(7, "A held-out question");
    const dev = miss(8, "A development question");
    const report = formatReport({
      total: 4,
      correct: 2,
      misses: [held, dev],
      sensitiveMistakes: [held, dev],
      byCategory: new Map([["age", { total: 4, correct: 2, sensitiveMistakes: 2 }]]),
      byRound: new Map([
        [7, { total: 2, correct: 1 }],
        [8, { total: 2, correct: 1 }],
      ]),
      disputed: [{ ...miss(7, "A disputed held-out question"), why: "because" }],
    });
    expect(report).toContain("held out: round 7 50.0% (1 invented)");
    expect(report).not.toContain("held out: round 8");
    expect(report).toContain("! us-citizen | age | A development question | No | Yes");
    expect(report).not.toContain("A held-out question");
    expect(report).not.toContain("A disputed held-out question");
  });

  it("reference profiles are valid profiles (optional fields included)", () => {
    for (const [name, p] of Object.entries(profiles)) expect(profileSchema.safeParse(p).success, name).toBe(true);
  });
});

describe("polarity and countries", () => {
  it("turns a negated question around", () => {
    expect(ask("us-citizen", "Will you NOT require sponsorship now or in the future?").answer).toBe("y");
    expect(ask("us-sponsorship", "Will you NOT require sponsorship now or in the future?").answer).toBe("n");
    expect(ask("us-citizen", "Are you under 18 years of age?").answer).toBe("n");
  });

  it("answers authorisation per country, and nothing for a country the profile does not cover", () => {
    expect(ask("eu-uk", "Are you legally authorized to work in the United States?")).toMatchObject({
      answer: "n",
      from: "workAuthorization.countries[3].authorized",
    });
    expect(ask("eu-uk", "Do you have the right to work in Germany?").answer).toBe("y");
    expect(ask("us-citizen", "Are you authorized to work in the UK?")).toMatchObject({ answer: null, source: "none" });
    expect(ask("us-sponsorship", "Do you need visa sponsorship to work in the United States?")).toMatchObject({
      answer: "y",
      from: "workAuthorization.countries[0].needsSponsorship",
    });
  });

  it("reads the place a question names: the EEA, a city; and 'authorize' alone is not about work", () => {
    expect(ask("us-citizen", "Do you possess the legal right to work in the European Economic Area?").answer).toBeNull();
    expect(ask("us-citizen", "Would you need visa support to join us in Berlin?").answer).toBeNull();
    expect(ask("eu-uk", "Would you need visa support to join us in Berlin?").answer).toBe("n");
    expect(ask("eu-uk", "Do you authorize us to conduct a background check?").answer).toBeNull();
  });

  it("picks the status option that is true, never the sponsorship one for a candidate who needs none", () => {
    const options = ["U.S. Citizen", "Permanent Resident", "H-1B Visa", "Require sponsorship", "Not authorized"].map((l, i) => ({
      value: String(i),
      label: l,
    }));
    expect(ask("us-citizen", "Work authorization status", "single_select", options).answer).toBe("0");
    expect(ask("us-sponsorship", "Work authorization status", "single_select", options).answer).toBe("2");
  });
});

describe("durations and numbers", () => {
  it("compares the notice period with 'within N weeks of an offer'", () => {
    expect(ask("us-citizen", "Can you start within two weeks of an offer?")).toMatchObject({
      answer: "y",
      from: "workPreferences.noticePeriod",
    });
    expect(ask("us-sponsorship", "Can you start within two weeks of an offer?").answer).toBe("n");
    expect(ask("eu-uk", "Can you start within 14 days?")).toMatchObject({ answer: "y", from: "workPreferences.canStartImmediately" });
  });

  it("matches years to range options and per-skill experience to the skill", () => {
    const ranges = ["Less than 1 year", "1-2 years", "3-5 years", "6+ years"].map((l) => ({ value: l, label: l }));
    expect(ask("us-citizen", "How many years of experience do you have with Python?", "single_select", ranges)).toMatchObject({
      answer: "6+ years",
      from: "skills[0].years",
    });
    expect(ask("us-citizen", "How many years of experience do you have with Rust?", "text", null).answer).toBeNull();
  });

  it("reads skills given as plain names: experience yes, years unknown", () => {
    const f = new ApplicantFacts(applicantOf({ ...profiles["us-citizen"], skills: ["Rust"] as never }));
    expect(proposeAnswer(field("Do you have experience with Rust?"), f)).toMatchObject({ answer: "y", from: "skills" });
    expect(proposeAnswer(field("How many years of experience do you have with Rust?", "text", null), f).answer).toBeNull();
  });

  it("never converts a salary into another currency", () => {
    expect(ask("eu-uk", "Desired salary (USD)", "text", null).answer).toBeNull();
    expect(ask("eu-uk", "Desired salary (GBP)", "text", null)).toMatchObject({ answer: "85000", from: "salaryExpectation" });
  });
});

describe("sources", () => {
  it("records where each answer came from, and declines EEO the profile is silent on", () => {
    const gender = [
      { value: "m", label: "Male" },
      { value: "f", label: "Female" },
      { value: "d", label: "Decline To Self Identify" },
    ];
    expect(ask("us-citizen", "Gender", "single_select", gender)).toEqual({
      answer: "f",
      source: "profile",
      from: "selfIdentification.gender",
    });
    expect(ask("us-sponsorship", "Gender", "single_select", gender)).toEqual({ answer: "d", source: "default", from: "default:decline" });
  });

  it("uses an account default only for a non-sensitive question the profile cannot answer", () => {
    const defaults = { how_did_you_hear: "Job board", salary: "100000" };
    const heard = proposeAnswer(field("How did you hear about us?", "text", null), facts["us-sponsorship"], defaults);
    expect(heard).toEqual({ answer: "Job board", source: "default", from: "default:how_did_you_hear" });
    expect(proposeAnswer(field("Desired salary", "text", null), facts["us-sponsorship"], defaults).answer).toBeNull();
  });

  it("gives the consent an application needs, declines opt-ins, and leaves consent to the review when the account says so", () => {
    const privacy = field("I have read and accept the privacy policy and consent to the processing of my personal data", "checkbox", null);
    const sms = field("Do you agree to receive text messages about your application?");
    expect(proposeAnswer(privacy, facts["us-citizen"])).toEqual({ answer: "true", source: "default", from: "default:consent" });
    expect(proposeAnswer(sms, facts["us-citizen"])).toEqual({ answer: "n", source: "default", from: "default:opt_out" });
    expect(proposeAnswer(privacy, facts["us-citizen"], {}, { autoConsent: false })).toEqual({ answer: null, source: "none", from: null });
    expect(proposeAnswer(sms, facts["us-citizen"], {}, { autoConsent: false }).answer).toBe("n");
  });

  it("puts answer_from on every review question, null for the client's own answers", () => {
    const [engine, client] = answerAll(
      [field("First name", "text", null), { ...field("Last name", "text", null), key: "q_last" }],
      applicantOf(profiles["us-citizen"]),
      { q_last: "G." },
    );
    expect(engine).toMatchObject({ answer: "Maria", answer_source: "profile", answer_from: "personalInformation.firstName" });
    expect(client).toMatchObject({ answer: "G.", answer_source: "client", answer_from: null });
  });
});
