// Kinds of question the profile implies though it does not say them in so many words (docs/answers.md,
// "Entailment"), one describe per rule, named as the rule is: what follows from the fact is answered,
// what is more specific than the fact stays unanswered.
import { describe, expect, it } from "vitest";
import { ApplicantFacts, proposeAnswer } from "../../ats-adapters/answers";
import { applicantOf } from "../../scripts/answer-corpus";
import { ask, field, profiles, YES_NO } from "./ask";

const optionsOf = (...labels: string[]) => labels.map((label, i) => ({ value: String(i), label }));

describe("highest_degree_compared", () => {
  it("compares the highest degree's level with the one named, below or above", () => {
    const below = "Is your highest level of education lower than a bachelor's degree?";
    expect(ask("ca-graduate", below)).toMatchObject({ answer: "y", from: "education[0].degree" });
    expect(ask("us-citizen", below).answer).toBe("n");
    expect(ask("us-sponsorship", "Is your highest degree above a bachelor's?").answer).toBe("y");
    expect(ask("us-citizen", "Is your highest degree above a bachelor's?").answer).toBe("n");
  });
});

describe("degree_count", () => {
  it("counts the profile's degrees, a college diploma not among them", () => {
    expect(ask("us-sponsorship", "Have you earned multiple degrees?")).toMatchObject({ answer: "y", from: "education" });
    expect(ask("eu-uk", "Have you earned multiple degrees?").answer).toBe("n");
    expect(ask("ca-graduate", "Do you have two or more degrees?").answer).toBe("n");
  });
});

describe("has_degree, asked with 'not'", () => {
  it("turns the answer around", () => {
    expect(ask("ca-graduate", "Do you not have a bachelor's degree?").answer).toBe("y");
    expect(ask("us-veteran", "Do you not have a bachelor's degree?").answer).toBe("n");
  });
});

describe("degree, a diploma among the options", () => {
  it("picks the option naming the same credential at the same level, never an associate degree", () => {
    const levels = optionsOf("High school diploma", "Associate degree", "College diploma or certificate (non-degree)", "Bachelor's degree");
    expect(ask("ca-graduate", "Highest level of education completed", levels)).toMatchObject({ answer: "2", from: "education[0].degree" });
    expect(ask("ca-graduate", "Highest level of education completed", optionsOf("BA", "MS", "Diploma")).answer).toBe("2");
    // Without such an option, two of the same level leave it open.
    expect(
      ask("ca-graduate", "Highest level of education completed", optionsOf("High school", "Associate degree", "Some college")).answer,
    ).toBeNull();
  });
});

describe("citizen_of_home", () => {
  it("is the home country's own entry: a citizen there, or known not to be", () => {
    const label = "Do you hold citizenship of your country of residence?";
    expect(ask("ca-graduate", label)).toMatchObject({ answer: "y", from: "workAuthorization.countries[0].status" });
    expect(ask("us-sponsorship", label).answer).toBe("n"); // an H-1B holder in Seattle
    expect(ask("eu-uk", label).answer).toBe("n"); // a permanent resident of the UK
    const silent = new ApplicantFacts(applicantOf({ ...profiles["us-citizen"], workAuthorization: { isAuthorizedToWork: true } } as never));
    expect(proposeAnswer(field(label), silent).answer).toBeNull();
  });
});

describe("sole_citizenship, of another country", () => {
  it("is no for someone who holds a citizenship other than the one named", () => {
    expect(ask("us-citizen", "Is France your only nationality?")).toMatchObject({
      answer: "n",
      from: "workAuthorization.countries[0].status",
    });
    expect(ask("eu-uk", "Is France your only citizenship?").answer).toBe("n");
  });
});

describe("passport", () => {
  it("is no for someone known not to be the country's citizen, and not known for a citizen", () => {
    expect(ask("us-sponsorship", "Do you have a current US passport?")).toMatchObject({
      answer: "n",
      from: "workAuthorization.countries[0].status",
    });
    expect(ask("eu-uk", "Do you possess a UK passport?").answer).toBe("n");
    expect(ask("us-citizen", "Do you have a current US passport?").answer).toBeNull();
    expect(ask("us-citizen", "Do you possess a UK passport?").answer).toBeNull(); // nothing known of the UK
  });
});

describe("i9_documents", () => {
  it("is the right to work in the US, shown by the documents Form I-9 asks for", () => {
    const label =
      "All hires complete Form I-9 and must present documents proving identity and work authorization by their third day. Can you present these documents?";
    expect(ask("us-sponsorship", label)).toMatchObject({ answer: "y", from: "workAuthorization.countries[0].authorized" });
    expect(ask("ca-graduate", label)).toMatchObject({ answer: "n", from: "workAuthorization.countries[2].authorized" });
    expect(ask("us-citizen", label).answer).toBe("y");
  });
});

describe("negation: 'is there no', 'impossible', 'free of any'", () => {
  it("turns the question around as 'not' does", () => {
    expect(ask("us-citizen", "Is there no non-compete agreement you are bound by?")).toMatchObject({
      answer: "y",
      from: "backgroundCheck.hasNonCompete",
    });
    expect(ask("us-veteran", "Is there no non-compete agreement you are bound by?").answer).toBe("n");
    expect(ask("ca-graduate", "Would it be impossible for you to relocate for this role?").answer).toBe("y");
    expect(ask("us-veteran", "Would it be impossible for you to relocate for this role?").answer).toBe("n");
    expect(ask("us-citizen", "Are you free of any non-compete agreements?").answer).toBe("y");
    expect(ask("us-veteran", "Are you free of any non-compete agreements?").answer).toBe("n");
  });
});

describe("non_compete, of this role or of the past", () => {
  it("having one says nothing of whether it reaches this role; none rules it out", () => {
    const label = "Would a non-compete you signed stop you from taking this job?";
    expect(ask("us-veteran", label).answer).toBeNull();
    expect(ask("us-citizen", label)).toMatchObject({ answer: "n", from: "backgroundCheck.hasNonCompete" });
  });

  it("having none now says nothing of one signed in the past; having one now says yes", () => {
    const label = "Have you ever signed a non-compete, including one no longer in force?";
    expect(ask("us-citizen", label).answer).toBeNull();
    expect(ask("us-veteran", label).answer).toBe("y");
  });
});

describe("in_person, at an office far from home", () => {
  it("is no for someone far away who will not relocate, yes for someone who lives there, unknown for a willing mover", () => {
    const label = "Our team works on-site in Toronto four days a week. Can you meet this?";
    expect(ask("us-citizen", label)).toMatchObject({ answer: "n", from: "workPreferences.canRelocate+personalInformation.city" });
    expect(ask("ca-graduate", label).answer).toBe("y");
    expect(ask("us-veteran", label).answer).toBeNull();
    expect(ask("eu-uk", label)).toMatchObject({ answer: "n", from: "workPreferences.canWorkInPerson" });
  });

  it("a hybrid schedule with days at home needs remote work too", () => {
    const label = "Would a hybrid pattern of three office days and two days working from home suit you?";
    expect(ask("us-veteran", label)).toMatchObject({
      answer: "n",
      from: "workPreferences.canWorkInPerson+workPreferences.canWorkRemotely",
    });
    expect(ask("us-citizen", label).answer).toBe("y");
    expect(ask("us-sponsorship", label).answer).toBeNull(); // silent on remote work
  });

  it("a role entirely on site is asked of working in person, not of remote work", () => {
    const label = "This job is fully on-site with no remote work. Are you comfortable with that?";
    expect(ask("us-veteran", label)).toMatchObject({ answer: "y", from: "workPreferences.canWorkInPerson" });
    expect(ask("eu-uk", label).answer).toBe("n");
  });
});

describe("start_immediately, asked as what would prevent it", () => {
  it("is yes when the profile does not start immediately, no when it does, though salary is named", () => {
    const label = "Setting compensation aside, would anything keep you from starting immediately?";
    expect(ask("us-citizen", label)).toMatchObject({ answer: "y", from: "workPreferences.noticePeriod" });
    expect(ask("eu-uk", label)).toMatchObject({ answer: "n", from: "workPreferences.canStartImmediately" });
    expect(ask("us-citizen", "Leaving salary aside, can you start immediately?").answer).toBe("n");
  });
});

describe("start_by_month, a day named", () => {
  it("compares the start with the day", () => {
    const year = new Date().getUTCFullYear();
    expect(ask("ca-graduate", `Are you available to start before June 1, ${year + 2}?`)).toMatchObject({
      answer: "y",
      from: "workPreferences.earliestStartDate",
    });
    expect(ask("us-citizen", `Can you start by January 2, ${year - 1}?`).answer).toBe("n");
  });
});

describe("over_age, asked as an age turned or reached", () => {
  it("answers thresholds at or below the stated 18, never above it", () => {
    expect(ask("us-citizen", "Have you not yet turned 18?")).toMatchObject({ answer: "n", from: "personalInformation.isOver18" });
    expect(ask("eu-uk", "Have you reached the age of 16?").answer).toBe("y");
    expect(ask("eu-uk", "Have you turned 21?").answer).toBeNull();
  });
});

describe("world_region", () => {
  const regions = optionsOf("North America", "Latin America", "Europe, Middle East & Africa", "Asia-Pacific");
  it("picks the one region that holds home's country", () => {
    expect(ask("us-sponsorship", "Region where you live", regions)).toMatchObject({ answer: "0", from: "personalInformation.country" });
    expect(ask("ca-graduate", "Region where you live", regions).answer).toBe("0");
    expect(ask("eu-uk", "Region where you live", regions).answer).toBe("2");
    const india = new ApplicantFacts(
      applicantOf({ ...profiles["us-citizen"], personalInformation: { ...profiles["us-citizen"].personalInformation, country: "India" } }),
    );
    expect(proposeAnswer(field("Region where you live", regions), india).answer).toBe("3");
  });

  it("is not read when an option is not such a region", () => {
    expect(ask("eu-uk", "Region where you live", optionsOf("EMEA", "London office")).answer).toBeNull();
  });
});

describe("government_employee and government_ties, both ways", () => {
  it("no ties rule out a government post now or within a span, and a relative who is an official", () => {
    const recent = "Have you worked for a federal agency at any point in the last 3 years?";
    expect(ask("us-citizen", recent)).toMatchObject({ answer: "n", from: "backgroundCheck.hasGovernmentTies" });
    expect(ask("eu-uk", "Do you currently hold a role at a state-owned company?").answer).toBe("n");
    expect(ask("ca-graduate", "Is a family member of yours a government official?").answer).toBe("n");
  });

  it("no ties now say nothing of 'ever'; a veteran has served in the armed forces", () => {
    const ever = "Have you ever been employed by the federal government, military service included?";
    expect(ask("us-citizen", ever).answer).toBeNull();
    expect(ask("us-veteran", ever)).toMatchObject({ answer: "y", from: "selfIdentification.veteran" });
    expect(
      ask("us-veteran", "Have you been employed by the federal government, military included, within the last 2 years?").answer,
    ).toBeNull();
  });

  it("ties say nothing of who holds them or of what kind they are, but answer a question about any ties", () => {
    expect(ask("us-veteran", "Is anyone in your household an employee of a state-owned enterprise?").answer).toBeNull();
    expect(ask("us-veteran", "Do you have any ties to a government official, for example a relative who is one?")).toMatchObject({
      answer: "y",
      from: "backgroundCheck.hasGovernmentTies",
    });
  });
});

describe("race_named", () => {
  const withDecline = [...YES_NO, { value: "d", label: "I prefer not to say" }];
  it("one US category the profile states is no other; a profile silent on race declines", () => {
    expect(ask("us-veteran", "Do you identify as Asian?", withDecline)).toMatchObject({ answer: "n", from: "selfIdentification.race" });
    expect(ask("us-veteran", "Are you Black?", withDecline)).toMatchObject({ answer: "y", from: "selfIdentification.race" });
    expect(ask("us-veteran", "Would you describe yourself as multiracial?", withDecline).answer).toBe("n");
    expect(ask("us-sponsorship", "Do you identify as Asian?", withDecline)).toMatchObject({ answer: "d", from: "default:decline" });
  });

  it("Hispanic or Latino says nothing of race, and a group outside the US categories is not ruled out", () => {
    expect(ask("us-citizen", "Are you White?", withDecline).answer).toBeNull();
    expect(ask("us-veteran", "Do you identify as Aboriginal?", withDecline).answer).toBeNull();
  });
});

describe("travel, a role with none or a maximum below a share", () => {
  it("needs no travel only for someone who travels none; the maximum against the share", () => {
    expect(ask("ca-graduate", "Do you require a position with no travel?")).toMatchObject({
      answer: "y",
      from: "workPreferences.maxTravelPercent",
    });
    expect(ask("us-citizen", "Do you require a position with no travel?").answer).toBe("n");
    expect(ask("us-citizen", "Is your travel availability limited to less than 30%?").answer).toBe("y");
    expect(ask("us-veteran", "Is your travel availability limited to less than 30%?").answer).toBe("n");
  });
});

describe("lives_in_province_other_than", () => {
  it("is no at home's own province and for someone in another country, yes in another province", () => {
    const label = "Are you based in a Canadian province other than Quebec?";
    expect(ask("ca-graduate", label)).toMatchObject({ answer: "y", from: "personalInformation.state" });
    expect(ask("ca-graduate", "Are you based in a Canadian province other than Ontario?").answer).toBe("n");
    expect(ask("us-citizen", label)).toMatchObject({ answer: "n", from: "personalInformation.country" });
  });
});

describe("salary_currency, asked as a yes/no", () => {
  it("compares the expectation's currency with the one named, and reads no home currency from it", () => {
    const label = "Is your expected salary in a currency other than euros?";
    expect(ask("eu-uk", label)).toMatchObject({ answer: "y", from: "salaryExpectation.currency" });
    const usd = "Is the currency of your pay expectation US dollars?";
    expect(ask("us-citizen", usd).answer).toBe("y");
    expect(ask("ca-graduate", usd).answer).toBe("n");
    expect(ask("us-sponsorship", label).answer).toBeNull(); // no expectation stated
    expect(ask("eu-uk", "Do you live where the currency is the euro?").answer).toBeNull();
  });
});

describe("language, several named or one set aside", () => {
  it("needs each language for 'both ... and', any for 'or', and leaves an unlisted one unknown", () => {
    expect(ask("eu-uk", "Are you fluent in both English and German?")).toMatchObject({ answer: "y", from: "languages" });
    expect(ask("us-citizen", "Are you fluent in both English and German?").answer).toBeNull(); // German not listed
    expect(ask("us-citizen", "Are you fluent in both English and Spanish?").answer).toBe("y");
    expect(ask("us-sponsorship", "Are you fluent in both English and Hindi?").answer).toBeNull(); // professional English
    expect(ask("eu-uk", "Are you fluent in French and German?").answer).toBe("n"); // basic French
    expect(ask("eu-uk", "Do you speak French or German fluently?").answer).toBe("y");
  });
  it("does not answer about the language set aside, and turns 'less than' around", () => {
    const other = "Other than English, is there a language in which you could conduct a job interview?";
    expect(ask("us-citizen", other)).toMatchObject({ answer: "y", from: "languages[1]" });
    expect(ask("us-veteran", other).answer).toBeNull(); // conversational Arabic; others not listed
    const below = "Would you describe your French as less than professional working proficiency?";
    expect(ask("eu-uk", below).answer).toBe("y");
    expect(ask("ca-graduate", below).answer).toBe("n");
  });
});

describe("degree_school_country", () => {
  it("reads the school's country from its name only, and a name that places it nowhere says nothing", () => {
    const label = "Do you hold a degree from a university in Germany?";
    expect(ask("eu-uk", label)).toMatchObject({ answer: "y", from: "education[0].university" });
    expect(ask("us-citizen", label).answer).toBe("n"); // University of Texas at Austin
    expect(ask("us-sponsorship", label).answer).toBeNull(); // Carnegie Mellon, IIT Bombay: not placed
    expect(ask("ca-graduate", label).answer).toBe("n"); // a college diploma is not a degree
    const outside = "Did you study at a university outside your current country of residence?";
    expect(ask("eu-uk", outside).answer).toBe("y");
    expect(ask("us-citizen", outside).answer).toBe("n");
  });
});

describe("degree_years", () => {
  it("compares the asked degrees' years with the span, never answering from having a degree", () => {
    const decade = "Did you earn a graduate degree in the 2010s (2010-2019)?";
    expect(ask("us-sponsorship", decade)).toMatchObject({ answer: "y", from: "education[0].graduationYear" });
    expect(ask("eu-uk", decade).answer).toBe("n"); // 2020
    expect(ask("us-citizen", decade).answer).toBe("n"); // no graduate degree
    const recent = "Did you complete your most recent degree or diploma in 2020 or later?";
    expect(ask("ca-graduate", recent).answer).toBe("y");
    expect(ask("us-veteran", recent)).toMatchObject({ answer: "n", from: "education[0].graduationYear" });
  });
});

describe("lives_in_state, outside several states", () => {
  it("reads every state named and holds 'outside' for anyone outside the US", () => {
    const label = "Do you live outside both Texas and Washington State?";
    expect(ask("us-citizen", label)).toMatchObject({ answer: "n", from: "personalInformation.state" });
    expect(ask("us-veteran", label).answer).toBe("y");
    expect(ask("eu-uk", label)).toMatchObject({ answer: "y", from: "personalInformation.country" });
    expect(ask("eu-uk", "Do you live in a US state other than Texas?").answer).toBe("n");
  });
});

describe("in_time_zone, a UTC range", () => {
  it("reads the offsets' signs from the label", () => {
    const label = "Are you located in a time zone between UTC-3 and UTC+3?";
    expect(ask("eu-uk", label)).toMatchObject({ answer: "y", from: "personalInformation.city" });
    expect(ask("us-citizen", label).answer).toBe("n");
    expect(ask("us-citizen", "Is your time zone between UTC-8 and UTC-5?").answer).toBe("y");
  });
});

describe("accommodations, of a kind", () => {
  it("rules out each kind when none is needed, and leaves a kind open when one is", () => {
    const recruiting = "Do you require any accommodations or adjustments during the recruitment process?";
    expect(ask("us-citizen", recruiting)).toMatchObject({ answer: "n", from: "workPreferences.hasAccommodations" });
    expect(ask("us-veteran", recruiting).answer).toBeNull();
    expect(ask("us-veteran", "Do you require any accommodations, either for the hiring process or to perform the job?").answer).toBe("y");
  });
});

describe("relocation, to where one lives", () => {
  it("asks nothing of someone already there, unless 'or already local' says so", () => {
    expect(ask("us-sponsorship", "Is it impossible for you to relocate to Seattle?").answer).toBeNull();
    expect(ask("us-veteran", "Would you relocate to the Washington, DC area for this position?").answer).toBeNull();
    expect(ask("us-sponsorship", "Are you willing to relocate to, or are you already local to, Seattle, WA?").answer).toBe("y");
    expect(ask("us-sponsorship", "Would you relocate to Austin, TX for this position?").answer).toBe("y");
  });
});

describe("in_person, willing to work in a far city", () => {
  it("is not known for someone far away who would move, and no for someone who would not", () => {
    const label = "Are you willing to work on-site in Austin, TX two days a week?";
    expect(ask("us-citizen", label).answer).toBe("y");
    expect(ask("us-sponsorship", label).answer).toBeNull();
    expect(ask("eu-uk", label).answer).toBe("n");
  });
});

describe("drivers_license, what befell a licence", () => {
  it("is not whether one is held", () => {
    expect(ask("us-citizen", "In the past three years, has your driving licence been suspended or revoked?").answer).toBeNull();
  });
});

describe("relatives, one named", () => {
  it("is no when no relative works here and not known which one does", () => {
    expect(ask("us-citizen", "Is your spouse employed by us?")).toMatchObject({
      answer: "n",
      from: "backgroundCheck.hasRelativesAtCompany",
    });
    expect(ask("us-veteran", "Is your spouse employed by us?").answer).toBeNull();
  });
});

describe("citizenship_yes_no, how it was gained", () => {
  it("is no for someone who is not a citizen and not known for a citizen", () => {
    expect(ask("us-citizen", "Are you a U.S. citizen by birth?").answer).toBeNull();
    expect(ask("us-sponsorship", "Are you a U.S. citizen by birth?")).toMatchObject({ answer: "n" });
    expect(ask("us-veteran", "Are you a naturalized U.S. citizen?").answer).toBeNull();
  });
});

describe("clearance, background check and military service beyond the flag", () => {
  it("leaves unanswered what befell a clearance, a certificate held, another country's forces and serving now", () => {
    expect(ask("us-veteran", "Have you ever had your security clearance revoked?").answer).toBeNull();
    expect(ask("us-veteran", "Do you hold a current DBS certificate?").answer).toBeNull();
    expect(ask("us-veteran", "Would you consent to a DBS check?").answer).toBe("y");
    expect(ask("us-veteran", "Did you serve in the military of another country?").answer).toBeNull();
    expect(ask("us-citizen", "Did you serve in the military of another country?").answer).toBeNull();
    expect(ask("us-veteran", "Are you currently serving in the military?").answer).toBeNull();
    expect(ask("us-veteran", "Are you a veteran or currently serving in the military?").answer).toBe("y");
  });
});

describe("sponsorship, the country a visa names and the asking sentence", () => {
  it("reads a UK visa as the UK, and a note in brackets as no part of the question", () => {
    const skilled = "If offered this role, would you need us to assist you in applying for a Skilled Worker visa?";
    expect(ask("eu-uk", skilled)).toMatchObject({ answer: "n", from: "workAuthorization.countries[0].needsSponsorship" });
    expect(ask("us-sponsorship", skilled).answer).toBeNull(); // no UK entry
    expect(ask("eu-uk", "Do you already have permission to work in the UK? (We do not hold a sponsor licence.)").answer).toBe("y");
    const petition = "Will you require us to file a visa petition on your behalf (e.g., H-1B, O-1) to work in the United States?";
    expect(ask("us-sponsorship", petition).answer).toBe("y");
    expect(ask("us-citizen", petition).answer).toBe("n");
  });
});

describe("beyond the flags: ability, kinds of employer and work, hybrid", () => {
  it("leaves unanswered what the flag does not say", () => {
    const perform = "Can you perform these essential functions of the job with or without reasonable accommodation?";
    expect(ask("us-citizen", perform).answer).toBeNull();
    expect(ask("us-citizen", "Have you previously worked in a PMC?").answer).toBeNull();
    expect(ask("us-veteran", "Have you ever worked here as an intern or contractor?").answer).toBeNull();
    expect(ask("us-veteran", "Have you ever worked here?").answer).toBe("y");
    expect(ask("us-veteran", "Are you able to work on U.S. government or military facilities?").answer).toBeNull();
    expect(ask("us-veteran", "Are you open to hybrid work?").answer).toBeNull(); // cannot work remotely
    expect(ask("us-citizen", "Are you open to hybrid work?").answer).toBe("y");
    expect(ask("us-citizen", "What languages do you speak, and what is your proficiency in each?", null).answer).toBeNull();
  });
  it("rules a narrower non-compete out when there is none, and leaves it open when there is one", () => {
    const label = "Are you under any non-compete obligations with a foreign state-owned enterprise?";
    expect(ask("us-citizen", label)).toMatchObject({ answer: "n", from: "backgroundCheck.hasNonCompete" });
    expect(ask("us-veteran", label).answer).toBeNull();
  });
});

describe("travel, some or none", () => {
  it("is within any maximum above 0, not within 0, and not known for how far or how long", () => {
    const label = "Are you able to travel if the job requires it?";
    expect(ask("us-citizen", label)).toMatchObject({ answer: "y", from: "workPreferences.maxTravelPercent" });
    expect(ask("ca-graduate", label).answer).toBe("n");
    expect(ask("us-citizen", "Are you able to travel for extended periods?").answer).toBeNull();
    expect(ask("ca-graduate", "Are you able to travel for extended periods?").answer).toBe("n");
  });
});

describe("degree, the highest in the example's form", () => {
  it("names the level as the label's example does, and reads 'highest completed education'", () => {
    expect(ask("eu-uk", 'Highest education attained (e.g., "Bachelor\'s")', null).answer).toBe("Master's");
    const levels = optionsOf("High school / GED", "Associate degree", "Bachelor's degree", "Master's degree", "Doctorate");
    expect(ask("us-citizen", "Highest completed education:", levels)).toMatchObject({ answer: "2", from: "education[0].degree" });
  });
});

describe("state and located_in, read in the asking sentence", () => {
  it("answers a state list whose note names the US, and reads a part of the country described as that part", () => {
    const states = optionsOf("Alabama", "Texas", "Virginia", "Washington", "I live outside of the USA");
    const label =
      "State (If you reside in the United States, please select your state. If you live outside the United States, choose 'I live outside of the USA.')";
    expect(ask("us-citizen", label, states).answer).toBe("1");
    expect(ask("eu-uk", label, states).answer).toBe("4");
    // Not yes from living in the US: Virginia is no state on the border (lives_in_border_state).
    expect(ask("us-veteran", "Do you currently reside in a U.S. state that borders Mexico?").answer).toBe("n");
    expect(ask("us-veteran", "Do you currently reside in the United States?").answer).toBe("y");
  });
});

describe("clearance_eligibility", () => {
  it("is no for someone known not to be a U.S. citizen, yes for a clearance held, not known otherwise", () => {
    const label = "Are you eligible for a U.S. security clearance?";
    expect(ask("us-sponsorship", label)).toMatchObject({ answer: "n", from: "workAuthorization.countries[0].status" });
    expect(ask("eu-uk", label)).toMatchObject({ answer: "n", from: "workAuthorization.countries[3].authorized" });
    expect(ask("us-veteran", label)).toMatchObject({ answer: "y", from: "backgroundCheck.hasGovernmentClearance" });
    expect(ask("us-citizen", label).answer).toBeNull();
    expect(ask("us-veteran", "Are you willing and able to obtain a U.S. government security clearance?").answer).toBeNull();
  });
});

describe("work_status, statements about employers and other countries", () => {
  it("reads 'non-citizen', 'for any employer', 'for my current employer' and an option about another country", () => {
    const list = optionsOf(
      "Non-citizen allowed to work for any employer",
      "Non-citizen allowed to work for current employer",
      "U.S. Citizen/Permanent Resident",
      "Non-citizen seeking work authorization",
    );
    const label = "Which best describes your US work authorization?";
    expect(ask("us-sponsorship", label, list).answer).toBe("1");
    expect(ask("us-citizen", label, list).answer).toBe("2");
    expect(ask("eu-uk", label, list).answer).toBe("3");
    const citizenship = optionsOf("Canadian citizen", "U.S. citizen", "Other");
    expect(ask("ca-graduate", "Citizenship status", citizenship).answer).toBe("0"); // not "Other"
    expect(ask("us-citizen", "Citizenship status", citizenship).answer).toBe("1");
    const uk = optionsOf("British citizen", "EU citizen with settled status", "Non-EU citizen with a visa", "I need sponsorship");
    expect(ask("eu-uk", "Right to work", uk).answer).toBe("1");
  });
});

describe("citizenship_yes_no, both countries", () => {
  it("needs each citizenship for 'both ... and', any for 'or'", () => {
    expect(ask("ca-graduate", "Are you a citizen of both the US and Canada?").answer).toBe("n");
    expect(ask("us-citizen", "Are you a citizen of both the US and Canada?").answer).toBeNull();
    expect(ask("ca-graduate", "Are you a citizen of France and Canada?").answer).toBe("y");
    expect(ask("ca-graduate", "Are you a citizen of the United States or Canada?").answer).toBe("y");
  });
});

describe("a country where the flag speaks of no country", () => {
  it("leaves work in a country, another country's definition of disability and offender registers unanswered", () => {
    expect(ask("us-veteran", "Have you ever worked in the UK?").answer).toBeNull();
    expect(ask("us-veteran", "Are you a person with a disability (PWD) as defined in India?").answer).toBeNull();
    expect(ask("us-citizen", "Are you a person with a disability (PWD) as defined in India?").answer).toBe("n");
    expect(ask("us-veteran", "Are you on any sex offender register?", optionsOf("Male", "Female", "Yes", "No")).answer).toBeNull();
  });
});

describe("citizenship either way, and the sex assumed at birth", () => {
  it("reads 'by birth or naturalization' as any citizen and 'assumed to be at birth' as the trans question", () => {
    expect(ask("us-citizen", "Are you a United States citizen by birth or naturalization?").answer).toBe("y");
    const options = optionsOf("Yes, it's different", "No, it's the same", "Prefer not to say");
    const label = "Is your gender identity different to the sex you were assumed to be at birth?";
    expect(ask("ca-graduate", label, options)).toMatchObject({ answer: "1", from: "selfIdentification.transgender" });
    expect(ask("us-citizen", label, options).answer).toBe("2"); // silent: the decline option
  });
});

describe("citizenship_yes_no, a member state's citizen", () => {
  it("is an EU (and EEA) citizen without an entry for the Union", () => {
    expect(ask("ca-graduate", "Are you a national of a European Economic Area (EEA) country?")).toMatchObject({
      answer: "y",
      from: "workAuthorization.countries[1].status",
    });
    expect(ask("us-citizen", "Are you a national of a European Economic Area (EEA) country?").answer).not.toBe("y");
  });
});
