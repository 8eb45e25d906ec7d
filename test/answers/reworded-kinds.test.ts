// Kinds of question that say a fact the profile holds in other words (docs/answers.md): the fact under
// another name (payroll, immigration support, a paid position), a place by a state code
// two countries use or after a comma, years of a skill named by its activity, citizenships counted or
// listed, salary bounds after a currency code, sex at birth and orientation, petitions the employer
// files, what home's state or country sets, a clearance's status, a visa held, a border state.
import { describe, expect, it } from "vitest";
import { ApplicantFacts, proposeAnswer } from "../../ats-adapters/answers";
import type { FormField } from "../../ats-adapters/engine/types";
import { applicantOf } from "../../scripts/answer-corpus";
import { ask, facts, field, profiles } from "./ask";

/** A yes/no question as a radio group. */
const yesNo = (label: string): FormField => ({ ...field(label), kind: "radio" });

describe("the same fact in other words", () => {
  it("reads being 'on our payroll' as having worked here", () => {
    const label = "Have you been on our payroll at any time in the past?";
    expect(ask("us-citizen", label)).toMatchObject({ answer: "n", from: "backgroundCheck.hasWorkedForCompanyBefore" });
    expect(ask("us-veteran", label).answer).toBe("y");
  });
  it("reads working 'without any immigration support' as working without sponsorship, not as working here", () => {
    const label = "Are you able to work for us in the US without any immigration support from the company?";
    expect(ask("us-citizen", label).answer).toBe("y");
    expect(ask("us-sponsorship", label).answer).toBe("n");
  });
  it("reads holding 'a paid position' now as being employed, which only a current employer says", () => {
    const label = "At present, do you hold a paid position with any employer?";
    expect(ask("us-citizen", label)).toMatchObject({ answer: "y", from: "employment.currentCompany" });
    expect(ask("eu-uk", label).answer).toBeNull();
  });
  it("reads the 'present job title' as the current one and 'the date you could begin work' as the start", () => {
    const text = (label: string, kind: FormField["kind"]): FormField => ({ ...yesNo(label), kind, options: null });
    expect(proposeAnswer(text("What is your present job title?", "text"), facts["us-citizen"]).answer).toBe("Senior Data Engineer");
    expect(proposeAnswer(text("Date you could begin work", "date"), facts["ca-graduate"]).answer).toBe("2027-01-11");
  });
});

describe("a place named with a state code two countries use", () => {
  it("reads 'Bellevue, WA' in home's country: Washington for someone in Seattle, far for someone in Austin", () => {
    const label = "Are you able to commute to our Bellevue, WA office?";
    expect(ask("us-sponsorship", label)).toMatchObject({ answer: "y", from: "workPreferences.canWorkInPerson+personalInformation.city" });
    expect(ask("us-citizen", label).answer).toBe("n");
  });
  it("reads whether one's home is within an area as where one lives", () => {
    const label = "Is your home within the Greater Toronto Area (GTA)?";
    expect(ask("ca-graduate", label)).toMatchObject({ answer: "y", from: "personalInformation.city" });
    expect(ask("us-citizen", label).answer).toBe("n");
  });
});

describe("years of experience asked in other shapes", () => {
  const choice = (label: string, options: string[]): FormField => ({
    ...yesNo(label),
    kind: "single_select",
    options: options.map((o) => ({ value: o, label: o })),
  });
  it("reads a skill's years with the unit after it ('SQL experience (years, banded)') against bands", () => {
    const field = choice("SQL experience (years, banded)", ["None", "Less than 1", "1-3", "4-6", "7+"]);
    expect(proposeAnswer(field, facts["us-citizen"])).toMatchObject({ answer: "7+", from: "skills[1].years" });
  });
  it("reads 'years of professional use' as experience, and a note that bands 'share their ends' is not a request for words", () => {
    expect(ask("us-sponsorship", "Java: do you have five or more years of professional use?")).toMatchObject({ answer: "y" });
    const bands = choice("Years of experience (bands share their ends)", [
      "Less than 1 year",
      "1-3 years",
      "3-5 years",
      "5-10 years",
      "10+ years",
    ]);
    expect(proposeAnswer(bands, facts["ca-graduate"]).answer).toBe("1-3 years");
    // 5 is on a shared end: in two bands, in none for certain.
    expect(proposeAnswer(bands, facts["eu-uk"]).answer).toBeNull();
  });
});

describe("the countries of one's citizenship", () => {
  const text = (label: string): FormField => ({ ...yesNo(label), kind: "text", options: null });
  it("lists every citizenship in a text box, and reads 'one of your countries of citizenship' as one country", () => {
    expect(proposeAnswer(text("Country (or countries) of which you are a citizen"), facts["ca-graduate"]).answer).toBe("Canada, France");
    expect(proposeAnswer(text("Country (or countries) of which you are a citizen"), facts["us-sponsorship"]).answer).toBe("India");
    expect(ask("ca-graduate", "Is Canada one of your countries of citizenship?")).toMatchObject({ answer: "y" });
  });
});

describe("the subject studied", () => {
  it("is the highest degree's field, not its title", () => {
    const field: FormField = { ...yesNo("Subject studied for your highest degree"), kind: "text", options: null };
    expect(proposeAnswer(field, facts["eu-uk"])).toMatchObject({ answer: "Informatics", from: "education[0].fieldOfStudy" });
  });
});

describe("a salary with its currency written as a code, or asked in other words", () => {
  const text = (label: string): FormField => ({ ...yesNo(label), kind: "text", options: null });
  it("compares the expectation with a bound after a code ('CAD 70,000 per year or less')", () => {
    expect(ask("ca-graduate", "Is your expected salary CAD 70,000 per year or less?")).toMatchObject({
      answer: "y",
      from: "salaryExpectation",
    });
    expect(ask("ca-graduate", "Are you seeking more than CAD 60,000 per year?").answer).toBe("y");
    expect(ask("ca-graduate", "Are you seeking more than CAD 70,000 per year?").answer).toBe("n");
    // Another currency is never converted.
    expect(ask("us-citizen", "Is your expected salary CAD 70,000 per year or less?").answer).toBeNull();
  });
  it("reads 'target annual base pay' and the French and Spanish words for the expectation", () => {
    expect(proposeAnswer(text("Target annual base pay in US dollars"), facts["us-citizen"]).answer).toBe("140000");
    expect(proposeAnswer(text("Prétentions salariales annuelles (CAD)"), facts["ca-graduate"]).answer).toBe("68000");
    expect(proposeAnswer(text("Pretensión salarial anual bruta"), facts["eu-uk"]).answer).toBe("85000");
  });
});

describe("sex at birth and orientation as forms ask them", () => {
  const choice = (label: string, options: string[]): FormField => ({
    ...yesNo(label),
    kind: "single_select",
    options: options.map((o) => ({ value: o, label: o })),
  });
  it("takes the decline option for a list of sexes the trans flag does not answer", () => {
    const field = choice("What sex were you assigned at birth?", ["Female", "Male", "Intersex", "Prefer not to say"]);
    expect(proposeAnswer(field, facts["ca-graduate"])).toMatchObject({ answer: "Prefer not to say", from: "default:decline" });
  });
  it("reads a gender identity matching the birth certificate as the trans flag turned around", () => {
    const field = choice("Does your gender identity match the sex recorded on your original birth certificate?", [
      "Yes",
      "No",
      "Prefer not to say",
    ]);
    expect(proposeAnswer(field, facts["ca-graduate"])).toMatchObject({ answer: "Yes", from: "selfIdentification.transgender" });
  });
  it("reads 'Sexuelle Orientierung' with its German options", () => {
    const field = choice("Sexuelle Orientierung", ["Heterosexuell", "Schwul/Lesbisch", "Bisexuell", "Andere", "Keine Angabe"]);
    expect(proposeAnswer(field, facts["ca-graduate"]).answer).toBe("Bisexuell");
    expect(proposeAnswer(field, facts["us-citizen"]).answer).toBe("Keine Angabe");
  });
});

describe("petitions the employer files", () => {
  it("reads filing a green card or an immigrant petition as permanent sponsorship: no for a citizen, not known for a visa holder", () => {
    for (const label of [
      "Will you require us to file a green card (PERM) application for you?",
      "Will you ever need us to file an immigrant petition (employment-based green card, Form I-140) for you?",
    ]) {
      expect(ask("us-citizen", label)).toMatchObject({ answer: "n", from: "workAuthorization.countries[0].status" });
      expect(ask("us-sponsorship", label).answer).toBeNull();
    }
  });
  it("reads filing or transferring a work visa on one's behalf as sponsorship", () => {
    const label = "Will you require the company to file or transfer a work visa on your behalf in order to work for us in the U.S.?";
    expect(ask("us-sponsorship", label).answer).toBe("y");
    expect(ask("us-citizen", label).answer).toBe("n");
  });
});

describe("what home's state or country sets", () => {
  it("reads the age of majority 'in your state or province' as 18 where it is 18", () => {
    const label = "Have you reached the age of majority in your state or province?";
    expect(ask("ca-graduate", label)).toMatchObject({ answer: "y", from: "personalInformation.isOver18" });
    expect(ask("eu-uk", label)).toMatchObject({ answer: "y", from: "personalInformation.isOver18" });
    // 19 in British Columbia: being over 18 does not reach it.
    const bc = {
      ...profiles["ca-graduate"],
      personalInformation: { ...profiles["ca-graduate"].personalInformation, state: "British Columbia" },
    };
    expect(proposeAnswer(yesNo(label), new ApplicantFacts(applicantOf(bc))).answer).toBeNull();
  });
  it("reads 'a country whose currency is the pound sterling' as home's country's currency", () => {
    const label = "Is your home in a country whose currency is the pound sterling?";
    expect(ask("eu-uk", label)).toMatchObject({ answer: "y", from: "personalInformation.country" });
    expect(ask("us-veteran", label).answer).toBe("n");
  });
});

describe("a start asked beside other words", () => {
  const choice = (label: string, options: string[]): FormField => ({
    ...yesNo(label),
    kind: "single_select",
    options: options.map((o) => ({ value: o, label: o })),
  });
  it("reads the earliest start date 'taking into account any notice period' as the start", () => {
    const field: FormField = {
      ...yesNo("What is the earliest date you could start, taking into account any notice period or other commitments?"),
      kind: "date",
      options: null,
    };
    expect(proposeAnswer(field, facts["ca-graduate"])).toMatchObject({ answer: "2027-01-11", from: "workPreferences.earliestStartDate" });
  });
  it("takes 'Specific date' for a start known by its date, and nothing for a notice no span holds", () => {
    const field = choice("Available to start", ["Immediately", "2 weeks notice", "Specific date"]);
    expect(proposeAnswer(field, facts["ca-graduate"]).answer).toBe("Specific date");
    expect(proposeAnswer(field, facts["us-sponsorship"]).answer).toBeNull();
  });
});

describe("social mobility asked by the school attended", () => {
  it("takes the decline option: the profile has no field for it", () => {
    const field: FormField = {
      ...yesNo("Did you mainly attend a state-run or state-funded school between the ages of 11 and 16?"),
      options: ["Yes", "No", "Prefer not to say"].map((o) => ({ value: o, label: o })),
    };
    expect(proposeAnswer(field, facts["us-citizen"])).toMatchObject({ answer: "Prefer not to say", from: "default:decline" });
  });
});

describe("a form's date and Germany's disability status as noun labels", () => {
  it("reads 'Date (Form CC-305)' as the day of signing", () => {
    const field: FormField = { ...yesNo("Date (Form CC-305)"), kind: "date", options: null };
    expect(proposeAnswer(field, facts["us-citizen"])).toMatchObject({
      answer: new Date().toISOString().slice(0, 10),
      from: "default:today",
    });
  });
  it("reads 'Schwerbehinderung oder Gleichstellung' as the German-law disability: no for someone with none, else the decline", () => {
    const field: FormField = {
      ...yesNo("Schwerbehinderung oder Gleichstellung (freiwillig)"),
      options: ["ja", "nein", "keine Angabe"].map((o) => ({ value: o, label: o })),
    };
    expect(proposeAnswer(field, facts["us-citizen"]).answer).toBe("nein");
    expect(proposeAnswer(field, facts["eu-uk"]).answer).toBe("keine Angabe");
  });
});

describe("a skill named by its activity or with its number in words", () => {
  it("reads 'experience managing projects' as Project Management, not as experience overall", () => {
    const label = "Do you have at least 10 years of experience managing projects?";
    expect(ask("us-veteran", label)).toMatchObject({ answer: "y", from: "skills[0].years" });
    // 8 years in all says nothing of managing projects.
    expect(ask("us-citizen", label).answer).toBeNull();
  });
  it("reads 'Six Sigma' asked as '6 sigma', and 'experienced with' as experience", () => {
    expect(ask("us-veteran", "Do you have Six Sigma experience?")).toMatchObject({ answer: "y", from: "skills" });
    expect(ask("us-veteran", "Are you experienced with Six Sigma methodologies?").answer).toBe("y");
    expect(ask("us-citizen", "Are you experienced with Six Sigma methodologies?").answer).toBeNull();
  });
});

describe("citizenships counted and a status named with its extension", () => {
  it("reads 'citizenship in two or more countries' as dual citizenship", () => {
    expect(ask("ca-graduate", "Do you have citizenship in two or more countries at the same time?").answer).toBe("y");
    expect(ask("us-citizen", "Do you have citizenship in two or more countries?").answer).toBeNull();
  });
  it("reads 'Is your current U.S. status F-1 OPT or STEM OPT extension?' as the status held, not an extension asked for", () => {
    const label = "Is your current U.S. status F-1 OPT or STEM OPT extension?";
    expect(ask("us-sponsorship", label)).toMatchObject({ answer: "n", from: "workAuthorization.countries[0].visa" });
    expect(ask("eu-uk", label).answer).toBe("n");
  });
});

describe("a clearance's status and the right to take paid work", () => {
  it("takes 'Active' among clearance statuses for a clearance held, and nothing for none (never held is the past)", () => {
    const field: FormField = {
      ...yesNo("Status of your security clearance"),
      kind: "single_select",
      options: ["Active", "Inactive or expired", "I have never held a clearance"].map((o) => ({ value: o, label: o })),
    };
    expect(proposeAnswer(field, facts["us-veteran"])).toMatchObject({ answer: "Active", from: "backgroundCheck.hasGovernmentClearance" });
    expect(proposeAnswer(field, facts["us-citizen"]).answer).toBeNull();
  });
  it("reads 'the right to take paid work in the UK' as the right to work there", () => {
    expect(ask("eu-uk", "Do you already hold the right to take paid work in the UK?")).toMatchObject({ answer: "y" });
  });
});

describe("a permit only non-citizens hold", () => {
  it("says no EU Blue Card for a citizen of a member state, and nothing for anyone else", () => {
    expect(ask("eu-uk", "Do you hold an EU Blue Card?")).toMatchObject({ answer: "n", from: "workAuthorization.countries[1].status" });
    expect(ask("us-sponsorship", "Do you hold an EU Blue Card?").answer).toBeNull();
  });
});

describe("the visa held, written in a text box", () => {
  const text = (label: string): FormField => ({ ...yesNo(label), kind: "text", options: null });
  it("is the entry's visa, and nothing for someone who holds none", () => {
    expect(proposeAnswer(text("If you hold a U.S. visa, which type?"), facts["us-sponsorship"])).toMatchObject({
      answer: "H-1B",
      from: "workAuthorization.countries[0].visa",
    });
    expect(proposeAnswer(text("U.S. visa type (if applicable)"), facts["us-citizen"]).answer).toBeNull();
  });
});

describe("a national who is not a citizen", () => {
  it("is no for a citizen (being born somewhere is the example, not the question)", () => {
    const label = "Are you a U.S. national but not a U.S. citizen (for example, a person born in American Samoa)?";
    expect(ask("us-citizen", label).answer).toBe("n");
    expect(ask("eu-uk", label).answer).toBe("n");
  });
});

describe("a US state described by its border", () => {
  it("reads 'a U.S. state that borders Mexico' from home's state, and no for someone outside the US", () => {
    const label = "Do you currently reside in a U.S. state that borders Mexico?";
    expect(ask("us-citizen", label)).toMatchObject({ answer: "y", from: "personalInformation.state" });
    expect(ask("us-sponsorship", label).answer).toBe("n");
    expect(ask("ca-graduate", label)).toMatchObject({ answer: "n", from: "personalInformation.country" });
    expect(ask("us-sponsorship", "Do you live in a US state that borders Canada?").answer).toBe("y");
  });
});

describe("seeking a remote role", () => {
  it("is what one looks for: yes for someone who can only work remotely, no for someone who cannot, not known for both", () => {
    const label = "Are you seeking a fully remote role?";
    expect(ask("eu-uk", label)).toMatchObject({ answer: "y", from: "workPreferences.canWorkInPerson" });
    expect(ask("us-veteran", label)).toMatchObject({ answer: "n", from: "workPreferences.canWorkRemotely" });
    expect(ask("us-citizen", label).answer).toBeNull();
  });
});

describe("a title named in a yes/no", () => {
  it("compares the title named with the profile's current title", () => {
    const label = "Is your current job title Program Manager?";
    expect(ask("us-veteran", label)).toMatchObject({ answer: "y", from: "employment.currentTitle" });
    expect(ask("us-citizen", label).answer).toBe("n");
    expect(ask("eu-uk", label).answer).toBeNull();
  });
});

describe("a text box that asks for 'None' if none", () => {
  it("takes 'None' for a no, and nothing for a yes it cannot name", () => {
    const field: FormField = {
      ...yesNo("Names of any relatives employed by the company (write 'None' if none)"),
      kind: "text",
      options: null,
    };
    expect(proposeAnswer(field, facts["us-citizen"])).toMatchObject({ answer: "None", from: "backgroundCheck.hasRelativesAtCompany" });
    expect(proposeAnswer(field, facts["us-veteran"]).answer).toBeNull();
  });
});

describe("a place named after a comma", () => {
  it("reads 'willing to move to, the Austin, TX area' as Austin", () => {
    const label = "Are you based in, or willing to move to, the Austin, TX area?";
    expect(ask("us-citizen", label).answer).toBe("y");
    expect(ask("ca-graduate", label)).toMatchObject({ answer: "n", from: "workPreferences.canRelocate" });
  });
});

describe("commuting or relocating, asked together", () => {
  it("is yes for someone who lives there and can work in person", () => {
    const label = "Are you able to reliably commute to our Seattle office, or willing to relocate before starting?";
    expect(ask("us-sponsorship", label)).toMatchObject({ answer: "y", from: "workPreferences.canWorkInPerson+personalInformation.city" });
    expect(ask("us-citizen", label).answer).toBe("n");
  });
});

describe("citizenships listed on a condition", () => {
  it("lists them for someone who is not a U.S. person, and nothing for a U.S. citizen", () => {
    const field: FormField = {
      ...yesNo("If you are not a U.S. Person, please list all countries of which you are a citizen."),
      kind: "text",
      options: null,
    };
    expect(proposeAnswer(field, facts["ca-graduate"]).answer).toBe("Canada, France");
    expect(proposeAnswer(field, facts["us-citizen"]).answer).toBeNull();
  });
});

describe("citizenship of the Visa Waiver Program's countries", () => {
  it("is yes from one citizenship among them, and not known from none", () => {
    const label = "Are you a citizen of a country that participates in the U.S. Visa Waiver Program?";
    expect(ask("ca-graduate", label)).toMatchObject({ answer: "y", from: "workAuthorization.countries[1].status" });
    expect(ask("us-sponsorship", label).answer).toBeNull();
  });
});
