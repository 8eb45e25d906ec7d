// Questions as forms ask them (first met on independent pages, test/independent), answered as answerAll
// gives them to a form: a list the profile holds takes every option it names; a phone beside a native
// country-code dropdown is typed without that code; a combined race and ethnicity list; a box agreeing
// to the application's certification.
import { describe, expect, it } from "vitest";
import { answerAll } from "../../ats-adapters/answers";
import type { FormField, Widget } from "../../ats-adapters/engine/types";
import { applicantOf } from "../../scripts/answer-corpus";
import type { Profile } from "../../lib/profile";
import { profiles } from "./ask";

const box = (key: string, label: string, widget: Widget = "type", options: FormField["options"] = null): FormField => ({
  key,
  label,
  kind: options ? (widget === "checkbox-group" ? "multi_select" : "single_select") : "text",
  required: true,
  options,
  widget,
  fmt: null,
});
const answersOf = (who: string | Profile, fields: FormField[]) =>
  Object.fromEntries(answerAll(fields, applicantOf(typeof who === "string" ? profiles[who] : who)).map((q) => [q.key, q.answer]));

describe("a list the profile holds", () => {
  it("ticks each language of the profile that a multi-choice question offers", () => {
    const languages = ["English", "French", "German", "Spanish"].map((l) => ({ value: l.toLowerCase(), label: l }));
    const answers = answersOf("ca-graduate", [box("q_lang", "Which languages can you work in?", "checkbox-group", languages)]);
    expect(JSON.parse(answers.q_lang!)).toEqual(["french", "english"]);
  });
});

describe("a phone beside its country code", () => {
  const codes = [
    { value: "CA", label: "Canada (+1)" },
    { value: "GB", label: "United Kingdom (+44)" },
    { value: "US", label: "United States (+1)" },
  ];
  it("is the national number after a native dropdown of codes", () => {
    const answers = answersOf("eu-uk", [box("q_code", "Country code", "select", codes), box("q_mobile", "Mobile")]);
    expect(answers).toEqual({ q_code: "GB", q_mobile: "7700900123" });
  });

  it("stays the full number beside a picker that is no native dropdown, or with no dropdown at all", () => {
    const picker = answersOf("eu-uk", [box("q_code", "Select country calling code", "listbox-button", codes), box("q_mobile", "Phone")]);
    expect(picker.q_mobile).toBe("+447700900123");
    expect(answersOf("eu-uk", [box("q_mobile", "Mobile")]).q_mobile).toBe("+447700900123");
  });

  it("is the national number beside a picker of any kind where the platform says it is a question of its own", () => {
    const fields = [box("q_code", "Country Phone Code", "listbox-button", codes), box("q_mobile", "Phone Number")];
    const answers = answerAll(fields, applicantOf(profiles["eu-uk"]), {}, {}, { nationalPhone: true });
    expect(answers.map((q) => q.answer)).toEqual(["GB", "7700900123"]);
  });
});

describe('a combined race and ethnicity list (EEO-1\'s "White (Not Hispanic or Latino)")', () => {
  const races = [
    "Hispanic or Latino",
    "White (Not Hispanic or Latino)",
    "Black or African American (Not Hispanic or Latino)",
    "I do not wish to answer",
  ].map((label, i) => ({ value: String(i), label }));
  const white = (hispanicOrLatino: boolean): Profile => ({
    ...profiles["us-citizen"],
    selfIdentification: { ...profiles["us-citizen"].selfIdentification, race: "White", hispanicOrLatino },
  });
  it("is Hispanic or Latino for a Hispanic applicant of any race, never a race that says not Hispanic", () => {
    expect(answersOf(white(true), [box("q_race", "Race/Ethnicity", "select", races)]).q_race).toBe("0");
  });
  it("is the race for an applicant who is not Hispanic", () => {
    expect(answersOf(white(false), [box("q_race", "Race/Ethnicity", "select", races)]).q_race).toBe("1");
  });
});

describe("a box agreeing to the application's certification", () => {
  it("is ticked as the application's assent, not read as a professional certification held", () => {
    const certify = { ...box("q_certified", "I have read and agree to the applicant certification above."), kind: "checkbox" as const };
    expect(answersOf("us-citizen", [certify]).q_certified).toBe("true");
  });
});

describe("an education table's end year", () => {
  it("is the graduation year where the field is keyed as Zoho Recruit's education details", () => {
    const to = box("q_educational_details_0_duration_to", "Duration To (year)");
    expect(answersOf("us-citizen", [to]).q_educational_details_0_duration_to).toBe(
      String(profiles["us-citizen"].education![0].graduationYear),
    );
  });

  it("is the graduation year in an education entry's year-only 'To (Actual or Expected)', and no year for a full date", () => {
    const to = (fmt: string) => ({
      ...box("q_to", "To (Actual or Expected)"),
      kind: "date" as const,
      widget: "date-sections" as const,
      fmt,
    });
    expect(answersOf("us-citizen", [to("YYYY")]).q_to).toBe("2016");
    expect(answersOf("us-citizen", [to("MM/DD/YYYY")]).q_to).toBeNull();
  });
});

describe("a North American phone asked in three boxes", () => {
  it("is its area code, its first three digits and its last four, and nothing for a number elsewhere", () => {
    const parts = [
      box("q_area", "Primary Phone area code"),
      box("q_prefix", "Primary Phone first three digits"),
      box("q_line", "Primary Phone last four digits"),
    ];
    expect(answersOf("us-citizen", parts)).toEqual({ q_area: "512", q_prefix: "555", q_line: "0123" });
    expect(answersOf("eu-uk", parts)).toEqual({ q_area: null, q_prefix: null, q_line: null });
  });
});

describe("a certification named by its abbreviation", () => {
  it("is held when the profile's certification gives that abbreviation in brackets", () => {
    const cpa: Profile = { ...profiles["us-citizen"], certifications: ["Certified Public Accountant (CPA), Oregon"] };
    const asked = {
      ...box("q_cpa", "Do you hold an active CPA license?", "radio", [
        { value: "Yes", label: "Yes" },
        { value: "No", label: "No" },
      ]),
      kind: "radio" as const,
    };
    expect(answersOf(cpa, [asked]).q_cpa).toBe("Yes");
  });
});

describe("an employer whose name holds a relative's word", () => {
  it("is still this employer: 'Beacon Health Partners' asks about working here, not about a partner", () => {
    const asked = {
      ...box("q_before", "Have you previously worked for Beacon Health Partners?", "radio", [
        { value: "true", label: "Yes" },
        { value: "false", label: "No" },
      ]),
      kind: "radio" as const,
    };
    expect(answersOf("us-citizen", [asked]).q_before).toBe("false");
  });
});

describe("entries of a repeated education section", () => {
  it("answer the second 'School' and 'Degree' of a step from the second education, highest first", () => {
    const two = {
      ...profiles["us-citizen"],
      education: [
        { university: "Boston University", degree: "Bachelor of Science", fieldOfStudy: "Biology", graduationYear: 2014 },
        { university: "Tufts University", degree: "Master of Science", fieldOfStudy: "Statistics", graduationYear: 2017 },
      ],
    } as Profile;
    const fields = [
      box("q_s1", "School"),
      box("q_f1", "Field of Study"),
      box("q_s2", "School"),
      box("q_f2", "Field of Study"),
      box("q_s3", "School"),
    ];
    expect(answersOf(two, fields)).toEqual({
      q_s1: "Tufts University",
      q_f1: "Statistics",
      q_s2: "Boston University",
      q_f2: "Biology",
      q_s3: null,
    });
  });
});

describe("languages one works in professionally", () => {
  it("are those of the profile at a professional level or above, not a conversational one", () => {
    const languages = ["English", "French", "Punjabi"].map((l) => ({ value: l, label: l }));
    const speaker = {
      ...profiles["us-citizen"],
      languages: [
        { language: "English", proficiency: "native" },
        { language: "French", proficiency: "professional" },
        { language: "Punjabi", proficiency: "conversational" },
      ],
    } as Profile;
    const q = box(
      "q_work_in",
      "Which of the following languages can you work in professionally? (select all that apply)",
      "checkbox-group",
      languages,
    );
    expect(JSON.parse(answersOf(speaker, [q]).q_work_in!)).toEqual(["English", "French"]);
  });
});

describe("which certifications of a kind", () => {
  const which = (label: string) => box("q_certs", label);
  const holding = (certifications: string[]) => ({ ...profiles["us-citizen"], certifications }) as Profile;
  it("lists those of the profile that are of that kind, by their issuers, and nothing when none is", () => {
    const held = holding(["AWS Certified Developer - Associate", "Certified Public Accountant (CPA)"]);
    expect(answersOf(held, [which("Which public cloud certifications do you hold?")]).q_certs).toBe("AWS Certified Developer - Associate");
    expect(answersOf(held, [which("What project management certifications do you have?")]).q_certs).toBeNull();
    expect(answersOf(held, [which("Which welding certifications do you hold?")]).q_certs).toBeNull();
  });

  it("ticks each held one among the options offered", () => {
    const held = holding(["PMP", "Certified ScrumMaster (CSM)"]);
    const options = ["PMP", "PRINCE2 Practitioner", "Certified ScrumMaster (CSM)", "None of these"].map((l) => ({ value: l, label: l }));
    const q = box("q_certs", "Which of the following certifications do you currently hold?", "checkbox-group", options);
    expect(JSON.parse(answersOf(held, [q]).q_certs!)).toEqual(["PMP", "Certified ScrumMaster (CSM)"]);
  });
});

describe("a number input", () => {
  const number = (key: string, label: string): FormField => ({ ...box(key, label), kind: "number" as FormField["kind"] });
  it("takes the bare number, in the label's unit, and never words", () => {
    const answers = answersOf("us-citizen", [
      number("q_years", "Berufserfahrung in Jahren"),
      number("q_notice", "Notice period required by your current employer (in days)"),
      number("q_first", "First name"),
    ]);
    expect(answers).toEqual({ q_years: "8", q_notice: "14", q_first: null });
    expect(answersOf("us-veteran", [number("q_rate", "Hourly rate you expect, in US dollars")]).q_rate).toBe("85");
  });
});
