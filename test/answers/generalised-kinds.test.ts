// Mechanisms that read a kind of question rather than one wording (docs/answers.md): each test fails
// without its mechanism.
import { describe, expect, it } from "vitest";
import { proposeAnswer } from "../../ats-adapters/answers";
import { isNegated, numberRange, durationRange, words } from "../../ats-adapters/answers/text";
import type { FormField } from "../../ats-adapters/engine/types";
import { ask, facts, field } from "./ask";

describe("bounds said with 'no' or 'not'", () => {
  it("are bounds, not a question turned around", () => {
    expect(words("Is your notice period no longer than one month?")).toBe("is your notice period at most 1 month");
    expect(isNegated(words("Is your expected salary not more than $150,000?"))).toBe(false);
    expect(isNegated(words("Is your salary not what you expect?"))).toBe(true);
  });
  it("answer the notice period, salary and experience as at most or at least", () => {
    // us-citizen: 2 weeks' notice, $140,000 a year, 8 years; us-sponsorship: 1 month's notice.
    expect(ask("us-citizen", "Is your notice period not more than 2 weeks?").answer).toBe("y");
    expect(ask("us-sponsorship", "Is your notice period not more than 2 weeks?").answer).toBe("n");
    expect(ask("us-citizen", "Is your expected annual salary not more than $150,000?").answer).toBe("y");
    expect(ask("us-citizen", "Is your expected annual salary not less than $150,000?").answer).toBe("n");
    expect(ask("us-citizen", "Do you have not less than 5 years of experience?").answer).toBe("y");
  });
  it("read an option's range the same way", () => {
    expect(numberRange("Not more than 5 years")).toEqual([0, 5.999]);
    expect(numberRange("Up to $50k")).toEqual([0, 50000]);
    expect(durationRange("No more than 2 weeks")).toEqual([0, 14]);
  });
});

describe("status statements in other words", () => {
  const opts = (...labels: string[]) => labels.map((label, i) => ({ value: String(i), label }));
  it("reads 'I can work ... without requiring sponsorship' and '... now but ... in the future'", () => {
    const which = opts(
      "I can work in the U.S. without requiring sponsorship, now and in the future",
      "I can work in the U.S. now but will require sponsorship in the future",
      "I require sponsorship to work in the U.S. now",
    );
    expect(ask("us-citizen", "Which statement is true for you?", which).answer).toBe("0");
    expect(ask("eu-uk", "Which statement is true for you?", which).answer).toBe("2");
  });
  it("reads a right tied to the present employer and a permission to work", () => {
    const us = opts(
      "I am authorized to work in the United States for any employer",
      "I am authorized to work in the United States for my present employer only",
      "I require sponsorship to work in the United States",
    );
    expect(ask("us-sponsorship", "Which best describes your right to work in the United States?", us).answer).toBe("1");
    const uk = opts("I would need to obtain UK work permission", "I already have permission to work in the UK");
    expect(ask("eu-uk", "Please indicate whether you would need to obtain UK work permission.", uk).answer).toBe("1");
  });
});

describe("race list for a profile whose race field holds only Hispanic or Latino", () => {
  it("takes the decline option though 'Native Hawaiian or Other Pacific Islander' says 'Other'", () => {
    const races = [
      "American Indian or Alaska Native",
      "Asian",
      "Black or African American",
      "Native Hawaiian or Other Pacific Islander",
      "White",
      "I do not wish to answer",
    ].map((label, i) => ({ value: String(i), label }));
    expect(ask("us-citizen", "Race", races).answer).toBe("5");
    expect(ask("us-veteran", "Race", races).answer).toBe("2");
  });
});

describe("assent to a document or to a use of one's data", () => {
  const box = (label: string, required = true): FormField => ({ ...field(label, null), kind: "checkbox", required });
  const tick = (who: string, label: string) => proposeAnswer(box(label), facts[who]);
  it("is consent whatever the data or the document is about, not an answer about that subject", () => {
    for (const who of ["us-citizen", "us-veteran", "eu-uk"]) {
      expect(tick(who, "I consent to the company processing information about my criminal convictions.")).toMatchObject({
        answer: "true",
        from: "default:consent",
      });
      expect(tick(who, "I agree that the company may process my disability status for equal opportunities monitoring.").answer).toBe(
        "true",
      );
      expect(tick(who, "I acknowledge the company's policy on relationships with relatives in the workplace.").answer).toBe("true");
      expect(tick(who, "I agree that my right to work documents may be copied and stored.").answer).toBe("true");
    }
    const notice = [
      { value: "a", label: "I acknowledge" },
      { value: "d", label: "I do not acknowledge" },
    ];
    expect(ask("us-citizen", "Privacy notice for applicants with disabilities", notice).answer).toBe("a");
    expect(tick("us-citizen", "Applicant certification and agreement").answer).toBe("true");
  });
  it("leaves a statement of fact to its own rule", () => {
    expect(tick("eu-uk", "I confirm that I have the right to work in the United States.").answer).toBe("false");
    expect(tick("us-veteran", "I confirm that none of my relatives is employed by this company.").answer).toBe("false");
  });
});

describe("opt-ins in other words", () => {
  it("are declined, before the rules of what they mention", () => {
    const yesNo = (label: string) => ask("us-citizen", label).answer;
    expect(yesNo("May we contact you about other positions?")).toBe("n");
    expect(yesNo("Would you like us to consider you for similar roles in other locations?")).toBe("n");
    const optional = {
      ...field("Opt in to SMS notifications about my application status", null),
      kind: "checkbox" as const,
      required: false,
    };
    expect(proposeAnswer(optional, facts["us-citizen"]).answer).toBe(null);
    const alerts = { ...field("Email me job alerts for similar positions", null), kind: "checkbox" as const, required: true };
    expect(proposeAnswer(alerts, facts["us-citizen"]).answer).toBe(null);
  });
});

describe("years of experience in other words", () => {
  it("reads a span, a requirement and how long one has worked", () => {
    // eu-uk: 5 years; us-citizen: 8; ca-graduate: 1.5.
    expect(ask("eu-uk", "Do you have 3-5 years of experience?").answer).toBe("y");
    expect(ask("us-citizen", "Do you have 3-5 years of experience?").answer).toBe("n");
    expect(ask("eu-uk", "Do you meet the minimum requirement of 4 years' experience?").answer).toBe("y");
    expect(ask("us-citizen", "How long have you worked in the industry?", null).answer).toBe("8");
    expect(ask("us-citizen", "What is your total work experience?", null).answer).toBe("8");
    expect(ask("ca-graduate", "Have you been working for at least 5 years?").answer).toBe("n");
    const levels = ["Junior (0-2 years)", "Mid (3-5 years)", "Senior (6+ years)"].map((label, i) => ({ value: String(i), label }));
    expect(ask("ca-graduate", "Experience level", levels).answer).toBe("0");
    expect(ask("us-citizen", "Experience level", levels).answer).toBe("2");
  });
});

describe("work arrangement in other words", () => {
  it("reads 'remote work only' and 'remote work a must' as remote only", () => {
    expect(ask("eu-uk", "Are you looking for remote work only?").answer).toBe("y");
    expect(ask("us-veteran", "Is remote work a must for you?").answer).toBe("n");
  });
  it("does not pick 'None' among travel levels not stated as shares for someone who travels", () => {
    const levels = ["None", "Occasionally", "Frequently"].map((label, i) => ({ value: String(i), label }));
    expect(ask("us-citizen", "How much are you willing to travel?", levels).answer).toBe(null);
    expect(ask("ca-graduate", "How much are you willing to travel?", levels).answer).toBe("0");
  });
});

describe("what a fact does not say", () => {
  it("having been sponsored is the past, not the need", () => {
    for (const who of ["eu-uk", "ca-graduate", "us-sponsorship"])
      expect(ask(who, "Have you ever been sponsored for an H-1B before?").answer).toBe(null);
  });
  it("keeping a right throughout one's employment is a right held later", () => {
    expect(ask("us-sponsorship", "Will you be able to maintain your work authorization throughout your employment?").answer).toBe(null);
    expect(ask("us-citizen", "Will you be able to maintain your work authorization throughout your employment?").answer).toBe("y");
  });
  it("relatives here say nothing of a hiring role or a referral; none rules them out", () => {
    expect(ask("us-veteran", "Do you have a family member in a hiring role here?").answer).toBe(null);
    expect(ask("us-veteran", "Were you referred by a relative?").answer).toBe(null);
    expect(ask("us-citizen", "Do you have a family member in a hiring role here?").answer).toBe("n");
    expect(ask("us-veteran", "Are you related to any current employee, officer or board member of the company?").answer).toBe("y");
  });
  it("an Overseas Citizen of India is not an Indian citizen", () => {
    expect(ask("us-sponsorship", "Are you an Overseas Citizen of India (OCI)?").answer).toBe(null);
    expect(ask("us-sponsorship", "Do you hold Indian citizenship or an OCI card?").answer).toBe("y");
  });
  it("a licence says nothing of its points; none rules a clean one out", () => {
    expect(ask("us-citizen", "Do you have any points on your driving licence?").answer).toBe(null);
    expect(ask("eu-uk", "Do you hold a full, clean driving licence?").answer).toBe("n");
  });
});

describe("a citizenship set aside", () => {
  it("is not the citizenship asked, whether said 'citizen' or 'national'", () => {
    const other = "Are you a national of any country other than the US?";
    expect(ask("us-sponsorship", other).answer).toBe("y");
    expect(ask("us-citizen", other).answer).toBe(null);
    expect(ask("us-citizen", "Do you hold citizenship in any country besides the US?").answer).toBe(null);
  });
});

describe("a college diploma among degree levels", () => {
  it("is never an 'Associate's', whatever the option's spelling", () => {
    const levels = ["High School", "Associate's", "Bachelor's", "Master's", "Doctorate"].map((label, i) => ({ value: String(i), label }));
    expect(ask("ca-graduate", "What is your highest level of education?", levels).answer).toBe(null);
    expect(ask("us-citizen", "What is your highest level of education?", levels).answer).toBe("2");
  });
  it("completing high school is a level below any degree or diploma", () => {
    expect(ask("ca-graduate", "Have you completed high school?").answer).toBe("y");
  });
});

describe("start and notice in other words", () => {
  it("reads a day named with its weekday and 'available to join'", () => {
    // us-citizen: 2 weeks' notice; ca-graduate: from 2027-01-11.
    expect(ask("ca-graduate", "Can you start on Monday, January 4, 2027?").answer).toBe("n");
    const join = ["Immediately", "15 days", "30 days", "60 days"].map((label, i) => ({ value: String(i), label }));
    expect(ask("eu-uk", "When would you be available to join?", join).answer).toBe("0");
  });
  it("answers having a notice period, and serving one only for someone who can start at once", () => {
    expect(ask("us-citizen", "Do you have a notice period?").answer).toBe("y");
    expect(ask("eu-uk", "Do you have a notice period?").answer).toBe("n");
    expect(ask("eu-uk", "Are you currently serving a notice period?").answer).toBe("n");
    expect(ask("us-citizen", "Are you currently serving a notice period?").answer).toBe(null);
    expect(ask("eu-uk", "Have you already handed in your notice?").answer).toBe(null);
  });
});

describe("gender options by their initials", () => {
  it("reads 'M' and 'F' as male and female", () => {
    const mf = ["M", "F"].map((label) => ({ value: label, label }));
    expect(ask("us-citizen", "Sex", mf).answer).toBe("F");
    expect(ask("us-veteran", "Sex", mf).answer).toBe("M");
    expect(ask("ca-graduate", "Sex", mf).answer).toBe(null);
  });
});

describe("modes of work among options and in yes/no", () => {
  it("a preference between remote and office is answered only where one mode is ruled out", () => {
    const modes = ["Remotely", "In the office", "No preference"].map((label, i) => ({ value: String(i), label }));
    const label = "Would you prefer to work remotely or in the office?";
    expect(ask("us-veteran", label, modes).answer).toBe("1");
    expect(ask("eu-uk", label, modes).answer).toBe("0");
    expect(ask("us-citizen", label, modes).answer).toBe(null);
  });
  it("a remote role 'essential' is remote only; a quiet place at home is not said", () => {
    expect(ask("us-citizen", "Is a fully remote role essential for you?").answer).toBe("n");
    expect(ask("us-citizen", "Do you have a quiet place to work from home?").answer).toBe(null);
  });
});

describe("an option that says 'no' in form only", () => {
  it("'No preference' or 'Not sure' is never taken as a denial", () => {
    const opts = ["Definitely", "No preference"].map((label, i) => ({ value: String(i), label }));
    expect(ask("us-veteran", "Are you open to working remotely?", opts).answer).toBe(null);
  });
});

describe("a language level named twice over", () => {
  it("takes the option naming the profile's own level when two cover it ('C2' and 'Native')", () => {
    const cefr = ["A1", "A2", "B1", "B2", "C1", "C2", "Native"].map((label) => ({ value: label, label }));
    expect(ask("us-citizen", "What is your level of English?", cefr).answer).toBe("Native");
  });
});

describe("employment here in other words", () => {
  it("reads 'ever been an employee of this organization' as having worked here", () => {
    expect(ask("us-veteran", "Have you ever been an employee of this organization?").answer).toBe("y");
    expect(ask("us-citizen", "Have you ever been an employee of this organization?").answer).toBe("n");
  });
});

describe("what a question about one's clearance presupposes", () => {
  it("asks nothing of someone with none when it asks who granted it or when it expires", () => {
    expect(ask("us-citizen", "Which agency granted your clearance?", null).answer).toBe(null);
    expect(ask("us-citizen", "Clearance level (if none, enter 'None')", null).answer).toBe("None");
  });
});

describe("status and nationality lists in other words", () => {
  it("reads 'Foreign National' as not a citizen of the country asked", () => {
    const status = ["U.S. Citizen", "Permanent Resident", "Foreign National"].map((label) => ({ value: label, label }));
    expect(ask("us-citizen", "Citizenship status", status).answer).toBe("U.S. Citizen");
    expect(ask("eu-uk", "Citizenship status", status).answer).toBe("Foreign National");
  });
  it("reads a nationality list by its peoples' names", () => {
    const peoples = ["American", "British", "German", "Indian", "Other"].map((label) => ({ value: label, label }));
    expect(ask("us-sponsorship", "Nationality", peoples).answer).toBe("Indian");
    expect(ask("eu-uk", "Nationality", peoples).answer).toBe("German");
  });
});

describe("a box stating a fact in the first person", () => {
  const box = (label: string): FormField => ({ ...field(label, null), kind: "checkbox", required: true });
  it("is the question it answers, not an agreement ticked by applying", () => {
    const label = "I am a U.S. citizen or permanent resident.";
    expect(proposeAnswer(box(label), facts["us-citizen"]).answer).toBe("true");
    expect(proposeAnswer(box(label), facts["eu-uk"]).answer).toBe("false");
    expect(proposeAnswer(box(label), facts["us-sponsorship"]).answer).toBe("false");
  });
  it("leaves a statement no rule reads to the required-statement consent", () => {
    expect(proposeAnswer(box("I am aware that this role involves handling confidential data."), facts["us-citizen"]).answer).toBe("true");
  });
});

describe("levels, pronouns and days in other forms", () => {
  const opts = (...labels: string[]) => labels.map((label) => ({ value: label, label }));
  it("reads a language named beside a scale of levels", () => {
    const scale = opts("1 - Basic", "2 - Conversational", "3 - Professional", "4 - Fluent", "5 - Native");
    expect(ask("us-citizen", "Rate your Spanish", scale).answer).toBe("4 - Fluent");
  });
  it("answers 'Do you use they/them pronouns?' from the profile's own", () => {
    expect(ask("ca-graduate", "Do you use they/them pronouns?").answer).toBe("y");
    expect(ask("us-citizen", "Do you use they/them pronouns?").answer).toBe("n");
    expect(ask("us-sponsorship", "Do you use they/them pronouns?").answer).toBe(null);
  });
  it("reads a day written day first, and 'a few weeks'", () => {
    expect(ask("ca-graduate", "Are you available to start before 1 January 2027?").answer).toBe("n");
    const when = opts("Immediately", "Few Weeks", "~1 month", "A few months");
    expect(ask("us-citizen", "Assuming you accepted an offer, when would you be able to start?", when).answer).toBe("Few Weeks");
  });
});

describe("a time-zone option whose brackets name a country", () => {
  it("is read as that country's zone, not a city's", () => {
    const zones = ["Pacific (PT)", "Eastern (ET)", "GMT/BST (UK)", "Central European (CET)"].map((label) => ({ value: label, label }));
    expect(ask("eu-uk", "Which time zone do you work from?", zones).answer).toBe("GMT/BST (UK)");
  });
});

describe("relocation, how soon and whether planned", () => {
  it("willing to relocate says nothing of how soon or of a plan; unwilling rules a deadline out", () => {
    expect(ask("us-sponsorship", "Is relocating within the next 3 months an option for you?").answer).toBe(null);
    expect(ask("us-citizen", "Is relocating within the next 3 months an option for you?").answer).toBe("n");
    expect(ask("us-sponsorship", "Are you planning to relocate in the near future?").answer).toBe(null);
    expect(ask("us-sponsorship", "Are you willing to move for this job?").answer).toBe("y");
  });
});

describe("a phone's country code among bare codes", () => {
  it("is read from the number's own prefix", () => {
    const codes = ["+1", "+44", "+49", "+91"].map((label) => ({ value: label, label }));
    expect(ask("eu-uk", "Phone country code", codes).answer).toBe("+44");
    expect(ask("ca-graduate", "Phone country code", codes).answer).toBe("+1");
  });
});
