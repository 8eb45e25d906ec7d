// Background: age, previous employment here, relatives, government ties, clearance, non-compete,
// criminal record and background checks, accommodations. Sensitive ones answer only from a profile fact.
import type { Claim, Rule } from "../claims";
import { bool, boolAt } from "../claims";
import type { ApplicantFacts } from "../facts";

/** An age asked about: "18 years of age or older", "at least 16 years old", "of legal age", "21+". */
const AGE_WORDS = /minimum (school leaving |working |legal )?age|\d+ (years|yrs) (of age|old)|\b(age|aged) (of )?\d+|(over|at least|older than|above) (the age of )?(1[4-9]|2[0-5])\b(?! (hours|hrs|days|weeks|months|percent|miles|km|kg|lbs|pounds))|\d+ (or|and) (older|over|above)|\b(1[4-9]|2[0-5])\+|eighteen|legal (working )?age|of (legal )?age\b/;
const PAST_OR_ELSEWHERE = /\b(ever|previously|formerly|past|prior|former|expired|inactive|lapsed|foreign|other country|another country|held in)\b/;
const NAMED_CLEARANCE = /\b(secret|top secret|ts|sci|polygraph|poly|public trust|q|l|dv|sc|nv ?\d|baseline|ctc|doe|dod|nato)\b/;

/**
 * "N or older" / "under N" against the one age fact a profile holds (isOver18): answered only where
 * it follows. Over 18 entails over 16 and not under 16; under 18 entails under 21 and not over 18.
 */
function ofAge(f: ApplicantFacts, text: string, asked: "over" | "under"): Claim | null {
  const fact = f.bool("personalInformation.isOver18");
  if (!fact) return null;
  // "the minimum school-leaving age" is 18 at most.
  const n = /eighteen|legal|of (legal )?age\b|\bminor\b|minimum/.test(text) && !/\d/.test(text) ? 18 : Number(/(\d+)/.exec(text)?.[1] ?? NaN);
  if (!Number.isFinite(n) || n < 10 || n > 99) return null;
  const adult = fact.value;
  // over: adult and n <= 18 -> yes; minor and n >= 18 -> no. under: the reverse.
  const over = adult ? (n <= 18 ? true : null) : n >= 18 ? false : null;
  if (over === null) return null;
  return bool(asked === "over" ? over : !over, fact.from);
}

export const BACKGROUND_RULES: Rule[] = [
  {
    // "Are you under 18?", "younger than 16": the profile states one threshold, 18.
    name: "under_age", category: "age", sensitive: true,
    test: /under (the age of )?[12]\d\b|younger than [12]\d\b|below (the age of )?[12]\d\b|\b(are you|you are) a minor\b/, not: /experience|salary|\$/,
    claim: (f, q) => ofAge(f, q.text, "under"),
  },
  {
    // "18 or older" entails "16 or older", never "21 or older" (docs/answers.md, "Entailment").
    name: "over_age", category: "age", sensitive: true,
    test: (q) => AGE_WORDS.test(q.text) && !/experience|worked|employed (for|by)/.test(q.text),
    claim: (f, q) => ofAge(f, q.text, "over"),
  },
  { name: "age", category: "age", sensitive: true, test: /\bage\b|date of birth|birth ?date|\bdob\b|how old/, claim: () => ({ type: "decline" }) },
  { name: "accommodations", category: "accommodations", test: /accommodat|reasonable adjustment|adjustments|special arrangements/, claim: boolAt("workPreferences.hasAccommodations") },
  {
    // Ties to a government (an official, a relative who is one, a contract). Having been its employee
    // is not the same fact: a form asking that is not answered from this flag.
    name: "government_ties", category: "government",
    test: /government (official|ties|relationship|contract)|public office|(hold|have) a (position|role|post) (with|in|at) (any |a )?government|(ties|connection|relationship)s? (to|with) (a |any )?(government|public|state owned)|public (official|sector employee)|politically exposed|foreign official|related to .*government|government .*relative/,
    claim: boolAt("backgroundCheck.hasGovernmentTies"),
  },
  {
    name: "relatives", category: "relatives", sensitive: true,
    test: /relatives?|family member|related to (anyone|someone|a current|any)|close personal relationship|\bfamily\b.*\b(employ|work)/,
    claim: boolAt("backgroundCheck.hasRelativesAtCompany"),
  },
  {
    name: "non_compete", category: "non_compete",
    test: /non ?compet(e|ition)|non ?solicit|post employment restrictions|restrictive covenant|employment agreements/,
    // The profile knows of a non-compete only: a question about other covenants too says more.
    claim: (f, q) => (/confidential|other restrictive|any restrictive/.test(q.text) ? null : boolAt("backgroundCheck.hasNonCompete")(f)),
  },
  {
    name: "current_employee", category: "previous_employment",
    test: /currently (work|employed) (for|at|by)|current employee|currently an employee/, not: /former|referr|relat|family|partner/,
    // Never worked here implies not working here now; having worked here says nothing about now.
    claim: (f) => (f.p.backgroundCheck.hasWorkedForCompanyBefore === false ? bool(false, "backgroundCheck.hasWorkedForCompanyBefore") : null),
  },
  {
    name: "worked_here_before", category: "previous_employment",
    test: /(previously|ever|before|formerly|past) (been )?(work|employ)|previous employment (with|at)|worked (for|at|here|with us)|former (employee|contractor)|current or former employee|employed by (us|this company)|previously worked|worked .* previously/,
    not: /applied|if you previously|dates|government|public sector|agency/,
    claim: boolAt("backgroundCheck.hasWorkedForCompanyBefore"),
  },
  {
    // The profile's flag is a present clearance of no stated level or country: no clearance at all
    // rules out a named one; having one says nothing of its level; neither says anything of the past.
    name: "clearance", category: "clearance", sensitive: true,
    test: /clearance|\bts ?sci\b|polygraph/, not: /able to obtain|eligible (to|for)|willing to|obtain/,
    claim: (f, q) => {
      const fact = f.bool("backgroundCheck.hasGovernmentClearance");
      if (!fact) return null;
      if (PAST_OR_ELSEWHERE.test(q.text)) return fact.value ? bool(true, fact.from) : null;
      if (NAMED_CLEARANCE.test(q.text)) return fact.value ? null : bool(false, fact.from);
      return bool(fact.value, fact.from);
    },
  },
  { name: "background_check", category: "criminal_background", test: /background (check|screen|investigation)/, claim: boolAt("backgroundCheck.consentsToBackgroundCheck") },
  {
    name: "criminal_record", category: "criminal_background", sensitive: true,
    test: /convict|felony|criminal|misdemeanou?r|offen[cs]e/,
    claim: boolAt("backgroundCheck.hasCriminalRecord"),
  },
];
