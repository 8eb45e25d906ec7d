// Visas by name (H-1B, F-1 OPT, TN) and the steps of one (transfer, extension, the cap): answered
// from the profile's own status and visa only, since needing sponsorship does not say which visa
// (docs/answers.md, "Entailment": visas and statuses).
import type { QuestionOption } from "../../../lib/domain";
import { pickYesNo } from "../options";
import type { Rule } from "../claims";
import { bool } from "../claims";
import type { CountryAuth } from "../facts";
import { countriesIn, EU_MEMBERS, words } from "../text";
import { asAsked, citizenOf, countryOf, yes } from "./work-rights";

/** US visas a question may name; a profile's `visa` is compared by the same keys. */
export const US_VISAS =
  /\b(h ?1 ?b|h ?4|f ?1|(stem )?opt|cpt|tn|l ?1|o ?1|e ?3|j ?1|student visa|work visa|temporary visa|nonimmigrant visa|ead|employment authori[sz]ation document)\b/;
export const STUDY = new Set(["f1", "opt", "stemopt", "cpt", "j1", "studentvisa"]);
/** A student's authorisation to work: held only by someone with the right to work in the US. */
const STUDENT_WORK = new Set(["opt", "stemopt", "cpt"]);
/** Work visas: holding one answers "a work visa"; any US visa answers "a temporary visa". */
export const WORK = new Set(["h1b", "l1", "o1", "tn", "e3"]);
/** Documents and classes, not a status a person holds instead of another. */
export const NOT_A_STATUS = new Set(["ead", "employmentauthorizationdocument", "employmentauthorisationdocument"]);
export const visaKeys = (text: string) => [...words(text).matchAll(new RegExp(US_VISAS.source, "g"))].map((m) => m[0].replace(/ /g, ""));

/** Whether the applicant holds one of the visas named; undefined when the profile does not say which. */
export function holdsVisa(a: CountryAuth, text: string): boolean | undefined {
  const named = visaKeys(text);
  if (a.status === "citizen" || a.status === "permanent_resident") return false;
  const own = a.visa ? visaKeys(a.visa) : [];
  // A visa is also the classes it belongs to: an H-1B is "a work visa" and "a temporary visa".
  const classOf = (k: string) => (WORK.has(k) ? ["workvisa"] : STUDY.has(k) ? ["studentvisa"] : []);
  const classes = (keys: string[]) =>
    new Set(keys.flatMap((k) => [k, ...classOf(k), ...(classOf(k).length ? ["temporaryvisa", "nonimmigrantvisa"] : [])]));
  if (own.length) {
    const held = classes(own);
    if (named.some((n) => held.has(n))) return true;
    return named.some((n) => NOT_A_STATUS.has(n)) ? undefined : false;
  }
  if (a.status === "work_visa" && named.some((n) => ["workvisa", "temporaryvisa", "nonimmigrantvisa"].includes(n))) return true;
  if (a.status === "student_visa" && named.some((n) => ["studentvisa", "temporaryvisa", "nonimmigrantvisa"].includes(n))) return true;
  // Without the right to work in the US, no work visa is held (a student visa may be), nor a student's
  // work authorisation (OPT, CPT: "F-1 OPT" asks the OPT).
  const study = visaKeys(words(text).replace(/\bf ?1 (student )?(visa |status )?(with |on |under )?(?=(stem )?opt|cpt)/g, " "));
  if (a.authorized === false && !study.some((n) => STUDY.has(n) && !STUDENT_WORK.has(n))) return false;
  return undefined;
}

/** Whether the applicant's right to work in the country is temporary (a visa), from the status only. */
export function temporaryStatus(a: CountryAuth, tiedToEmployer: boolean): boolean | undefined {
  if (a.status === "citizen" || a.status === "permanent_resident") return false;
  const own = a.visa ? visaKeys(a.visa) : [];
  // An H-1B, L-1, O-1, E-3 or TN is held for one employer; a student's OPT is not.
  if (tiedToEmployer) return own.length ? own.some((k) => WORK.has(k)) : undefined;
  return a.status === "work_visa" || a.status === "student_visa" ? true : undefined;
}

/** US visas other than the H-1B, named by their class. */
const NAMED_VISA = /\b(e ?3|tn|o ?1|l ?1|j ?1|h ?4|e ?2)\b/;

export const VISA_RULES: Rule[] = [
  {
    // "U.S. visa type (if applicable)", "If you hold a U.S. visa, which type?": the visa the entry names,
    // in a text box; someone holding none has nothing to write.
    name: "visa_type_held",
    category: "authorization",
    sensitive: true,
    test: (q) =>
      ["text", "textarea", "typeahead"].includes(q.field.kind) &&
      /\bvisa (type|class|category)\b|\btype of (\w+ ){0,2}visa\b|\bvisa\b.*\bwhich (type|kind|class|one)\b/.test(q.text) &&
      !/\b(need|require|sponsor\w*|apply|applied)\b/.test(q.text),
    claim: (f, q) => {
      const a = f.authIn(countryOf(q) ?? "United States");
      return a?.visa ? { type: "text", text: a.visa, from: `${a.from}.visa` } : null;
    },
  },
  {
    // "Do you hold an EU Blue Card?": a permit for non-EU nationals, so no citizen of a member state holds one.
    name: "blue_card_permit",
    category: "sponsorship",
    sensitive: true,
    test: /\b(hold|have|possess)\b.*\b(eu )?blue card\b|\bblue card holder\b/,
    not: /sponsor|need|require|apply/,
    claim: (f) => {
      const eu = f.citizenships().find((c) => EU_MEMBERS.has(c.value));
      return eu ? bool(false, eu.from) : null;
    },
  },
  {
    // "File an H-1B extension or amendment?", "an approved petition a new employer could port?", "a
    // new cap-subject petition?", "sponsor the renewal of your authorization?": steps of a visa the
    // profile does not describe. A citizen or permanent resident needs none of them.
    name: "visa_process",
    category: "sponsorship",
    sensitive: true,
    test: (q) =>
      /\b(extension|extend|amendment|amend|port|portability|cap subject|lottery|renewal|renew)\b/.test(q.question) &&
      // ("Sponsor or renew my work visa" is sponsorship.)
      !/\b(sponsor\w*|file|submit) or (renew|extend)/.test(q.question) &&
      // ("Is your current U.S. status F-1 OPT or STEM OPT extension?" asks the status held.)
      !/^(is|are) your (current |present )?(u s |us )?(immigration |visa )?status\b/.test(q.question) &&
      /\b(h ?1 ?b|tn|e ?3|l ?1|o ?1|visa|work authori[sz]ation|work permit|status|petition)\b/.test(q.question) &&
      !/\bnot applicable\b|do not hold|dont hold/.test(q.optionsText),
    claim: (f, q) => {
      const a = f.authIn(countryOf(q) ?? "United States");
      return a?.status === "citizen" || a?.status === "permanent_resident" ? yes(false, `${a.from}.status`) : null;
    },
  },
  {
    // "Will you need us to sponsor an E-3 visa?": a particular visa; not needing any says no.
    name: "named_visa_sponsorship",
    category: "sponsorship",
    sensitive: true,
    // (H-1B is the sponsorship most forms mean: it is answered as sponsorship.)
    test: (q) =>
      /sponsor|assistance|support|petition/.test(q.question) &&
      NAMED_VISA.test(q.question) &&
      !/\b(e g|such as|for example|like|including|or (any )?other)\b/.test(q.question),
    claim: (f, q) => {
      const a = f.authIn("United States");
      return a?.needsSponsorship === false ? asAsked(q, false, `${a.from}.needsSponsorship`) : null;
    },
  },
  {
    // "A Canadian or Mexican citizen who would need TN status?": both at once. Not a citizen of any
    // named, or needing no US visa at all, says no; a citizen who needs sponsorship may need another
    // visa than the one named, so that stays unknown.
    name: "citizen_needing_visa",
    category: "sponsorship",
    sensitive: true,
    test: (q) =>
      /\b(citizen|national)s?\b.*\bwho (would|will|might|may|does|do)? ?(need|require)\b/.test(q.question) && NAMED_VISA.test(q.question),
    claim: (f, q) => {
      const us = f.authIn("United States");
      if (us?.needsSponsorship === false) return asAsked(q, false, `${us.from}.needsSponsorship`);
      const named = countriesIn(q.field.label).filter((c) => c !== "United States");
      const citizen = named.map((c) => citizenOf(f.authIn(c), false));
      return named.length && citizen.every((c) => c === false) ? asAsked(q, false, "workAuthorization.countries") : null;
    },
  },
  {
    // "Will you need your U.S. work visa's renewal sponsored? ... Not applicable - I do not hold one".
    name: "visa_renewal",
    category: "sponsorship",
    sensitive: true,
    test: (q) =>
      /(renew|extend|extension|renewal)/.test(q.text) &&
      (/visa|permit|status/.test(q.text) || US_VISAS.test(q.text)) &&
      /not applicable|do not hold|dont hold|not on\b/.test(q.optionsText),
    // Not holding the visa named ("If you are on F-1 OPT, will you need a STEM OPT extension?") is the
    // form's "Not applicable"; holding it and needing sponsorship is a renewal an employer sponsors.
    claim: (f, q) => {
      const a = f.authIn(countryOf(q));
      if (!a) return null;
      const held = US_VISAS.test(q.text) ? holdsVisa(a, q.text) : undefined;
      if (held && a.needsSponsorship === true && /sponsor/.test(q.question))
        return { type: "choose", pick: (options) => pickYesNo(options, true), from: `${a.from}.needsSponsorship` };
      const none = a.status === "citizen" || a.status === "permanent_resident" || (a.authorized === false && !a.status) || held === false;
      return none
        ? {
            type: "choose",
            pick: (options) => options.find((o) => /not applicable|do not hold|dont hold|not on\b/.test(words(o.label))),
            from: `${a.from}.status`,
          }
        : null;
    },
  },
  {
    // "Is your H-1B subject to the annual cap?": nothing in a profile says.
    name: "h1b_cap",
    category: "citizenship",
    sensitive: true,
    test: /\bcap\b.*\b(exempt|subject)|subject to the (annual )?(h ?1 ?b )?cap|cap exempt/,
    // Not holding an H-1B at all answers it; holding one says nothing of the cap.
    claim: (f) => {
      const a = f.authIn("United States");
      return a && holdsVisa(a, "h1b") === false ? yes(false, `${a.from}.${a.status ? "status" : "authorized"}`) : null;
    },
  },
  {
    // "Are you in the U.S. on a visa sponsored by your current employer?": an H-1B, L-1, O-1, E-3 or TN
    // is; a citizen, a permanent resident or someone without the right to work there holds none.
    name: "on_employer_visa",
    category: "sponsorship",
    sensitive: true,
    // "Is your U.S. work authorization sponsored by your current employer?" asks the same of a right held,
    // and presupposes one: nothing for someone without it.
    test: /\bon (a|an) (\w+ )?visa (that is |which is )?sponsored by (your|my|a|an|the) (current |present )?employer|\byour (\w+ ){0,3}(work )?(authori[sz]ation|visa|status|permit) (is )?sponsored by (your|my|a|an|the) (current |present )?employer/,
    claim: (f, q) => {
      const a = f.authIn(countryOf(q) ?? "United States");
      if (!a) return null;
      if (a.authorized === false && /\byour (\w+ ){0,3}(work )?(authori[sz]ation|visa|status|permit) (is )?sponsored/.test(q.question))
        return null;
      const tied = a.authorized === false && !a.status ? false : temporaryStatus(a, true);
      return asAsked(q, tied, `${a.from}.${a.visa ? "visa" : a.status ? "status" : "authorized"}`);
    },
  },
  {
    // The UK's settlement: indefinite leave to remain, EU settled status (both "settled": a profile's
    // permanent residence there), and pre-settled status (limited leave, which a settled person, a
    // citizen or someone on a visa does not hold). A citizen needs no settlement: not said.
    name: "uk_settled_status",
    category: "authorization",
    sensitive: true,
    test: /indefinite leave to remain|\bilr\b|settled status|eu settlement scheme|\bpre ?settled\b/,
    not: /sponsor|will you (need|require)/,
    claim: (f, q) => {
      const a = f.authIn("United Kingdom");
      if (!a) return null;
      const from = `${a.from}.${a.status ? "status" : "authorized"}`;
      const t = q.question.replace(/\bpre ?settled\b/g, "presettled");
      const onlyPre = /presettled/.test(t) && !/\bsettled\b|indefinite leave|\bilr\b/.test(t);
      if (a.authorized === false || a.status === "work_visa" || a.status === "student_visa") return asAsked(q, false, from);
      if (onlyPre) return a.status === "permanent_resident" || a.status === "citizen" ? asAsked(q, false, from) : null;
      return a.status === "permanent_resident" ? asAsked(q, true, from) : null;
    },
  },
  {
    // "Are you currently on a visa that will require transfer or sponsorship?": no visa, no; a visa,
    // whether it needs sponsorship.
    name: "on_visa_needing_sponsorship",
    category: "sponsorship",
    sensitive: true,
    test: /\b(currently )?(on|hold|holding|have) (a |an )?(\w+ )?visa (that|which) (will )?(require|need)/,
    claim: (f, q) => {
      const a = f.authIn(countryOf(q) ?? "United States");
      if (!a) return null;
      if (a.status === "citizen" || a.status === "permanent_resident" || (a.authorized === false && !a.status))
        return yes(false, `${a.from}.${a.status ? "status" : "authorized"}`);
      return a.status === "work_visa" || a.status === "student_visa" ? yes(a.needsSponsorship, `${a.from}.needsSponsorship`) : null;
    },
  },
  {
    // "Is your right to work in the UK time-limited?", "tied to a specific employer (H-1B, L-1)?"
    name: "status_temporary",
    category: "authorization",
    sensitive: true,
    test: (q) =>
      /time limited|(tied to|dependent (up)?on|depends (up)?on|contingent (up)?on|conditional (up)?on|linked to) (a |one |your |the )?(\w+ ){0,2}employer|employer specific|(status|visa|permission|right to work|authori[sz]ation)\b.*\b(expir|time limit|temporary|end date)/.test(
        q.question,
      ),
    claim: (f, q) => {
      const a = f.authIn(countryOf(q));
      if (!a) return null;
      const from = `${a.from}.${a.visa ? "visa" : "status"}`;
      if (a.authorized === false && a.status === undefined) {
        // No authorisation there at all: none of it is temporary or tied ("not applicable" where offered).
        const na = (options: QuestionOption[]) => options.find((o) => /not applicable|not (currently )?authori/.test(words(o.label)));
        // "Not currently authorized" offered as an option is the answer; without one, a yes/no says no.
        if (q.field.options?.some((o) => /not (currently )?authori/.test(words(o.label))))
          return { type: "choose", pick: na, from: `${a.from}.authorized` };
        // (So is being authorised on a basis of a kind: "Are you authorized to work ... on a basis that ...?")
        return /\b(hold|have)\b|\b(are|am) you (legally )?(authori[sz]ed|eligible|permitted|allowed)\b/.test(q.question)
          ? yes(false, `${a.from}.authorized`)
          : { type: "choose", pick: na, from: `${a.from}.authorized` };
      }
      // "... for any employer, with no time limit?", "continuous (not time-limited)": the other way round;
      // so is a "not" in a relative clause on the tie itself ("on a basis that does not depend on a visa
      // tied to one employer"), which does not turn the question around (text.ts RELATIVE_NOT) but
      // says the basis asked is untied (docs/answers.md, Visas and statuses).
      const temporary = temporaryStatus(a, /employer/.test(q.text));
      const unlimited =
        /\b(no|without( a| any)?) (time limit|expiry|expiration|end date)|not time limited|\bcontinuous\b|\bunlimited\b|\b(that|which) (does|do|is|are|will|would) not (\w+ ){0,2}(depend\w*|tied|linked|contingent|conditional|limited|restricted)\b/.test(
          q.text,
        );
      // An end within a span ("expire within the next 12 months", "before June 2027"): a temporary
      // status says nothing of when it ends; a permanent one ends in none (docs/answers.md, Visas and statuses).
      const window = /\b(expir\w*|end|lapse|run out)\b.*\b(within|in the (next|coming)|before|by)\b/.test(q.question);
      if (window && temporary === true) return null;
      return yes(unlimited && temporary !== undefined ? !temporary : temporary, from);
    },
  },
  {
    // "Would you need us to sponsor a green card?": needing a work visa sponsored does not say.
    name: "permanent_sponsorship",
    category: "sponsorship",
    sensitive: true,
    test: (q) =>
      /sponsor.*\b(green card|permanent residen|i 140|perm process)|(green card|permanent residen).*\bsponsor|\b(file|submit|lodge)\b.*\b(green card|immigrant petition|i 140|perm)\b/.test(
        q.question,
      ),
    claim: (f, q) => {
      const a = f.authIn("United States");
      // "Are you a U.S. citizen or green card holder who will not need sponsorship?": the status itself.
      if (/^are you (a |an )?(u s |us )?(citizen|green card holder|permanent resident)\b/.test(q.question)) {
        const held = a?.status ? ["citizen", "permanent_resident"].includes(a.status) : a?.authorized === false ? false : undefined;
        return held === undefined ? null : asAsked(q, held, `${a!.from}.${a!.status ? "status" : "authorized"}`);
      }
      return a?.status === "citizen" || a?.status === "permanent_resident" ? yes(false, `${a.from}.status`) : null;
    },
  },
  {
    // "Do you hold an H-1B?", "Are you on F-1 OPT?": a particular US status, from the profile's own
    // status and visa only. Needing sponsorship does not say which visa (docs/answers.md, "Entailment").
    name: "holds_visa",
    category: "sponsorship",
    sensitive: true,
    test: (q) =>
      /\b(hold|holder|have|on|possess|currently|status|through|via|based on)\b/.test(q.text) &&
      US_VISAS.test(q.text) &&
      !/sponsor|transfer|require|need|will you/.test(q.text),
    claim: (f, q) => {
      const a = f.authIn("United States");
      return a ? yes(holdsVisa(a, q.text), `${a.from}.${a.visa ? "visa" : a.status ? "status" : "authorized"}`) : null;
    },
  },
  {
    // "Will you require a transfer of an existing H-1B?": only someone holding an H-1B can.
    name: "visa_transfer",
    category: "sponsorship",
    sensitive: true,
    test: /transfer .*h ?1 ?b|h ?1 ?b .*transfer/,
    not: /sponsorship or|or .*sponsorship/,
    claim: (f, q) => {
      const a = f.authIn("United States");
      const held = a ? holdsVisa(a, "h1b") : undefined;
      if (!a || held === undefined) return null;
      if (held) return yes(a.needsSponsorship, `${a.from}.needsSponsorship`);
      // "H-1B sponsorship (a new petition, a transfer or an extension)": someone who needs sponsorship
      // and holds no H-1B may need a new one; needing none rules each out.
      if (/\bnew\b|petition/.test(q.text) && a.needsSponsorship !== false) return null;
      // Not holding one: "Not applicable" where the form offers it, else no.
      return {
        type: "choose",
        pick: (options) => options.find((o) => /not applicable|n a|do not hold/.test(words(o.label))) ?? pickYesNo(options, false),
        text: "No",
        from: `${a.from}.visa`,
      };
    },
  },
];
