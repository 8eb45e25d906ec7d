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

describe("a place named in a note in brackets, or several joined by a slash", () => {
  it("reads a note that is only a place as the place asked about", () => {
    for (const label of [
      "Are you comfortable commuting to this job's location? (Austin, TX)",
      "Can you commute to the office? (Austin, Texas)",
      "Would commuting to our office be possible for you? (Austin)",
      "Are you able to commute daily to the job site (Austin, TX)?",
      "Is a daily commute to our office feasible for you (Austin, TX)?",
    ]) {
      // Far and not moving; unable to work in person; living there and able to.
      expect(answers(label, ["ca-graduate", "eu-uk", "us-citizen", "us-sponsorship"]), label).toEqual({
        "ca-graduate": "No",
        "eu-uk": "No",
        "us-citizen": "Yes",
        "us-sponsorship": null,
      });
    }
    // A note of letters is not a place: "a Swiss residence permit (L, B or C) or a commuter permit (G)".
    expect(
      answers(
        "Do you hold a Swiss residence permit (L, B or C) or a cross-border commuter permit (G) that allows you to work in Switzerland?",
        ["eu-uk"],
      ),
    ).toEqual({ "eu-uk": null });
  });

  it("reads names joined by a slash as places, each by geography", () => {
    for (const label of [
      "Are you located in the Puget Sound / Greater Seattle region?",
      "Do you live in the Seattle/Tacoma area?",
      "Are you based in Seattle / Bellevue?",
      "Do you reside in the Tacoma / Seattle metro area?",
    ]) {
      expect(answers(label, ["us-sponsorship", "us-citizen", "ca-graduate"]), label).toEqual({
        "us-sponsorship": "Yes",
        "us-citizen": "No",
        "ca-graduate": "No",
      });
    }
  });
});

describe("working from an office in a named city", () => {
  it("is no for someone who cannot work in person or lives far away and will not move, and open for a willing mover", () => {
    for (const label of [
      "Are you open to work from office in Mumbai (Kurla)?",
      "Can you work from office in Mumbai?",
      "Are you willing to work from our Mumbai office?",
      "Would you be able to work from the office in Mumbai five days a week?",
    ]) {
      expect(answers(label, ["ca-graduate", "eu-uk", "us-citizen", "us-sponsorship"]), label).toEqual({
        "ca-graduate": "No",
        "eu-uk": "No",
        "us-citizen": "No",
        "us-sponsorship": null,
      });
    }
  });

  it("picks the commute among options naming commuting and moving only for someone who lives near it", () => {
    const ways = ["Yes, I can make the commute", "Yes, I am planning to relocate", "Yes, but I need relocation assistance", "No"];
    for (const label of [
      "Commute/Relocation: can you work from our Seattle office?",
      "This role is based in our Seattle office. Which applies to you?",
      "Are you able to work on-site in Seattle, WA?",
      "Our office is in Seattle. Will you commute or relocate?",
    ]) {
      expect(answers(label, ["us-sponsorship", "eu-uk", "us-citizen", "us-veteran"], ways), label).toEqual({
        "us-sponsorship": "Yes, I can make the commute",
        "eu-uk": "No",
        "us-citizen": "No",
        "us-veteran": null,
      });
    }
  });
});

describe("a question that presupposes what the profile says is absent", () => {
  it("asks of a clearance held whether it is active: yes for a holder, nothing for someone with none", () => {
    for (const label of [
      "Is your security clearance currently active (not expired or lapsed)?",
      "Is your clearance still active?",
      "Has your security clearance been active within the last 24 months?",
      "Does your clearance remain valid?",
    ]) {
      expect(answers(label, ["us-veteran", "us-citizen", "eu-uk"]), label).toEqual({
        "us-veteran": "Yes",
        "us-citizen": null,
        "eu-uk": null,
      });
    }
    // Whether its investigation is in scope is not in the flag.
    expect(answers("Is your current clearance in scope?", ["us-veteran"])).toEqual({ "us-veteran": null });
  });

  it("does not read a clearance held as a Public Trust determination", () => {
    for (const label of [
      "Have you ever had a Public Trust background investigation?",
      "Do you hold a Public Trust position now?",
      "Have you been granted a Public Trust determination?",
    ]) {
      expect(answers(label, ["us-veteran"]), label).toEqual({ "us-veteran": null });
    }
    // Any clearance, Public Trust among them, is one.
    expect(answers("Do you currently hold an active U.S. Government security clearance or Public Trust?", ["us-veteran"])).toEqual({
      "us-veteran": "Yes",
    });
  });

  it("asks of relatives one may have nothing of someone with none, nor of someone with some", () => {
    for (const label of [
      "If you have relatives working for us, would any of them be in your reporting line?",
      "If you have family members employed here, do any of them work in the department you applied to?",
      "If you have a relative at the company, is that person your potential supervisor?",
    ]) {
      expect(answers(label, ["us-citizen", "us-veteran"]), label).toEqual({ "us-citizen": null, "us-veteran": null });
    }
  });
});

describe("a question turned around by 'none of'", () => {
  it("answers the other way round", () => {
    for (const label of [
      "Are none of your relatives employed by us?",
      "Do none of your family members work here?",
      "Are none of your relatives currently employees of this company?",
    ]) {
      // No relatives here; relatives here.
      expect(answers(label, ["us-citizen", "us-veteran"]), label).toEqual({ "us-citizen": "Yes", "us-veteran": "No" });
    }
  });
});

describe("Form I-9 completed with documents", () => {
  it("is the right to work in the US", () => {
    for (const label of [
      "If offered this position in our Seattle office, could you complete Form I-9 with documents showing your identity and U.S. employment authorization by your first day?",
      "Will you be able to complete Form I-9 with acceptable documents within three days of hire?",
      "Can you show documents for Form I-9 establishing your employment authorization?",
      "Could you complete the Form I-9 and provide documents on your first day?",
    ]) {
      expect(answers(label, ["us-citizen", "us-sponsorship", "eu-uk"]), label).toEqual({
        "us-citizen": "Yes",
        "us-sponsorship": "Yes",
        "eu-uk": "No",
      });
    }
  });
});

describe("a permanent resident who is not a citizen", () => {
  it("is the resident alone: 'who is not a citizen' does not turn the question around", () => {
    for (const label of [
      "Are you a permanent resident of the United Kingdom who is not a British citizen?",
      "Are you a UK permanent resident who is not a UK citizen?",
    ]) {
      expect(answers(label, ["eu-uk", "us-citizen"]), label).toEqual({ "eu-uk": "Yes", "us-citizen": null });
    }
    for (const label of [
      "Are you a lawful permanent resident of the U.S. who is not a U.S. citizen?",
      "Are you a green card holder who is not a US citizen?",
    ]) {
      // A citizen, an H-1B holder, and someone not authorised there: none is a permanent resident.
      expect(answers(label, ["us-citizen", "us-sponsorship", "ca-graduate"]), label).toEqual({
        "us-citizen": "No",
        "us-sponsorship": "No",
        "ca-graduate": "No",
      });
    }
  });
});

describe("the lowest pay one would accept", () => {
  it("is not the expectation the profile states", () => {
    for (const label of [
      "With respect to contract-based work, what is the minimum hourly rate that would still make a job appealing?",
      "What is the minimum salary that would be acceptable to you?",
      "What is the minimum annual salary you could accept?",
    ]) {
      expect(answers(label, ["us-citizen", "us-veteran"], null), label).toEqual({ "us-citizen": null, "us-veteran": null });
    }
    // A bare "Minimum salary" field asks the expectation (round 1).
    expect(answers("Minimum salary", ["us-citizen"], null)).toEqual({ "us-citizen": "140000" });
  });
});

describe("a US visa list with 'no visa required' beside 'not a visa holder'", () => {
  const lists = [
    ["No visa required", "H1B", "F1", "J1", "O1", "Not a current visa holder"],
    ["Visa not required", "H-1B", "F-1", "I do not hold a visa"],
  ];
  it("needs no visa for a citizen, holds none for someone not authorised there, and names the one held", () => {
    for (const label of [
      "Do you hold a visa type that requires our sponsorship to work in the U.S.?",
      "Current U.S. visa type",
      "Which U.S. visa do you hold?",
    ]) {
      for (const options of lists) {
        const got = answers(label, ["us-citizen", "ca-graduate", "us-sponsorship"], options);
        expect(got, `${label} ${options[0]}`).toEqual({
          "us-citizen": options[0],
          "ca-graduate": options.at(-1),
          "us-sponsorship": options[1],
        });
      }
    }
  });
});

describe("kinds read in more wordings", () => {
  const each = (labels: string[], expected: Record<string, string | null>, options?: string[] | null) => {
    for (const label of labels) expect(answers(label, Object.keys(expected), options), label).toEqual(expected);
  };

  it("a degree of either of two levels is met by the lowest", () => {
    each(
      [
        "Do you hold a graduate degree (master's or doctorate)?",
        "Do you have a master's or doctoral degree?",
        "Have you completed a Master's degree or PhD?",
        "Do you hold an advanced degree (Master's or PhD)?",
      ],
      { "ca-graduate": "No", "eu-uk": "Yes", "us-citizen": "No", "us-sponsorship": "Yes", "us-veteran": "Yes" },
    );
  });

  it("an immediate start is a start now", () => {
    each(
      [
        "Are you available for an immediate start (within 48 hours)?",
        "Can you do an immediate start?",
        "Is an immediate start possible for you?",
      ],
      { "ca-graduate": "No", "eu-uk": "Yes", "us-citizen": "No", "us-veteran": "Yes" },
    );
  });

  it("a first time working here is never having worked here", () => {
    each(
      [
        "If hired, would this be your first time working for our company?",
        "Would this be your first time working for us?",
        "Is this your first time being employed by our organization?",
      ],
      { "us-citizen": "Yes", "us-veteran": "No" },
    );
  });

  it("being cleared to access classified information is holding a clearance", () => {
    each(
      [
        "Are you currently cleared to access classified information?",
        "Are you cleared to handle classified information?",
        "Are you currently cleared for access to classified information?",
      ],
      { "us-citizen": "No", "us-veteran": "Yes" },
    );
  });

  it("'are you without' turns the question around, and 'a driver's licence' is any licence", () => {
    each(
      [
        "Are you without a driver's license?",
        "Are you currently without a valid driving licence?",
        "Are you without a driver's licence at present?",
      ],
      { "ca-graduate": "Yes", "us-citizen": "No" },
    );
    each(["Do you have a driver's license?"], { "ca-graduate": "No", "us-citizen": "Yes" });
  });

  it("the name to use is the preferred name, else the first name", () => {
    each(
      ["Name you would like us to use", "What name would you like us to use?", "What should we call you?", "Name you'd like to be called"],
      { "us-citizen": "Maria", "us-veteran": "Jim" },
      null,
    );
  });

  it("studying outside the country one lives in, by the school's own name", () => {
    each(
      [
        "Did you study at a university or college outside the country you now live in?",
        "Did you attend university outside the country where you live?",
        "Did you study outside your country of residence?",
      ],
      { "eu-uk": "Yes", "us-citizen": "No" },
    );
  });
});

describe("a citizenship other than where one lives", () => {
  it("is one the profile lists besides home's; a country set aside but not named says nothing", () => {
    for (const label of [
      "Are you a citizen of a country other than the one you currently live in?",
      "Are you a citizen of any country other than the one where you live?",
      "Do you hold citizenship of a country other than the one you reside in?",
    ]) {
      expect(answers(label, ["ca-graduate", "us-sponsorship", "us-citizen"]), label).toEqual({
        "ca-graduate": "Yes",
        "us-sponsorship": "Yes",
        "us-citizen": null,
      });
    }
    expect(answers("Are you a citizen of a country other than the one where this job is located?", ["us-citizen", "ca-graduate"])).toEqual({
      "us-citizen": null,
      "ca-graduate": null,
    });
  });
});

describe("a metropolitan area named by its city", () => {
  it("reads 'within the Greater Toronto Area' and 'Washington, D.C.' by geography", () => {
    for (const label of [
      "Do you live within the Greater Toronto Area (GTA)?",
      "Are you based within the Greater Toronto Area?",
      "Do you reside within the Toronto area (GTA)?",
    ]) {
      expect(answers(label, ["ca-graduate", "us-citizen"]), label).toEqual({ "ca-graduate": "Yes", "us-citizen": "No" });
    }
    for (const label of [
      "Are you currently located in the Washington, D.C. metropolitan area?",
      "Do you live in the Washington, D.C. area?",
    ]) {
      expect(answers(label, ["us-veteran", "us-citizen"]), label).toEqual({ "us-veteran": "Yes", "us-citizen": "No" });
    }
  });
});

describe("sponsorship needed now or in the future, as options", () => {
  it("is now for someone without the right there or on a visa, and none for someone who needs none", () => {
    const lists = [
      ["I do not require sponsorship", "I require sponsorship now", "I will require sponsorship in the future"],
      ["I do not need sponsorship", "I need sponsorship now", "I will need sponsorship in the future"],
    ];
    for (const label of ["US work visa sponsorship requirement", "Visa sponsorship (US)", "Do you need U.S. visa sponsorship?"]) {
      for (const [none, now] of lists) {
        expect(
          answers(
            label,
            ["ca-graduate", "us-sponsorship", "us-citizen"],
            lists.find((l) => l[0] === none),
          ),
          label,
        ).toEqual({
          "ca-graduate": now,
          "us-sponsorship": now,
          "us-citizen": none,
        });
      }
    }
  });
});

describe("gender options named in the label, 'Other', and a form's own word for no answer", () => {
  it("reads a label that lists gender options as the gender question", () => {
    for (const label of [
      "Are you: (Female / Male / Prefer not to say)",
      "You are (Male, Female, Prefer not to say)",
      "Please tick one: Female / Male / Prefer not to say",
    ]) {
      expect(answers(label, ["us-citizen", "us-veteran", "us-sponsorship"], ["Female", "Male", "Prefer not to say"]), label).toEqual({
        "us-citizen": "Female",
        "us-veteran": "Male",
        // Silent: the form's decline option.
        "us-sponsorship": "Prefer not to say",
      });
    }
  });

  it("takes 'Other' for a gender the options do not name, and never the decline option for a stated one", () => {
    for (const options of [
      ["Male", "Female", "Other"],
      ["Woman", "Man", "Other", "Prefer not to say"],
    ]) {
      expect(answers("Gender (Male / Female / Other)", ["ca-graduate", "eu-uk"], options)).toEqual({
        "ca-graduate": "Other",
        "eu-uk": options[options[0] === "Male" ? 1 : 0],
      });
    }
    expect(answers("Gender", ["ca-graduate"], ["Male", "Female", "Prefer not to say"])).toEqual({ "ca-graduate": null });
  });

  it("reads 'Not specified' and 'Not indicated' as the decline option", () => {
    for (const decline of ["Not Specified", "Not indicated", "Not stated"]) {
      expect(answers("Gender (voluntary self-identification)", ["us-sponsorship", "us-citizen"], [decline, "Male", "Female"])).toEqual({
        "us-sponsorship": decline,
        "us-citizen": "Female",
      });
    }
  });
});

describe("an offered figure or range against the expectation, in its own currency and period", () => {
  it("meets an expectation at or below one figure offered", () => {
    for (const label of [
      "Would a base salary of $150,000 per year meet or exceed your expectations?",
      "Would an annual salary of $150,000 meet your expectations?",
      "Does a base salary of $150,000 exceed your expectations?",
    ]) {
      // $140,000 a year; £85,000 a year: another currency is never converted.
      expect(answers(label, ["us-citizen", "eu-uk"]), label).toEqual({ "us-citizen": "Yes", "eu-uk": null });
    }
    expect(answers("Would a base salary of $120,000 meet or exceed your expectations?", ["us-citizen"])).toEqual({ "us-citizen": "No" });
  });

  it("compares an expectation with a range 'between' two figures, or a range a contract 'pays'", () => {
    for (const label of [
      "Is your expected hourly rate between $80 and $90?",
      "Is your desired hourly rate between $80 and $90 per hour?",
    ]) {
      // $85 an hour; a yearly figure is another period.
      expect(answers(label, ["us-veteran", "us-citizen"]), label).toEqual({ "us-veteran": "Yes", "us-citizen": null });
    }
    for (const label of [
      "This contract pays $70 - $80 per hour. Is that within your expectations?",
      "The role pays $70-$80 an hour. Is this acceptable?",
    ]) {
      expect(answers(label, ["us-veteran"]), label).toEqual({ "us-veteran": "No" });
    }
    for (const label of [
      "Our range for this role is CAD 60,000 - 75,000. Does that work for you?",
      "The budget for this position is CAD 60,000 - 75,000. Is that acceptable?",
    ]) {
      expect(answers(label, ["ca-graduate", "us-citizen"]), label).toEqual({ "ca-graduate": "Yes", "us-citizen": null });
    }
  });
});

describe("time needed before one can start, against a span", () => {
  it("is the notice period against the span named", () => {
    for (const label of [
      "Do you need more than two weeks before you can start?",
      "Would you need more than 2 weeks before you could start?",
      "Will you need more than 2 weeks' notice before starting?",
    ]) {
      // Two weeks' notice; a month's; can start now.
      expect(answers(label, ["us-citizen", "us-sponsorship", "eu-uk"]), label).toEqual({
        "us-citizen": "No",
        "us-sponsorship": "Yes",
        "eu-uk": "No",
      });
    }
    expect(answers("Do you need less than 3 weeks before you can join?", ["us-citizen", "us-sponsorship"])).toEqual({
      "us-citizen": "Yes",
      "us-sponsorship": "No",
    });
  });
});
