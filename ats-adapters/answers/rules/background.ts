// Background: age, previous employment here, relatives, government ties, clearance, non-compete,
// criminal record and background checks, accommodations. Sensitive ones answer only from a profile fact.
import type { QuestionOption } from "../../../lib/domain";
import type { Claim, Rule } from "../claims";
import { pickDecline } from "../options";
import { canonicalCountry, countryIn, normalizeText, numberRange, words } from "../text";
import { bool } from "../claims";
import type { ApplicantFacts } from "../facts";

/** An age asked about: "18 years of age or older", "at least 16 years old", "of legal age", "21+". */
const AGE_WORDS =
  /minimum (school leaving |working |legal )?age|\d+ (years|yrs) (of age|old)|\b(age|aged) (of )?\d+|(over|at least|older than|above) (the age of )?(1[4-9]|2[0-5])\b(?! (hours|hrs|days|weeks|months|percent|miles|km|kg|lbs|pounds))|\d+ (or|and) (older|over|above)|\b(1[4-9]|2[0-5])\+|eighteen|legal (working )?age|of (legal )?age\b|\b(turned|reached|attained) (the age of )?(1[4-9]|2[0-5])\b/;
/** A clause that leaves something out of a question: "excluding minor traffic violations", "other than ...". */
const LEFT_OUT =
  /\b(excluding|exclude|other than|except( for)?|not including|apart from|aside from)\b((?!\b(but|including|and)\b)[^,.;:?!])*/i;
const PAST_OR_ELSEWHERE =
  /\b(ever|never|previously|formerly|past|prior|former|expired|inactive|lapsed|foreign|other country|another country|held in|at any (point|time))\b/;
const NAMED_CLEARANCE = /\b(secret|top secret|ts|sci|polygraph|poly|public trust|tier \d|q|l|dv|sc|nv ?\d|baseline|ctc|doe|dod|nato|sap|special access)\b/;

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
    not: /experience|salary|\$/,
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
      return fact.value &&
        /department|team|hiring manager|report(ing)? (directly |indirectly |or |and )*(to|line)|supervis|this (role|position)|same (unit|group)|immediate family|spouse|partner|parent|sibling|child/.test(
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
    not: /former|referr|relat|family|partner|spouse|husband|wife|parent|sibling|child|friend/,
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
    test: /(previously|ever|before|formerly|past) (been )?(work|employ)|previous employment (with|at)|worked (for|at|here|with us)|former (employee|contractor)|current or former employee|employed by (us|this company)|previously worked|worked .* previously|work(ed)? for (us|this company)|(dismissed|laid off|terminated|fired|asked to resign)\b.*\b(by|from) (us|this company|the company)|(internship|co ?op)( placement)? (with|at) (us|this company)/,
    // ("Worked in a PMC", "in an agency": a kind of employer, not this one.)
    not: /applied|if you previously|government|public sector|agency|\bvisa\b|sponsor|\bworked (in|at|for) (a|an|any) (?!company|organi[sz]ation)\w+|relative|family|spouse|husband|wife|partner|parent|sibling|brother|sister|child|in law/,
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
  {
    // A U.S. security clearance is granted to U.S. citizens only (Executive Order 12968, sec. 2.6):
    // someone known not to be one is not eligible; a citizen's eligibility is the investigation's, and
    // a clearance held is eligibility shown. Willingness to go through it is not in the profile.
    name: "clearance_eligibility",
    category: "clearance",
    sensitive: true,
    test: (q) =>
      /\b(eligible|eligibility|able to obtain|obtain|qualify)\b.*\bclearance|clearance eligib/.test(q.question) &&
      countryIn(q.field.label) === "United States",
    claim: (f, q) => {
      const us = f.authIn("United States");
      const notCitizen = us && (us.status ? us.status !== "citizen" : us.authorized === false);
      if (notCitizen) return bool(false, `${us.from}.${us.status ? "status" : "authorized"}`);
      const held = f.bool("backgroundCheck.hasGovernmentClearance");
      return held?.value && /\beligib/.test(q.question) && !/\bwilling\b/.test(q.question) ? bool(true, held.from) : null;
    },
  },
  {
    // The profile's flag is a present clearance of no stated level or country: no clearance at all
    // rules out a named one; having one says nothing of its level; neither says anything of the past.
    name: "clearance",
    category: "clearance",
    sensitive: true,
    // (The DOE's Q and L access authorisations and a Special Access Program are clearances by other names.)
    test: /clearance|\bts ?sci\b|polygraph|security vetting|\bvetting\b|public trust|\bdoe\b.*\baccess authori[sz]ation|special access program|\bcleared (to|for) (access|handle|work with|work on)\b.*\bclassified\b/,
    not: /able to obtain|eligible (to|for)|willing to|obtain/,
    claim: (f, q) => {
      const fact = f.bool("backgroundCheck.hasGovernmentClearance");
      if (!fact) return null;
      // A Public Trust determination the question itself says is not a clearance is not the flag's.
      if (/public trust/.test(q.text) && /\bnot (a |an )?(security )?clearance\b/.test(q.text)) return null;
      // Nor is a clearance held a Public Trust determination, unless the question counts any clearance.
      if (
        fact.value &&
        /public trust/.test(q.question) &&
        !/\bany\b|\be g\b|such as|clearance or (a )?public trust|public trust or\b/.test(q.question)
      )
        return null;
      // "Is your clearance currently active?" asks of a clearance held: nothing for someone with none.
      if (!fact.value && /\b(is|are|was|has|does) your (\w+ ){0,3}(clearance|vetting)\b/.test(q.question)) return null;
      // What befell a clearance (revoked, denied, suspended) is not whether one is held, now or ever.
      if (/revok|denied|deni(al|ed)|suspend|withdrawn|rejected|terminated|adverse/.test(q.question)) return null;
      // "Clearance level (if none, enter 'None')": none is an answer; a level is not known.
      if (!q.field.options?.length && !/^(do|are|have|is)\b/.test(q.question) && /level|type|which/.test(q.text))
        return fact.value ? null : { type: "text", text: "None", from: fact.from };
      // A polygraph is not a clearance; "expired" and "never held" are both true of someone without one now.
      // A polygraph as part of a clearance is ruled out by having none; one on its own is not said.
      if (/polygraph|\bpoly\b/.test(q.question) && (fact.value || !/clearance|ts ?sci|secret/.test(q.text))) return null;
      if (!fact.value && /expired|inactive|lapsed/.test(q.optionsText) && /never/.test(q.optionsText)) return null;
      // Another country's clearance ("UK National Security Vetting") for someone who lives elsewhere: not said.
      const country = countryIn(q.field.label);
      if (fact.value && country && country !== canonicalCountry(f.p.personalInformation.country)) return null;
      if (PAST_OR_ELSEWHERE.test(q.question)) return fact.value ? bool(true, fact.from) : null;
      // "a security clearance or Public Trust": any clearance is one of them.
      if (/clearance or (a )?public trust|public trust or (a )?(security )?clearance/.test(q.question)) return bool(fact.value, fact.from);
      if (NAMED_CLEARANCE.test(q.question)) return fact.value ? null : bool(false, fact.from);
      // Whether another employer can take it over (reciprocity, a transfer, a sponsor) is not said.
      // Nor is whether its investigation is in scope (a periodic reinvestigation due).
      if (fact.value && /reciproc|take (it )?over|transfer|sponsor|in scope|out of scope|reinvestigat/.test(q.question)) return null;
      return bool(fact.value, fact.from);
    },
  },
  {
    // "Able to obtain a Top Secret clearance? (U.S. citizenship is required.)": not without it.
    name: "clearance_eligible",
    category: "clearance",
    sensitive: true,
    test: /(able to|eligible to|can you) (obtain|get|acquire)\b.*clearance.*\bcitizen(ship)? (is )?required|clearance.*requires? (u s |us )?citizenship/,
    claim: (f) => {
      const a = f.authIn("United States");
      const citizen = a?.status ? a.status === "citizen" : a?.authorized === false ? false : undefined;
      return citizen === false ? bool(false, `${a!.from}.${a!.status ? "status" : "authorized"}`) : null;
    },
  },
  {
    // Consent to a background check says nothing of a drug screen asked with it.
    // (Having a record a check would show is the record's question, not consent to the check.)
    name: "background_check",
    category: "criminal_background",
    test: /background (check|screen|investigation|report)|consumer reports?|investigative consumer|\bdbs\b|disclosure and barring|criminal (record|background) check/,
    not: /public trust|clearance|eligibility|\b(have|has) (any |a )?(criminal )?(record|conviction)|convicted|barred list|offen[cs]e against/,
    claim: (f, q) => {
      const fact = f.bool("backgroundCheck.consentsToBackgroundCheck");
      // Willing to work under a check and more besides (confidentiality, information handling) says more.
      if (fact?.value && /confidential|information handling|non disclosure|\bnda\b|drug|credit/.test(q.text)) return null;
      // Consent to a check is not holding a certificate from one, nor being registered for updates.
      if (
        /\b(hold|have|has|possess|registered|subscribed|update service|certificate)\b/.test(q.question) &&
        !/\b(consent|agree|willing|authori[sz]e|submit|undergo|complete)\b/.test(q.question)
      )
        return null;
      return !fact || (fact.value && /drug|substance|credit check|fingerprint/.test(q.text)) ? null : bool(fact.value, fact.from);
    },
  },
  {
    // No record rules out probation or parole; a record says nothing of it. A diversion programme or a
    // deferred adjudication is entered instead of a conviction: no record says nothing of one.
    name: "probation",
    category: "criminal_background",
    test: /probation|parole/,
    claim: (f, q) => {
      if (/diversion|deferr(ed|al)/.test(q.text)) return null;
      const fact = f.bool("backgroundCheck.hasCriminalRecord");
      return fact?.value === false ? bool(false, fact.from) : null;
    },
  },
  {
    // Charges pending are not a record: the profile does not say.
    name: "pending_charges",
    category: "criminal_background",
    sensitive: true,
    test: /(charges?|prosecution|trial|criminal (case|proceedings?))\b.*\bpending|pending\b.*\b(charges?|prosecution|criminal)|under (criminal )?investigation|awaiting trial/,
    claim: () => null,
  },
  {
    // No record at all rules out a conviction in any window; a record says nothing of a window. A
    // question that reaches beyond convictions (arrests, charges, citations) or brings back what a
    // record leaves out (expunged, sealed, juvenile) asks more than the flag says.
    // (Consent to checks of a criminal record is consent, not a record.)
    name: "criminal_record",
    category: "criminal_background",
    sensitive: true,
    // (Also as forms in Spanish, Portuguese, German and French ask it.)
    test: /convict|felony|criminal|misdemeanou?r|offen[cs]e|condenad[oa]|antecedentes (penales|criminais|criminales)|vorbestraft|verurteilt|casier judiciaire|condamnation/,
    not: /\bconsent\b|\bauthori[sz]e (us|the company|[a-z]+ to)\b/,
    claim: (f, q) => {
      const fact = f.bool("backgroundCheck.hasCriminalRecord");
      if (!fact) return null;
      // What the question leaves out ("excluding minor traffic violations", "other than ...") is not
      // what it asks about: no record rules out the rest; a record may be only what is left out.
      const t = LEFT_OUT.test(q.field.label)
        ? words(q.field.label.replace(/\([^)]*\)/g, " ").replace(new RegExp(LEFT_OUT.source, "gi"), " "))
        : q.question || q.text;
      const excluded =
        /\b(excluding|exclude|other than|except|do not include|dont include|not including|need not|do not need to|not (obligated|required) to disclose)\b/.test(
          q.text,
        );
      const beyond =
        /\b(arrest(ed|s)?|charged|charges|indicted|detained|cited|citations?|diversion|deferred|nolo contendere|no contest|traffic|moving violations?|investigat|barred list|sex offender|registered)/.test(
          t,
        );
      const restored = /\b(expunged|sealed|juvenile|pardoned|set aside|annulled|dismissed)\b/.test(q.text) && !excluded;
      if (!fact.value && (beyond || restored)) return null;
      const window = /\b(within|in|during) the (last|past) \d+|\bsince \d{4}|\b(last|past) \d+ (years|months)/.test(t);
      if (fact.value && (window || beyond || excluded)) return null;
      return bool(fact.value, fact.from);
    },
  },
];
