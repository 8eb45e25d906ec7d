// Background: age, previous employment here, relatives, government ties, non-compete and
// accommodations (clearances: clearances.ts; records and checks: records.ts). Sensitive ones answer
// only from a profile fact.
import type { QuestionOption } from "../../../lib/domain";
import type { Claim, Rule } from "../claims";
import { pickDecline } from "../options";
import { canonicalCountry, countryIn, normalizeText, numberRange, words } from "../text";
import { bool } from "../claims";
import type { ApplicantFacts } from "../facts";
import { stateCode } from "../places";

/** Countries whose age of majority is 18 throughout (outside the US and Canada, where it is the state's). */
const MAJORITY_AT_18 = new Set(["United Kingdom", "Germany", "France", "India", "Ireland", "Spain", "Italy", "Netherlands", "Australia"]);
/** An age asked about: "18 years of age or older", "at least 16 years old", "of legal age", "21+". */
const AGE_WORDS =
  /minimum (school leaving |working |legal )?age|\d+ (years|yrs) (of age|old)|\b(age|aged) (of )?\d+|(over|at least|older than|above) (the age of )?(1[4-9]|2[0-5])\b(?! (hours|hrs|days|weeks|months|percent|miles|km|kg|lbs|pounds))|\b\d+ (or|and) (older|over|above)|\b(1[4-9]|2[0-5])\+|eighteen|legal (working )?age|of (legal )?age\b|\b(turned|reached|attained) (the age of )?(1[4-9]|2[0-5])\b|\b(passed|reached|had|celebrated) (your |my )?(1[4-9]|2[0-5])(st|nd|rd|th)? birthday\b/;
/**
 * "N or older" / "under N" against the one age fact a profile holds (isOver18): answered only where
 * it follows. Over 18 entails over 16 and not under 16; under 18 entails under 21 and not over 18.
 */
function ofAge(f: ApplicantFacts, text: string, asked: "over" | "under"): Claim | null {
  const fact = f.bool("personalInformation.isOver18");
  // "Between 18 and 65": an upper bound no profile states.
  if (!fact || /between \d+ and \d+|\d+ (to|and) \d+ (years|yrs)/.test(text)) return null;
  // "At least 18 but younger than 21": both ends at once, one of which no profile states.
  if (
    /(over|at least|older than|above|or older)\b.*\b(under|younger than|below|less than)\b|(under|younger than|below)\b.*\b(over|at least|older than)\b/.test(
      text,
    )
  )
    return null;
  // "the minimum school-leaving age" is 18 at most.
  const n =
    /eighteen|legal|of (legal )?age\b|\bminor\b|minimum/.test(text) && !/\d/.test(text) ? 18 : Number(/(\d+)/.exec(text)?.[1] ?? NaN);
  if (!Number.isFinite(n) || n < 10 || n > 99) return null;
  const adult = fact.value;
  // over: adult and n <= 18 -> yes; minor and n >= 18 -> no. under: the reverse.
  const over = adult ? (n <= 18 ? true : null) : n >= 18 ? false : null;
  if (over === null) return null;
  return bool(asked === "over" ? over : !over, fact.from);
}

/** A company the label names ("worked at Initech"), other than this employer ("at our company"). */
function companyNamed(label: string): string | null {
  const named = /\b(?:at|by|for|of) ((?:[A-Z][\w&.'-]*)(?:\s+[A-Z][\w&.'-]*)*)/.exec(label)?.[1];
  return named && !/^(Our|This|The|Us)\b/.test(named) ? named : null;
}

/**
 * Options that are themselves statements of age ("Not applicable - I am 18 or older" / "I am under 18
 * and will upload a work permit"): the one the profile entails, or none. Such a list is never
 * answered as a yes/no (undefined when the options are not statements).
 */
function ageStatement(f: ApplicantFacts, options: QuestionOption[] | null | undefined): Claim | null | undefined {
  if (!options || options.length < 2 || options.some((o) => /^(yes|no)\b/i.test(o.label.trim()))) return undefined;
  const said = options.map((o) => {
    const t = words(o.label);
    const claim = /\b(under|younger|below|minor)\b/.test(t) ? ofAge(f, t, "under") : AGE_WORDS.test(t) ? ofAge(f, t, "over") : null;
    return claim?.type === "bool" ? claim.value : undefined;
  });
  if (said.every((v) => v === undefined)) return undefined;
  const held = options.filter((_, i) => said[i] === true);
  return held.length === 1
    ? { type: "choose", pick: (opts) => opts.find((o) => o.value === held[0]!.value), from: "personalInformation.isOver18" }
    : null;
}

export const BACKGROUND_RULES: Rule[] = [
  {
    // "Are you under 18?", "younger than 16": the profile states one threshold, 18.
    name: "under_age",
    category: "age",
    sensitive: true,
    test: /under (the age of )?[12]\d\b|younger than [12]\d\b|below (the age of )?[12]\d\b|\b(are you|you are) a minor\b/,
    // ("Travel under 10% of the time" is a share, not an age.)
    not: /experience|salary|\$|\b(under|below) [12]\d ?(%|percent|of the time|hours|miles|km|minutes|days|weeks|months)/,
    claim: (f, q) => {
      const statement = ageStatement(f, q.field.options);
      return statement === undefined ? ofAge(f, q.text, "under") : statement;
    },
  },
  {
    // "18 or older" entails "16 or older", never "21 or older" (docs/answers.md, "Entailment").
    name: "over_age",
    category: "age",
    sensitive: true,
    test: (q) => AGE_WORDS.test(q.text) && !/experience|worked|employed (for|by)|household|earner|when you were/.test(q.text),
    claim: (f, q) => {
      const statement = ageStatement(f, q.field.options);
      return statement === undefined ? ofAge(f, q.text, "over") : statement;
    },
  },
  {
    // "Have you reached the age of majority in your state or province?": where one lives, 18 (19 in
    // Alabama, Nebraska and seven Canadian provinces and territories, 21 in Mississippi); being over 18
    // reaches it only where it is 18, and being under 18 reaches none.
    name: "age_of_majority",
    category: "age",
    sensitive: true,
    test: (q) => /\bage of majority\b/.test(q.text) && !/\d/.test(q.text),
    claim: (f) => {
      const fact = f.bool("personalInformation.isOver18");
      if (!fact) return null;
      if (!fact.value) return bool(false, fact.from);
      const home = f.p.personalInformation;
      const country = canonicalCountry(home.country);
      const code = home.state ? stateCode(home.state, country) : null;
      const at18 =
        country === "United States"
          ? code !== null && !["AL", "NE", "MS"].includes(code)
          : country === "Canada"
            ? code !== null && !["BC", "NB", "NL", "NS", "NT", "NU", "YT"].includes(code)
            : MAJORITY_AT_18.has(country);
      return at18 ? bool(true, fact.from) : null;
    },
  },
  {
    // "Please confirm your age: Under 16 / 16-17 / 18 or older": the one option every adult's age falls in.
    name: "age",
    category: "age",
    sensitive: true,
    test: /\bage\b|date of birth|birth ?date|\bdob\b|how old/,
    claim: (f) => {
      const fact = f.bool("personalInformation.isOver18");
      if (fact?.value !== true) return { type: "decline" };
      const adultOption = (options: QuestionOption[]) => {
        const fits = options.filter((o) => {
          const r = numberRange(o.label);
          return r !== null && r[0] <= 18 && r[1] === Infinity;
        });
        return fits.length === 1 ? fits[0] : pickDecline(options);
      };
      return { type: "choose", pick: adultOption, from: fact.from };
    },
  },
  {
    name: "accommodations",
    category: "accommodations",
    test: /accommodat|reasonable adjustment|adjustments|special arrangements/,
    not: /travel/,
    // The flag says whether any accommodation is needed, not when or for what: none rules out each
    // narrower kind (during the recruitment process, to perform the job); needing one says neither.
    claim: (f, q) => {
      const fact = f.bool("workPreferences.hasAccommodations");
      // "Can you perform the essential functions with or without accommodation?" asks what one can
      // do, not whether one needs an accommodation.
      if (!fact || /\b(can|could|able to) (you )?perform\b|\bwith or without\b/.test(q.text)) return null;
      const process = /recruit|interview|hiring process|application process|selection process|assessment/.test(q.text);
      const job = /essential functions|workplace|on the job|to perform|perform the job|start(ing)? work/.test(q.text);
      // "Either for the hiring process or to perform the job" is any accommodation again.
      const narrower = (process || job) && !(process && job && /\bor\b/.test(q.text));
      return fact.value && narrower ? null : bool(fact.value, fact.from);
    },
  },
  {
    // "An employee of any federal, state or local government agency?": no ties at all rules it out;
    // having ties does not say they are employment.
    name: "government_employee",
    category: "government",
    test: /(employee|employed|worked) (of|by|for|at) (any |a |the )?(u s |us )?(federal|state|local|government|public|department of)|government (agency|employee|employment)|(federal|government) agency|\b(hold|held|have|had)\b.*\b(position|role|post) (with|in|at) (any |a |the )?(government|public|state owned)|state owned (enterprise|company|entity|business)|sovereign wealth fund/,
    // (Obligations to a state-owned entity, a non-compete or IP, are not a post with it.)
    not: /relative|family|spouse|household|non ?compet|intellectual property|obligations?/,
    // "Ever", without a span, reaches past the present flag; service in the armed forces is a veteran's.
    claim: (f, q) => {
      const veteran = f.bool("selfIdentification.veteran");
      const span = /\b(past|last|within) (\d+ )?(months?|years?)\b/.test(q.text);
      if (/armed forces|military/.test(q.text) && veteran?.value && !span) return bool(true, veteran.from);
      const fact = f.bool("backgroundCheck.hasGovernmentTies");
      if (/\bever\b/.test(q.text) && !span) return null;
      return fact?.value === false ? bool(false, fact.from) : null;
    },
  },
  {
    // Ties to a government (an official, a relative who is one, a contract). Having been its employee
    // is not the same fact: a form asking that is not answered from this flag.
    name: "government_ties",
    category: "government",
    test: /government (official|ties|relationship|contract)|(relative|family|spouse|household)\b.*\b(government|state owned|public official)|public office|(hold|have) a (position|role|post) (with|in|at) (any |a )?government|(ties|connection|relationship)s? (to|with) (a |any )?(government|public|state owned)|public (official|sector employee)|politically exposed|foreign official|related to .*government|government .*relative/,
    // Having ties does not make one a politically exposed person or an official.
    claim: (f, q) => {
      const fact = f.bool("backgroundCheck.hasGovernmentTies");
      if (!fact) return null;
      // Nor do they say who holds them: a relative or a household member, an official or an employee.
      const general = /\b(any )?(relationships?|ties|connections?) (with|to)\b/.test(q.text);
      return fact.value &&
        !general &&
        /politically exposed|public office|(hold|have) a (position|role|post)|(are|were) you (a |an )?(current or former |former |current )?(government|public) official|relative|family|spouse|household|foreign official|state owned|employee/.test(
          q.text,
        )
        ? null
        : bool(fact.value, fact.from);
    },
  },
  {
    // "Do you know anyone who works here?": a relative here is someone; no relative says nothing of friends.
    name: "knows_employee",
    category: "relatives",
    test: /know (anyone|anybody|someone|somebody|any one|any employees?)\b.*\b(work|employ)/,
    claim: (f) => {
      const fact = f.bool("backgroundCheck.hasRelativesAtCompany");
      return fact?.value ? bool(true, fact.from) : null;
    },
  },
  {
    name: "relatives",
    category: "relatives",
    sensitive: true,
    not: /veteran|armed forces|military|derived preference/,
    test: /relatives?|family member|related (by (blood|marriage)( or (by )?(blood|marriage))? )?to (anyone|someone|a current|any)|close personal relationship|\bfamily\b.*\b(employ|work)|\b(your|any of your|a) (spouse|husband|wife|domestic partner|parents?|siblings?|brothers?|sisters?|sons?|daughters?|children|child|in laws?|cousins?)\b.*\b(employed|works?|working)\b/,
    // A relative somewhere here is not one in the hiring department or line; none here says nothing of
    // friends, or of relatives at other companies (competitors, customers, suppliers).
    claim: (f, q) => {
      const fact = f.bool("backgroundCheck.hasRelativesAtCompany");
      if (!fact || /competitor|customer|supplier|vendor|client|government/.test(q.text)) return null;
      if (!fact.value && /friend|anyone you know|acquaint/.test(q.text)) return null;
      // A question about relatives one may have ("If you have relatives here, would any ...?") asks
      // nothing of someone with none.
      if (!fact.value && /^if you have\b/.test(q.text)) return null;
      // ("any current employee, officer or board member" holds a relative who works here.)
      const anyEmployee = /\bany (current )?(employees?|staff( members?)?|workers?)\b.*\bor\b/.test(q.text);
      return fact.value &&
        !anyEmployee &&
        // (Nor who they are or what they do here: a hiring role, management, the board, a referral.)
        /department|team|hiring|report(ing)? (directly |indirectly |or |and )*(to|line)|supervis|this (role|position)|same (unit|group|office|location|site|division)|immediate family|spouse|partner|parent|sibling|child|\b(a|any|in) (\w+ )?(role|position|capacity)\b|manag(er|ement|ing)|director|officer|executive|leadership|board|senior|refer(red|ral)?\b|interview|recruit|decision|influence|authority|human resources|\bhr\b|payroll/.test(
          q.text,
        )
        ? null
        : bool(fact.value, fact.from);
    },
  },
  {
    name: "non_compete",
    category: "non_compete",
    test: /non ?compet(e|ition)|non ?solicit|post employment restrictions|restrictive covenant|employment agreements/,
    // The profile knows of a non-compete only: a question about other covenants too says more.
    // A non-compete is one of "any restrictive covenants": it answers yes; none says nothing of the others.
    claim: (f, q) => {
      const fact = f.bool("backgroundCheck.hasNonCompete");
      if (!fact) return null;
      if (/confidential|other restrictive|any restrictive|restrictive covenants/.test(q.text) && !fact.value) return null;
      // Having one says nothing of whom it is with (a foreign, state-owned or government entity).
      if (fact.value && /foreign|state owned|government|competitor of/.test(q.text)) return null;
      // Having one says nothing of whether it reaches this role ("that would prevent you from joining
      // us"); none rules that out. Not having one now says nothing of the past ("ever signed", "expired").
      if (fact.value && /\b(would|could|might|will)\b.*\b(prevent|restrict|limit|stop|prohibit|bar|affect)\b/.test(q.text)) return null;
      if (!fact.value && /\bever\b|\bexpired\b|\bin the past\b|\bpreviously\b/.test(q.text)) return null;
      return bool(fact.value, fact.from);
    },
  },
  {
    name: "current_employee",
    category: "previous_employment",
    test: /currently (work|employed) (for|at|by)|current employee|currently an employee/,
    not: /former|\brefer|relat|family|partner|spouse|husband|wife|parent|sibling|child|friend/,
    // A company named: the profile's current employer says. "Here": never worked here implies not
    // working here now; having worked here says nothing about now.
    claim: (f, q) => {
      const named = companyNamed(q.field.label);
      if (named) {
        const current = f.at<string>("employment.currentCompany");
        if (current) return bool(normalizeText(String(current.value)) === normalizeText(named), current.from);
      }
      return f.p.backgroundCheck.hasWorkedForCompanyBefore === false ? bool(false, "backgroundCheck.hasWorkedForCompanyBefore") : null;
    },
  },
  {
    // "If hired, would this be your first time working for our company?": never having worked here.
    name: "first_time_here",
    category: "previous_employment",
    test: /\bfirst time (working|employed|being employed) (for|with|at|by) (us|our company|this company|the company|our organi[sz]ation)\b/,
    claim: (f) => {
      const fact = f.bool("backgroundCheck.hasWorkedForCompanyBefore");
      return fact ? bool(!fact.value, fact.from) : null;
    },
  },
  {
    name: "worked_here_before",
    category: "previous_employment",
    test: /(previously|ever|before|formerly|past) (been )?(work|employ)|\bbeen on (our|the company s|this company s) payroll|previous employment (with|at)|worked (for|at|here|with us)|former (employee|contractor)|current or former employee|employed by (us|this company)|previously worked|worked .* previously|work(ed)? for (us|this company)|(dismissed|laid off|terminated|fired|asked to resign)\b.*\b(by|from) (us|this company|the company)|(internship|co ?op)( placement)? (with|at) (us|this company)|\b(ever|previously) been (an? )?(employee|staff member) (of|at|with) (us|this|our|the) ?(company|organi[sz]ation|firm|business|employer)?\b/,
    // ("Worked in a PMC", "in an agency": a kind of employer, not this one.)
    // ("Directly or through an agency" is this employer still.)
    not: /applied|if you previously|government|public sector|immigration|\b(in|at|for) (an? |the |any )?(\w+ )?agency|\bvisa\b|sponsor|\bworked (in|at|for) (a|an|any) (?!company|organi[sz]ation)\w+|\b(relatives?|family|spouse|husband|wife|partner|parents?|siblings?|brothers?|sisters?|child(ren)?)\b|in law/,
    // The flag is about this employer, at any time, in any role. A company named is this employer
    // (forms name their own), unless it is the candidate's current one. Never having worked here rules
    // out every narrower kind (a span of years, a dismissal, an internship alone); having worked here
    // says none of them.
    claim: (f, q) => {
      const named = companyNamed(q.field.label);
      const current = f.at<string>("employment.currentCompany");
      if (named && current && normalizeText(String(current.value)) === normalizeText(named)) return bool(true, current.from);
      // "Have you ever worked in the UK?" is about a country, not this employer.
      if (!named && countryIn(q.field.label)) return null;
      const fact = f.bool("backgroundCheck.hasWorkedForCompanyBefore");
      if (!fact) return null;
      const narrower =
        /\b(last|past|within)\b.*\b(years?|months?)\b|(before|since|after) \d{4}|dismiss|laid off|terminat|\bleft\b/.test(q.text) ||
        (/intern|co ?op/.test(q.text) && !/employ|worked|any capacity/.test(q.text)) ||
        // "Worked here as an intern or contractor": the kind of work is not in the flag.
        (/\bas (an? )?(intern|contractor|consultant|temp|temporary|freelancer|vendor)\b/.test(q.text) && !/\bemployee\b/.test(q.text));
      if (fact.value && narrower) return null;
      return bool(fact.value, fact.from);
    },
  },
];
