// Kinds of question read by their clauses rather than one wording (docs/answers.md): each test fails
// without its mechanism.
import { describe, expect, it } from "vitest";
import type { QuestionOption } from "../../lib/domain";
import { countryIn, isNegated, words } from "../../ats-adapters/answers/text";
import { proposeAnswer } from "../../ats-adapters/answers";
import { ask, facts, field } from "./ask";

describe("a relative clause's 'not' with a modal verb", () => {
  it("qualifies the noun, it does not turn the question around", () => {
    expect(isNegated(words("Do you have any convictions that would not be filtered?"))).toBe(false);
    expect(isNegated(words("Do you have any cautions that will not be disclosed?"))).toBe(false);
    expect(isNegated(words("Would you not need sponsorship?"))).toBe(true);
  });
  it("answers the record from the profile's flag", () => {
    // us-citizen has no criminal record.
    expect(ask("us-citizen", "Do you have any convictions or cautions that could not be filtered out?").answer).toBe("n");
  });
});

describe("needing a work permit to take the job", () => {
  it("is the need, not the right held", () => {
    // ca-graduate is a Canadian citizen; us-sponsorship is authorised in the US on an H-1B.
    expect(ask("ca-graduate", "Would you require a Canadian work permit to take this role?").answer).toBe("n");
    expect(ask("us-sponsorship", "Would you need a U.S. work visa to accept the position?").answer).toBe("y");
  });
});

describe("cleared or clearable", () => {
  it("is yes for a clearance held, and not known without one", () => {
    // us-veteran holds a clearance; us-citizen holds none, which says nothing of being clearable.
    expect(ask("us-veteran", "Do you hold an active security clearance, or are you clearable?").answer).toBe("y");
    expect(ask("us-citizen", "Do you hold an active security clearance, or are you clearable?").answer).toBeNull();
  });
});

describe("screening questions in German, French and Spanish", () => {
  const JA_NEIN: QuestionOption[] = [
    { value: "ja", label: "Ja" },
    { value: "nein", label: "Nein" },
  ];
  const OUI_NON: QuestionOption[] = [
    { value: "oui", label: "Oui" },
    { value: "non", label: "Non" },
  ];
  const SI_NO: QuestionOption[] = [
    { value: "si", label: "Sí" },
    { value: "no", label: "No" },
  ];
  it("are read as English asks them", () => {
    // us-sponsorship would relocate, us-citizen would not; neither has a criminal record.
    expect(ask("us-sponsorship", "Wären Sie bereit umzuziehen?", JA_NEIN).answer).toBe("ja");
    expect(ask("us-citizen", "Seriez-vous prête à déménager ?", OUI_NON).answer).toBe("non");
    expect(ask("us-citizen", "¿Tiene antecedentes penales?", SI_NO).answer).toBe("no");
    expect(ask("us-citizen", "Liegen bei Ihnen Vorstrafen vor?", JA_NEIN).answer).toBe("nein");
    expect(ask("us-citizen", "¿Es usted mayor de edad?", SI_NO).answer).toBe("si");
    // eu-uk is an EU citizen (Austria is a member state).
    expect(ask("eu-uk", "Benötigen Sie für eine Tätigkeit in Österreich eine Arbeitserlaubnis?", JA_NEIN).answer).toBe("nein");
  });
  it("keep the level a language question asks", () => {
    // us-sponsorship speaks English at a professional level, not fluently.
    expect(ask("us-sponsorship", "Parlez-vous anglais couramment ?", OUI_NON).answer).toBeNull();
    expect(ask("us-citizen", "¿Habla usted español con fluidez?", SI_NO).answer).toBe("si");
  });
  it("apply only the phrases of the language the label shows", () => {
    // French "en" is "in", but a Spanish label keeps its own "en los Estados Unidos"; us-citizen is a US citizen.
    expect(ask("us-citizen", "¿Tienes autorización para trabajar en los Estados Unidos?", SI_NO).answer).toBe("si");
  });
  it("read a word with its other gender beside it as the word", () => {
    // ca-graduate is a French citizen as well as a Canadian one.
    expect(ask("ca-graduate", "Êtes-vous citoyen(ne) français(e) ?", OUI_NON).answer).toBe("oui");
  });
  it("read the questions forms ask most in their own order", () => {
    // us-veteran has worked for the company and has relatives there and government ties; us-citizen none.
    expect(ask("us-veteran", "Haben Sie schon einmal bei unserer Firma gearbeitet?", JA_NEIN).answer).toBe("ja");
    expect(ask("us-citizen", "Un membre de votre famille travaille-t-il pour notre groupe ?", OUI_NON).answer).toBe("non");
    expect(ask("us-veteran", "¿Tiene algún familiar que trabaje en nuestra compañía?", SI_NO).answer).toBe("si");
    expect(ask("us-citizen", "Haben Sie Verbindungen zu Behörden?", JA_NEIN).answer).toBe("nein");
    expect(ask("us-veteran", "Avez-vous des liens avec un agent public ?", OUI_NON).answer).toBe("oui");
    // eu-uk lives in the United Kingdom.
    const pays = ["France", "Royaume-Uni", "Allemagne"].map((label) => ({ value: label, label }));
    expect(ask("eu-uk", "Pays de résidence", pays).answer).toBe("Royaume-Uni");
    // us-sponsorship would relocate; ca-graduate would not.
    expect(ask("us-sponsorship", "Umzugsbereitschaft vorhanden?", JA_NEIN).answer).toBe("ja");
    expect(ask("ca-graduate", "¿Estaría dispuesta a mudarse para este puesto?", SI_NO).answer).toBe("no");
    // us-sponsorship gives a month's notice; us-citizen studied Computer Science.
    expect(ask("us-sponsorship", "Kündigungsfrist in Tagen", null).answer).toBe("30");
    expect(ask("us-citizen", "Studiengang", null).answer).toBe("Computer Science");
    expect(ask("us-citizen", "Fecha de incorporación", null).answer).not.toBeNull();
  });
  it("read more of round 20's phrasings: relocation, ties, a disability, a degree, office days", () => {
    // ca-graduate would not relocate, has no government ties, holds no master's; us-veteran has a disability.
    expect(ask("ca-graduate", "Êtes-vous prête à déménager à Montréal ?", OUI_NON).answer).toBe("non");
    expect(ask("ca-graduate", "¿Estarías dispuesta a mudarte?", SI_NO).answer).toBe("no");
    expect(ask("ca-graduate", "Wären Sie bereit, Ihren Wohnort zu wechseln?", JA_NEIN).answer).toBe("nein");
    expect(ask("ca-graduate", "¿Tiene vínculos con algún funcionario público?", SI_NO).answer).toBe("no");
    expect(ask("ca-graduate", "Êtes-vous titulaire d'un diplôme de niveau master ?", OUI_NON).answer).toBe("non");
    expect(ask("us-veteran", "Êtes-vous en situation de handicap ?", OUI_NON).answer).toBe("oui");
    // us-sponsorship can work in the office.
    expect(ask("us-sponsorship", "Können Sie an mindestens zwei Tagen pro Woche im Büro arbeiten?", JA_NEIN).answer).toBe("ja");
  });
  it("read options as English by their words: degrees, spans, levels, places of work", () => {
    const opts = (...labels: string[]): QuestionOption[] => labels.map((label) => ({ value: label, label }));
    // us-citizen holds a bachelor's, us-sponsorship a master's.
    const bac = opts("Bac", "Bac+2", "Bac+3", "Bac+5", "Doctorat");
    expect(ask("us-citizen", "Quel est votre niveau d'études le plus élevé ?", bac).answer).toBe("Bac+3");
    expect(ask("us-sponsorship", "Nivel máximo de estudios", opts("Bachillerato", "Grado", "Máster", "Doctorado")).answer).toBe("Máster");
    // us-veteran has 19 years of experience; us-citizen gives two weeks' notice and speaks Spanish at an advanced level.
    expect(ask("us-veteran", "Années d'expérience", opts("Moins de 5 ans", "5-10 ans", "Plus de 10 ans")).answer).toBe("Plus de 10 ans");
    expect(ask("us-citizen", "Durée de votre préavis", opts("Aucun", "Moins d'un mois", "2 mois ou plus")).answer).toBe("Moins d'un mois");
    expect(ask("us-citizen", "Nivel de español", opts("Básico", "Intermedio", "Avanzado", "Nativo")).answer).toBe("Avanzado");
    expect(ask("us-citizen", "Ihr höchster Abschluss", opts("Abitur", "Bachelor", "Master")).answer).toBe("Bachelor");
    expect(ask("us-sponsorship", "Niveau d'études", opts("Bac", "Bac+3", "Bac+5")).answer).toBe("Bac+5");
    // eu-uk prefers remote work.
    expect(ask("eu-uk", "Bevorzugtes Arbeitsmodell", opts("Vor Ort", "Hybrid", "Mobiles Arbeiten")).answer).toBe("Mobiles Arbeiten");
  });
});

describe("a question that names a wider set than the fact", () => {
  it("a vehicle or other transport is any transportation", () => {
    // us-citizen has transportation; ca-graduate has none.
    expect(ask("us-citizen", "Do you have access to a car or other dependable means of transport?").answer).toBe("y");
    expect(ask("ca-graduate", "Do you have access to a car or other dependable means of transport?").answer).toBe("n");
  });
  it("employed here through an agency is employed here", () => {
    // us-veteran has worked for the company before; us-citizen has not.
    expect(ask("us-veteran", "Have you previously worked for us, directly or through a staffing agency?").answer).toBe("y");
    expect(ask("us-citizen", "Have you previously worked for us, directly or through a staffing agency?").answer).toBe("n");
  });
  it("a start on or after a day is possible whatever the earliest start", () => {
    // us-citizen can start in two weeks, ca-graduate on 2027-01-11.
    expect(ask("us-citizen", "Can you start on or after March 1, 2027?").answer).toBe("y");
    expect(ask("ca-graduate", "Can you start on or after December 10, 2026?").answer).toBe("y");
  });
  it("a region named by its countries is any of them", () => {
    // eu-uk lives in London.
    expect(ask("eu-uk", "Do you live in the Benelux region (Belgium, the Netherlands or Luxembourg)?").answer).toBe("n");
    expect(ask("eu-uk", "Are you based in the British Isles region (UK or Ireland)?").answer).toBe("y");
  });
});

describe("a birthday passed", () => {
  it("is an age reached", () => {
    // Over 18 entails a 16th birthday passed, not a 21st.
    expect(ask("eu-uk", "Have you passed your 16th birthday?").answer).toBe("y");
    expect(ask("eu-uk", "Have you celebrated your 21st birthday?").answer).toBeNull();
  });
});

describe("a skill named before a colon", () => {
  it("is the skill asked, not experience overall", () => {
    // us-citizen lists Python (6 years); eu-uk does not, so her 5 years overall say nothing of it.
    expect(ask("us-citizen", "Python: how many years have you used it?", null).answer).toBe("6");
    expect(ask("eu-uk", "Python: how many years have you used it?", null).answer).toBeNull();
  });
});

describe("a list's label read with its options", () => {
  it("a status list offering 'Foreign National' is the status list", () => {
    const options: QuestionOption[] = ["U.S. Citizen", "Permanent Resident", "Foreign National"].map((l) => ({ value: l, label: l }));
    expect(ask("us-sponsorship", "Citizenship status (citizen, permanent resident or foreign national)", options).answer).toBe(
      "Foreign National",
    );
    expect(ask("us-citizen", "Citizenship status (citizen, permanent resident or foreign national)", options).answer).toBe("U.S. Citizen");
  });
  it("office days a week as a label are the office-days question", () => {
    const options: QuestionOption[] = ["0", "1-2", "3-4", "5"].map((l) => ({ value: l, label: l }));
    // eu-uk cannot work in person.
    expect(ask("eu-uk", "Office days per week you can manage", options).answer).toBe("0");
  });
});

describe("'us' in lower case", () => {
  it("is the country before a word of jobs and after 'both' or 'either'", () => {
    expect(countryIn("sponsorship required? (us roles only)")).toBe("United States");
    expect(countryIn("are you authorized to work in both the us and canada?")).toBe("United States");
    expect(countryIn("would you like to work for us?")).toBeNull();
  });
});

describe("shares and employment in other words", () => {
  it("a share of time under a figure is not an age", () => {
    // us-citizen travels up to some share of the time; being over 18 says nothing of it.
    expect(ask("us-citizen", "Are you able to travel under 15% of the time?").from).toBe("workPreferences.maxTravelPercent");
  });
  it("'present' employer and 'in paid employment' are the current employer", () => {
    // us-citizen works at Initech.
    expect(ask("us-citizen", "Present employer", null).answer).toBe("Initech");
    expect(ask("us-citizen", "Are you presently in paid work?").answer).toBe("y");
  });
});

describe("'F-1 status on OPT'", () => {
  it("asks the OPT, which someone not authorised in the US does not hold", () => {
    // eu-uk is not authorised to work in the US.
    expect(ask("eu-uk", "Are you in F-1 status on OPT?").answer).toBe("n");
  });
});

describe("the right to work in any EU member state", () => {
  it("is held by a citizen of one, whatever the others say", () => {
    // ca-graduate is a French citizen with no entry for the European Union.
    expect(ask("ca-graduate", "Are you authorized to work in at least one EU member state?").answer).toBe("y");
    expect(ask("us-citizen", "Are you authorized to work in at least one EU member state?").answer).toBeNull();
  });
});

describe("US regions whose states are agreed", () => {
  it("are their states", () => {
    // us-sponsorship lives in Seattle, WA; us-citizen in Austin, TX; eu-uk in London.
    expect(ask("us-sponsorship", "Are you based in the Pacific Northwest?").answer).toBe("y");
    expect(ask("us-citizen", "Are you based in the Pacific Northwest?").answer).toBe("n");
    expect(ask("us-citizen", "Do you live in New England?").answer).toBe("n");
    expect(ask("eu-uk", "Do you live in New England?").answer).toBe("n");
  });
});

describe("a relative clause's 'not' on a visa's tie to an employer", () => {
  it("asks the untied basis: yes for a citizen, no for an H-1B holder or someone not authorised", () => {
    const label = "Is your right to work in the United States one that is not tied to a single employer?";
    expect(ask("us-citizen", label).answer).toBe("y");
    expect(ask("us-sponsorship", label).answer).toBe("n");
    const basis = "Are you authorized to work in the U.S. on a basis that is not dependent on one employer's visa?";
    expect(ask("us-veteran", basis).answer).toBe("y");
    expect(ask("us-sponsorship", basis).answer).toBe("n");
    expect(ask("eu-uk", basis).answer).toBe("n");
  });
});

describe("a status ending within a span", () => {
  it("is not known for a visa, no for a citizen", () => {
    const label = "Does your U.S. work visa or status expire in the next 6 months?";
    expect(ask("us-sponsorship", label).answer).toBeNull();
    expect(ask("us-citizen", label).answer).toBe("n");
    // Without a span, a visa is temporary.
    expect(ask("us-sponsorship", "Is your U.S. work authorization temporary?").answer).toBe("y");
  });
});

describe("sponsorship needed now and, asked again, later", () => {
  it("says no to both from no need, never yes to both from a need", () => {
    const label = "Do you currently require visa sponsorship to work in the US, and would you require it in the future as well?";
    expect(ask("us-citizen", label).answer).toBe("n");
    expect(ask("us-sponsorship", label).answer).toBeNull();
    expect(ask("eu-uk", label).answer).toBeNull();
    // "Now or in the future" is the flag itself.
    expect(ask("eu-uk", "Do you require sponsorship to work in the US now or in the future?").answer).toBe("y");
  });
});

describe("a clean criminal record", () => {
  it("is having none: the record's question the other way round", () => {
    expect(ask("us-citizen", "Is your criminal record clear?").answer).toBe("n");
    expect(ask("us-citizen", "Can you confirm you have a clean criminal background?").answer).toBe("y");
    expect(ask("eu-uk", "Do you have a spotless criminal history?").answer).toBe("y");
    expect(ask("us-citizen", "Do you have a criminal record?").answer).toBe("n");
  });
});

describe("more of the words forms in French and Spanish ask with", () => {
  const yn = (y: string, n: string): QuestionOption[] => [
    { value: y, label: y },
    { value: n, label: n },
  ];
  it("reads the informal Spanish forms, sponsorship and the United States", () => {
    const si = yn("Sí", "No");
    expect(ask("eu-uk", "¿Necesitarás patrocinio de visa para trabajar en Estados Unidos?", si).answer).toBe("Sí");
    expect(ask("us-citizen", "¿Tienes permiso para trabajar en Estados Unidos?", si).answer).toBe("Sí");
    expect(ask("ca-graduate", "¿Tienes la nacionalidad francesa?", si).answer).toBe("Sí");
  });
  it("reads a sponsorship asked with 'now or in the future' between its words", () => {
    const label = "Aurez-vous besoin, maintenant ou à l'avenir, d'un parrainage de visa pour travailler aux États-Unis ?";
    expect(ask("us-sponsorship", label, yn("Oui", "Non")).answer).toBe("Oui");
    expect(ask("us-veteran", label, yn("Oui", "Non")).answer).toBe("Non");
  });
  it("reads an age as a year of life completed or 'âgé de'", () => {
    expect(ask("eu-uk", "Haben Sie das 16. Lebensjahr vollendet?", yn("Ja", "Nein")).answer).toBe("Ja");
    expect(ask("eu-uk", "Êtes-vous âgé d'au moins 16 ans ?", yn("Oui", "Non")).answer).toBe("Oui");
  });
  it("reads acceptance of the privacy policy as consent", () => {
    for (const label of ["J'accepte la politique de confidentialité", "Acepto la política de privacidad"]) {
      const box = { ...field(label, null), kind: "checkbox" as const };
      expect(proposeAnswer(box, facts["us-citizen"]).answer).toBe("true");
    }
  });
});

describe("a role needed to be remote", () => {
  it("is remote only: no for someone who can work in person", () => {
    // us-citizen and ca-graduate can work both ways.
    expect(ask("us-citizen", "Do you require the position to be fully remote?").answer).toBe("n");
    expect(ask("ca-graduate", "Do you need the job to be entirely remote?").answer).toBe("n");
  });
});

describe("the numbers from thirteen to nineteen written as words", () => {
  it("are digits, so an age written out is a threshold", () => {
    expect(words("Have you turned seventeen?")).toBe("have you turned 17");
    expect(ask("us-citizen", "Have you reached the age of sixteen?").answer).toBe("y");
  });
});

describe("where one's home or residence is", () => {
  it("is where one lives, not the address itself", () => {
    expect(ask("eu-uk", "Is your home outside the United States?").answer).toBe("y");
    expect(ask("us-citizen", "Is your home address in the United States?").answer).toBe("y");
    expect(ask("ca-graduate", "Is your place of residence in a European Union member state?").answer).toBe("n");
  });
});

describe("bands of a number that share their ends", () => {
  const bands = ["0-1", "1-3", "3-5", "5-10", "10+"].map((label) => ({ value: label, label }));
  it("are spans of the line: a number between whole years is in the band above", () => {
    // ca-graduate has 1.5 years of experience.
    expect(ask("ca-graduate", "Total years of experience", bands).answer).toBe("1-3");
  });
  it("leave a number on a shared end unanswered: it is in two bands", () => {
    // eu-uk has 5 years, in both "3-5" and "5-10"; us-sponsorship has 7.
    expect(ask("eu-uk", "Total years of experience", bands).answer).toBeNull();
    expect(ask("us-sponsorship", "Total years of experience", bands).answer).toBe("5-10");
  });
});

describe("counts and spans asked in other units", () => {
  it("a CEFR level 'or above' is a language's level, not an age", () => {
    // eu-uk speaks basic French.
    expect(ask("eu-uk", "Are you fluent in French (C1 or above)?").answer).toBe("n");
  });
  it("counts the languages listed, and says nothing from fewer", () => {
    // eu-uk lists three languages, us-citizen two.
    expect(ask("eu-uk", "Can you speak at least three languages?").answer).toBe("y");
    expect(ask("us-citizen", "Can you speak at least three languages?").answer).toBeNull();
  });
  it("reads months of experience as a share of a year, and 'is your experience' as the total", () => {
    // ca-graduate has 1.5 years of experience; us-veteran 19, us-citizen 8.
    expect(ask("ca-graduate", "Do you have 24 months or more of work experience?").answer).toBe("n");
    expect(ask("ca-graduate", "Do you have 6 months or more of work experience?").answer).toBe("y");
    expect(ask("us-veteran", "Is your total experience at least 10 years?").answer).toBe("y");
    expect(ask("us-citizen", "Is your total experience at least 10 years?").answer).toBe("n");
  });
});

describe("the same fact said another way", () => {
  it("a plea of guilty or no contest is on the record, not beyond it", () => {
    // us-citizen has no criminal record.
    expect(ask("us-citizen", "Have you ever pled no contest to an offense?").answer).toBe("n");
  });
  it("a way to get to and from work is transportation", () => {
    // ca-graduate has none.
    expect(ask("ca-graduate", "Do you have a reliable way to get to and from work?").answer).toBe("n");
  });
  it("travel for half of one's time is 50%", () => {
    // us-veteran travels up to 50% or more; us-citizen less.
    expect(ask("us-veteran", "Can you travel about half of the time?").answer).toBe("y");
    expect(ask("us-citizen", "Can you travel about half of the time?").answer).toBe("n");
  });
});

describe("a degree and a petition named another way", () => {
  it("what one studied or majored in is the field of a degree the profile lists", () => {
    // us-citizen holds a BS in Computer Science.
    expect(ask("us-citizen", "Did you major in Computer Science or a closely related discipline?").answer).toBe("y");
    expect(ask("us-citizen", "Have you studied Mathematics or a related subject?").answer).toBe("n");
  });
  it("a Master of Business Administration is the MBA, not any master's", () => {
    // us-sponsorship holds a Master of Science.
    expect(ask("us-sponsorship", "Have you earned a Master of Business Administration?").answer).toBe("n");
    expect(ask("us-veteran", "Have you earned a Master of Business Administration?").answer).toBe("y");
  });
  it("a petition to file or extend is sponsorship", () => {
    // eu-uk needs sponsorship in the US; us-citizen does not.
    expect(ask("eu-uk", "Would you need us to file or renew a visa petition for you to work in the United States?").answer).toBe("y");
    expect(ask("us-citizen", "Would you need us to file or renew a visa petition for you to work in the United States?").answer).toBe("n");
  });
});

describe("a clause that says why a question is asked", () => {
  it("is not the question", () => {
    // us-veteran is a man, us-citizen a woman.
    expect(ask("us-veteran", "For diversity monitoring purposes, do you identify as a man?").answer).toBe("y");
    expect(ask("us-citizen", "For diversity monitoring purposes, do you identify as a man?").answer).toBe("n");
  });
});

describe("a phone number asked with its international code", () => {
  it("is the number, not the country's code", () => {
    expect(ask("eu-uk", "Telephone, including your international dialing code", null).answer).toBe("+447700900123");
  });
});

describe("citizenship of a group of countries, and living outside one's own", () => {
  it("is yes from one citizenship among the group's members, not known from none", () => {
    // ca-graduate is Canadian and French; us-sponsorship Indian.
    expect(ask("ca-graduate", "Are you a national of a NATO country?").answer).toBe("y");
    expect(ask("ca-graduate", "Are you a citizen of a Five Eyes country?").answer).toBe("y");
    expect(ask("us-sponsorship", "Are you a national of a NATO country?").answer).toBeNull();
  });
  it("living outside one's country of citizenship is not being a citizen where one lives", () => {
    // eu-uk, a German citizen, lives in the UK; us-citizen in the US.
    expect(ask("eu-uk", "Do you reside outside your country of nationality?").answer).toBe("y");
    expect(ask("us-citizen", "Do you reside outside your country of nationality?").answer).toBe("n");
  });
});

describe("an area named by its region, not a city", () => {
  it("is the city at its heart, by distance", () => {
    // us-sponsorship lives in Seattle, us-citizen in Austin.
    expect(ask("us-sponsorship", "Are you located in the Puget Sound area?").answer).toBe("y");
    expect(ask("us-citizen", "Are you located in the Puget Sound area?").answer).toBe("n");
    expect(ask("us-citizen", "Do you currently reside in Central Texas?").answer).toBe("y");
  });
});

describe("a referral by a current employee", () => {
  it("asks who referred one, not whether one works here", () => {
    // us-citizen has never worked for the company; the profile says nothing of referrals.
    expect(ask("us-citizen", "Did a current employee of ours refer you to this opening?").answer).toBeNull();
  });
});

describe("holding a conversation in a language", () => {
  it("asks a conversational level of it", () => {
    // us-veteran speaks conversational Arabic; eu-uk basic French.
    expect(ask("us-veteran", "Could you carry on a conversation in Arabic?").answer).toBe("y");
    expect(ask("eu-uk", "Could you carry on a conversation in French?").answer).toBe("n");
  });
});

describe("a field for one country's residents", () => {
  it("asks nothing of someone who lives elsewhere", () => {
    // ca-graduate lives in Ontario, us-citizen in Texas.
    expect(ask("ca-graduate", "State abbreviation (U.S. residents only)", null).answer).toBeNull();
    expect(ask("us-citizen", "State abbreviation (U.S. residents only)", null).answer).toBe("TX");
  });
});
