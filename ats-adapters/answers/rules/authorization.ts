// Work authorisation, sponsorship and citizenship, per country. A question about a country the
// profile says nothing about (not its own, not listed in workAuthorization.countries) gets no answer.
import type { QuestionOption } from "../../../lib/domain";
import { pickYesNo } from "../options";
import type { Asked, Claim, Rule } from "../claims";
import type { CountryAuth } from "../facts";
import { countriesIn, countryIn, EU_MEMBERS, namedPlace, normalizeText, placeIn, words } from "../text";
import { countryCode as countryCodeOf, countryNameOf, countryOfRegion, placesOf, regionCountryIn, regionsOf, statesNamed } from "../places";
import { meanings } from "../../engine/option-meaning";

/** The country a question is about: its label, else its options ("U.S. Citizen"), else none named. */
function countryOf(q: Asked): string | null {
  if (/\b(eu|eea)\b|european union/.test(q.text)) return "European Union";
  // A US state named ("Washington State") is about the United States.
  if (statesNamed(q.field.label).length && !countryIn(q.field.label)) return "United States";
  // A US visa named ("H-1B", "F-1 OPT") is about the United States.
  if (/\b(h ?1 ?b|h ?4|f ?1|(stem )?opt|cpt|tn|l ?1|o ?1|e ?3|j ?1)\b/.test(q.text)) return "United States";
  const place = placeIn(q.field.label) ?? provinceCountry(q.field.label);
  if (place) return place;
  // A province or region named ("Ontario"), else a city: its country; a place no country is known
  // for is not the profile's own.
  const named = namedPlace(q.field.label);
  const region = named && !named.rest ? countryOfRegion(named.city) : null;
  if (region) return countryNameOf(region) ?? UNKNOWN;
  if (named) {
    const countries = new Set(placesOf(named.city, named.rest).map((p) => p.country));
    return countries.size === 1 ? (countryNameOf([...countries][0]) ?? UNKNOWN) : UNKNOWN;
  }
  return q.field.options ? countryIn(q.field.options.map((o) => o.label).join(" | ")) : null;
}

/** A country no profile entry can be (authIn finds nothing for it). */
const UNKNOWN = "(a place the question names)";

/** The country of a province or state the label names ("Ontario" -> Canada), else null. */
function provinceCountry(label: string): string | null {
  const code =
    meanings(label)
      .find((m) => m.startsWith("state:"))
      ?.slice(6, 8) ?? regionCountryIn(label);
  return code ? countryNameOf(code) : null;
}

const yes = (value: boolean | undefined, from: string): Claim | null => (typeof value === "boolean" ? { type: "bool", value, from } : null);
/** A value the rule has already read the question's negation into (fit turns a negated question around). */
const asAsked = (q: Asked, value: boolean | undefined, from: string): Claim | null =>
  yes(value === undefined ? undefined : q.negated ? !value : value, from);

/** Every country a question names, when it names several joined by "and" (all) or "or" (any). */
function severalCountries(q: Asked): { countries: string[]; all: boolean } | null {
  const countries = countriesIn(q.field.label).filter((c) => c !== "European Union");
  if (countries.length < 2) return null;
  // "... in every one of these countries?", "in all three?": each of them.
  const each = /\b(every|each)\b|\ball (of )?(these|those|the|three|two|four|five)\b/.test(q.question);
  return { countries, all: each || (/\band\b/.test(q.question) && !/\bor\b/.test(q.question)) };
}

/** Yes when the profile says so of one (any) or all; no when of one (all) or none; else unknown. */
function combine(values: Array<boolean | undefined>, all: boolean): boolean | undefined {
  if (all) return values.some((v) => v === false) ? false : values.every((v) => v === true) ? true : undefined;
  return values.some((v) => v === true) ? true : values.every((v) => v === false) ? false : undefined;
}

/** Countries in a region named by citizenship questions ("the Americas", "outside North America"). */
const REGION_OF = (region: string, country: string): boolean | undefined => {
  const code = countryCodeOf(country);
  if (!code) return undefined;
  if (/north america/.test(region)) return ["US", "CA", "MX"].includes(code);
  if (/america/.test(region)) return regionsOf(country).has("america");
  if (/europe|\beu\b/.test(region)) return regionsOf(country).has("europe") || EU_MEMBERS.has(country);
  if (/asia/.test(region)) return regionsOf(country).has("asia");
  if (/africa/.test(region)) return regionsOf(country).has("africa");
  return undefined;
};

const SPONSOR =
  /sponsor|h ?1 ?b|visa (status|support|transfer)|immigration (support|case|applications?|petitions?)|(require|need) (a )?(work permit or )?visa|(support|help|assistance) to (obtain|maintain|secure)( or (obtain|maintain|renew))? (your |a )?(right to work|work authori|work permit|visa)|skilled worker visa/;
// About working: "Do you authorize us to run a background check?" is not a work-authorisation question.
const AUTHORIZED =
  /\b(authori[sz]ed|eligible|entitled|permitted|allowed|right|permission) (to )?(legally |lawfully )?(live and )?(work|be employed|take up employment)|work (authori[sz]ation|permit|eligibility)|(authori[sz]ation|eligibility) to work|eligible for employment|legally work|lawfully work|work lawfully|legally (able|allowed|permitted|entitled|eligible) to work/;

/** Facts known about being a citizen (or, with permanent, a permanent resident) of the country. */
function citizenOf(a: CountryAuth | undefined, permanent: boolean): boolean | undefined {
  if (!a || a.viaUnion) return undefined;
  if (a.status) return a.status === "citizen" || (permanent && a.status === "permanent_resident");
  if (a.authorized === false) return false; // a citizen or resident would be authorised
  return undefined;
}

interface Statement {
  /** What must hold for the option to be true of the applicant; undefined = unknown. */
  checks: Array<(a: CountryAuth) => boolean | undefined>;
  weight: number;
}

/** What a status option states: "U.S. Citizen", "H-1B Visa", "Authorized ... will require sponsorship". */
function statementOf(label: string): Statement | null {
  const t = words(label);
  const checks: Statement["checks"] = [];
  let weight = 0;
  const status =
    (...wanted: string[]) =>
    (a: CountryAuth) =>
      a.status ? wanted.includes(a.status) : a.authorized === false ? false : undefined;
  if (/u s person/.test(t)) {
    const person = (a: CountryAuth) => citizenOf(a, true);
    checks.push(/\bnot\b/.test(t) ? (a) => (person(a) === undefined ? undefined : !person(a)) : person);
    weight += 3;
  } else if (/pre ?settled/.test(t) && !/settled or pre ?settled/.test(t)) {
    checks.push((a) => (a.status ? false : undefined)); // temporary: none of the statuses a profile states
    weight += 3;
  } else if (/citizen/.test(t) && /permanent|green card|resident|settled|indefinite leave/.test(t)) {
    checks.push(status("citizen", "permanent_resident"));
    weight += 3;
  } else if (/non ?citizen national/.test(t)) {
    // (Form I-9's "noncitizen national": a status no profile states.)
    checks.push((a) => (a.status ? false : undefined));
    weight += 3;
  } else if (/citizen|\bnational\b/.test(t) && !/non ?citizen|not a citizen/.test(t)) {
    checks.push(status("citizen"));
    weight += 3;
  } else if (/permanent resident|green card|settled|indefinite leave|\blpr\b/.test(t)) {
    checks.push(status("permanent_resident"));
    weight += 3;
  } else if (/h ?1 ?b/.test(t) && !/employment visa/.test(t)) {
    checks.push((a) =>
      a.visa ? normalizeText(a.visa).replace(/ /g, "") === "h1b" : a.status ? false : a.authorized === false ? false : undefined,
    );
    weight += 3;
  } else if (/\bf ?1\b|\bopt\b|\bcpt\b|student visa/.test(t)) {
    checks.push(status("student_visa"));
    weight += 3;
  } else if (/\b(do not|dont|don t|no longer) (hold|have)\b.*\bvisa\b|\bno (work )?visa\b/.test(t)) {
    // "None - I do not hold a U.S. work visa": true of citizens, residents and those without the right.
    checks.push((a) => (a.status === "work_visa" ? false : a.status || a.authorized === false ? true : undefined));
    weight += 2;
  } else if (/\bvisa\b|blue card|residence permit/.test(t) && (!/sponsor/.test(t) || /holder|hold a visa/.test(t))) {
    checks.push(status("work_visa"));
    weight += /other/.test(t) ? 1 : 2;
  }
  if (
    /not (currently |yet |legally )?authori[sz]ed|no (work )?authori[sz]ation|do not have the right|dont have the right|no right to work|not eligible|need a work permit|not legally/.test(
      t,
    )
  ) {
    checks.push((a) => (a.authorized === undefined ? undefined : !a.authorized));
    weight += 1;
  } else if (/authori[sz]ed|eligible|right to work/.test(t)) {
    checks.push((a) => a.authorized);
    weight += 1;
  }
  if (/\bnot now\b.*\b(future|later)\b/.test(t)) {
    // "Not now, but I will require sponsorship in the future": not for someone without the right now.
    checks.push((a) => (a.authorized === false || a.needsSponsorship === false ? false : undefined));
    weight += 1;
  } else if (/(not|dont|do not|will not|wont|never) (need|require)|without (the need for )?sponsor|no sponsorship/.test(t)) {
    checks.push((a) => (a.needsSponsorship === undefined ? undefined : !a.needsSponsorship));
    weight += 1;
  } else if (/(require|need)s? (visa )?sponsorship|sponsorship (is )?required/.test(t)) {
    checks.push((a) => a.needsSponsorship);
    weight += 1;
  }
  return checks.length ? { checks, weight } : null;
}

/** The single option that is true of the applicant and says the most; none when two tie or any is unknown. */
function pickStatus(options: QuestionOption[], a: CountryAuth, citizenship = false): QuestionOption | undefined {
  let best: QuestionOption | undefined;
  let bestWeight = 0;
  let tie = false;
  for (const o of options) {
    const s = statementOf(o.label);
    if (!s) continue;
    const results = s.checks.map((c) => c(a));
    if (results.some((r) => r === false)) continue;
    if (results.some((r) => r === undefined)) return undefined; // an option we cannot rule out
    if (s.weight > bestWeight) [best, bestWeight, tie] = [o, s.weight, false];
    else if (s.weight === bestWeight) tie = true;
  }
  if (tie) return undefined;
  // Every statement is false of the applicant: the list's "None of the above", if it has one.
  // Every statement false: the list's "None of the above"; its "Other" only for citizenship, which
  // everyone has (a visa status may be none at all).
  return (
    best ??
    options.find((o) => /^(none of the above|none|neither|not applicable)$/.test(words(o.label))) ??
    (citizenship ? options.find((o) => /^other$/.test(words(o.label))) : undefined)
  );
}

/** US visas a question may name; a profile's `visa` is compared by the same keys. */
const US_VISAS =
  /\b(h ?1 ?b|h ?4|f ?1|(stem )?opt|cpt|tn|l ?1|o ?1|e ?3|j ?1|student visa|work visa|temporary visa|nonimmigrant visa|ead|employment authori[sz]ation document)\b/;
const STUDY = new Set(["f1", "opt", "stemopt", "cpt", "j1", "studentvisa"]);
/** Work visas: holding one answers "a work visa"; any US visa answers "a temporary visa". */
const WORK = new Set(["h1b", "l1", "o1", "tn", "e3"]);
/** Documents and classes, not a status a person holds instead of another. */
const NOT_A_STATUS = new Set(["ead", "employmentauthorizationdocument", "employmentauthorisationdocument"]);
const visaKeys = (text: string) => [...words(text).matchAll(new RegExp(US_VISAS.source, "g"))].map((m) => m[0].replace(/ /g, ""));

/** Whether the applicant holds one of the visas named; undefined when the profile does not say which. */
function holdsVisa(a: CountryAuth, text: string): boolean | undefined {
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
  // Without the right to work in the US, no work visa is held (a student visa may be).
  if (a.authorized === false && !named.some((n) => STUDY.has(n))) return false;
  return undefined;
}

const STATUS_OPTIONS = /citizen|green card|permanent resident|h ?1 ?b|visa|u s person|authori[sz]ed|right to work|settled|sponsorship/;
const CHOICE = new Set(["single_select", "radio", "multi_select"]);

const NEEDS_PERMIT =
  /(need|require)s? (a )?(work permit|work visa|visa) to work|(need|require)s? (our |any )?(help|assistance|support) (in |with )?(obtaining|getting|securing)? ?(a |an )?(\w+ )?(work permit|work visa|visa)/;

/** Whether the applicant's right to work in the country is temporary (a visa), from the status only. */
function temporaryStatus(a: CountryAuth, tiedToEmployer: boolean): boolean | undefined {
  if (a.status === "citizen" || a.status === "permanent_resident") return false;
  const own = a.visa ? visaKeys(a.visa) : [];
  // An H-1B, L-1, O-1, E-3 or TN is held for one employer; a student's OPT is not.
  if (tiedToEmployer) return own.length ? own.some((k) => WORK.has(k)) : undefined;
  return a.status === "work_visa" || a.status === "student_visa" ? true : undefined;
}

export const AUTHORIZATION_RULES: Rule[] = [
  {
    // "A foreign national who is neither a green-card holder nor a protected individual?" (export
    // control): not a US citizen or permanent resident. Asylum or refugee status no profile states.
    name: "foreign_national",
    category: "citizenship",
    sensitive: true,
    test: /foreign (national|person)|deemed export|not a u s person/,
    claim: (f, q) => {
      const a = f.authIn("United States");
      const us = citizenOf(a, true);
      return asAsked(q, us === undefined ? undefined : !us, `${a?.from ?? "workAuthorization"}.status`);
    },
  },
  {
    // "Are you a U.S. Person as defined under ITAR?": a US citizen or permanent resident.
    name: "us_person",
    category: "citizenship",
    sensitive: true,
    test: (q) =>
      /\bu s person\b/.test(q.question) &&
      !/foreign|\blist\b/.test(q.question) &&
      !["text", "textarea"].includes(q.field.kind) &&
      (!q.field.options || q.field.options.length <= 3),
    claim: (f) => {
      const a = f.authIn("United States");
      return a ? yes(citizenOf(a, true), `${a.from}.status`) : null;
    },
  },
  {
    // "If you are not a U.S. Person, list all countries of which you are a citizen."
    name: "citizenships_listed",
    category: "citizenship",
    sensitive: true,
    test: /list (all )?(the )?countr(y|ies) (of which )?(you are )?(a )?citizen|countries of (your )?citizenship|all (your )?citizenships/,
    claim: (f) => {
      const list = f.citizenships().filter((c) => c.value !== "European Union");
      return list.length ? { type: "text", text: list.map((c) => c.value).join(", "), from: list[0].from } : null;
    },
  },
  {
    // "Solely a U.S. citizen, holding no other citizenship?": no for anyone else or anyone with two.
    name: "sole_citizenship",
    category: "citizenship",
    sensitive: true,
    test: /\b(solely|only)\b.*\bcitizen|no other (citizenship|nationality)/,
    claim: (f, q) => {
      const named = countryOf(q);
      const list = f.citizenships().filter((c) => c.value !== "European Union");
      const a = named ? f.authIn(named) : undefined;
      if (list.length > 1) return asAsked(q, false, list[1].from);
      return citizenOf(a, false) === false ? asAsked(q, false, a!.from) : null;
    },
  },
  {
    // "A citizen of a country in the Americas?", "outside North America?": one citizenship there is
    // enough; none known there says nothing (another may not be listed).
    name: "citizen_of_region",
    category: "citizenship",
    sensitive: true,
    test: /(citizen(ship)?|national(ity)?) of (a |any )?(country|countries|nation) (in|outside|from) (the )?(americas|north america|south america|latin america|europe|asia|africa)/,
    claim: (f, q) => {
      const m = /(in|outside|from) (the )?(americas|north america|south america|latin america|europe|asia|africa)/.exec(q.question)!;
      const hit = f
        .citizenships()
        .filter((c) => c.value !== "European Union")
        .find((c) => {
          const inside = REGION_OF(m[3], c.value);
          return m[1] === "outside" ? inside === false : inside === true;
        });
      return hit ? asAsked(q, true, hit.from) : null;
    },
  },
  {
    // "Apart from the United States, are you authorised to work in any other country?"
    name: "authorized_elsewhere",
    category: "authorization",
    sensitive: true,
    test: (q) =>
      AUTHORIZED.test(q.text) &&
      /\b(apart from|other than|besides|except|excluding)\b.*\b(any|another) (other )?(country|countries)|\b(any|another) (other )?country\b.*\b(apart from|other than|besides|except)\b/.test(
        q.text,
      ),
    claim: (f, q) => {
      const except = countryIn(q.field.label);
      const entries = (f.p.workAuthorization.countries ?? []) as Array<{ country: string; authorized?: boolean }>;
      const i = entries.findIndex((e) => e.authorized === true && countryIn(e.country) !== except && e.country !== except);
      return i >= 0 ? asAsked(q, true, `workAuthorization.countries[${i}].authorized`) : null;
    },
  },
  {
    // "We are unable to sponsor visas for this role. Can you still accept it?": yes only without sponsorship.
    name: "accept_without_sponsorship",
    category: "sponsorship",
    sensitive: true,
    test: (q) =>
      /\b(unable|not able|cannot|cant|do not|does not|will not|wont|are not able) (to )?(offer |provide )?(visa )?sponsor/.test(q.text) &&
      /^(can|could|would|will|are|is|do)\b/.test(q.question) &&
      !/sponsor/.test(q.question),
    claim: (f, q) => {
      const a = f.authIn(countryOf(q));
      if (!a) return null;
      return a.needsSponsorship === undefined ? null : yes(!a.needsSponsorship && a.authorized !== false, `${a.from}.needsSponsorship`);
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
      /\b(e ?3|tn|o ?1|l ?1|j ?1|h ?4|e ?2)\b/.test(q.question) &&
      !/\b(e g|such as|for example|like|including|or (any )?other)\b/.test(q.question),
    claim: (f, q) => {
      const a = f.authIn("United States");
      return a?.needsSponsorship === false ? asAsked(q, false, `${a.from}.needsSponsorship`) : null;
    },
  },
  {
    // "Will you need your U.S. work visa's renewal sponsored? ... Not applicable - I do not hold one".
    name: "visa_renewal",
    category: "sponsorship",
    sensitive: true,
    test: (q) =>
      /(renew|extend|extension|renewal)/.test(q.text) &&
      /visa|permit|status/.test(q.text) &&
      /not applicable|do not hold|dont hold/.test(q.optionsText),
    claim: (f, q) => {
      const a = f.authIn(countryOf(q));
      if (!a) return null;
      const none = a.status === "citizen" || a.status === "permanent_resident" || (a.authorized === false && !a.status);
      return none
        ? {
            type: "choose",
            pick: (options) => options.find((o) => /not applicable|do not hold|dont hold/.test(words(o.label))),
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
    // "A citizen of a country subject to US sanctions?": a country described, not named; unknown.
    name: "citizen_of_described_country",
    category: "citizenship",
    sensitive: true,
    test: /(citizen(ship)?|national(ity)?) of (a|any|an) (country|countries|nation|state) (that|which|subject|on|listed|designated|under|sanctioned|embargoed)/,
    claim: () => null,
  },
  {
    // "Authorised to work in the US on a permanent basis (not on a temporary visa)?": a citizen or a
    // permanent resident is; a visa holder, or someone without the right, is not.
    name: "authorized_permanently",
    category: "authorization",
    sensitive: true,
    test: (q) =>
      /permanent(ly)? (basis|authori|right)|authori[sz]ed to work .*permanent(ly)?\b|permanent work authori|authori[sz]ation (that|which) is permanent/.test(
        q.question,
      ),
    claim: (f, q) => {
      const a = f.authIn(countryOf(q));
      if (!a) return null;
      const value = a.status ? a.status === "citizen" || a.status === "permanent_resident" : a.authorized === false ? false : undefined;
      return yes(value, `${a.from}.${a.status ? "status" : "authorized"}`);
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
      /time limited|tied to (a |one |your )?(\w+ ){0,2}employer|employer specific|(status|visa|permission|right to work|authori[sz]ation)\b.*\b(expir|time limit|temporary|end date)/.test(
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
        return /\b(hold|have)\b/.test(q.question)
          ? yes(false, `${a.from}.authorized`)
          : { type: "choose", pick: na, from: `${a.from}.authorized` };
      }
      return yes(temporaryStatus(a, /employer/.test(q.text)), from);
    },
  },
  {
    // "Would you need us to sponsor a green card?": needing a work visa sponsored does not say.
    name: "permanent_sponsorship",
    category: "sponsorship",
    sensitive: true,
    test: (q) => /sponsor.*\b(green card|permanent residen|i 140|perm process)|(green card|permanent residen).*\bsponsor/.test(q.question),
    claim: (f) => {
      const a = f.authIn("United States");
      return a?.status === "citizen" || a?.status === "permanent_resident" ? yes(false, `${a.from}.status`) : null;
    },
  },
  {
    // "Do you hold the nationality of any EU country?": a member state's citizenship, or the Union's.
    name: "eu_citizenship",
    category: "citizenship",
    sensitive: true,
    test: /(nationality|citizenship|citizen|passport) (of|from) (any |an |a )?(eu|european union|eea)\b|(eu|eea|european union) (citizen|national|passport)/,
    claim: (f) => {
      const held = f.citizenships().find((c) => c.value === "European Union" || EU_MEMBERS.has(c.value));
      return held ? yes(true, held.from) : null;
    },
  },
  {
    name: "dual_citizenship",
    category: "citizenship",
    sensitive: true,
    test: /dual (citizenship|nationality|national|citizen)|more than one (citizenship|nationality)|multiple (citizenships|nationalities)/,
    // "A dual national of the United States and another country": not a citizen of the one named, no.
    claim: (f, q) => {
      const list = f.citizenships().filter((c) => c.value !== "European Union");
      const named = countryOf(q);
      const a = named ? f.authIn(named) : undefined;
      if (named && citizenOf(a, false) === false) return yes(false, a!.from);
      return list.length > 1 && (!named || citizenOf(a, false)) ? yes(true, list[1].from) : null;
    },
  },
  {
    // A list of statements to choose from: "U.S. Citizen" / "H-1B Visa" / "Not authorized ...".
    name: "work_status",
    category: "authorization",
    sensitive: true,
    test: (q) => {
      const stated = q.field.options?.filter((o) => statementOf(o.label)).length ?? 0;
      // ("Will you require sponsorship for a visa status? OPT / H1B / None" asks what is needed, not held.)
      return (
        CHOICE.has(q.field.kind) &&
        STATUS_OPTIONS.test(q.optionsText) &&
        !/\b(require|need)\b.*\bsponsor/.test(q.question) &&
        (stated >= 2 || (stated === 1 && /authori[sz]ation|status|right to work|immigration/.test(q.text)))
      );
    },
    claim: (f, q) => {
      const a = f.authIn(countryOf(q));
      return a
        ? {
            type: "choose",
            pick: (options) => pickStatus(options, a, /citizen(ship)? status|^citizenship$/.test(q.question)),
            from: a.from,
          }
        : null;
    },
  },
  {
    // "A citizen of any country other than the United States?": a citizenship the profile lists elsewhere.
    name: "other_citizenship",
    category: "citizenship",
    sensitive: true,
    test: /citizen(ship)? of (any )?(country|countries|nation) other than|other (citizenships?|nationalit)/,
    claim: (f, q) => {
      const except = countryOf(q);
      const other = f.citizenships().find((c) => c.value !== except && c.value !== "European Union");
      return other ? yes(true, other.from) : null;
    },
  },
  {
    name: "citizenship_yes_no",
    category: "citizenship",
    sensitive: true,
    test: /\b(are you|you are|currently) (a |an |currently a )?.*\b(citizen|national)\b|\b(hold|have|possess) (a |an )?(current )?.*citizenship|are you a (lawful )?permanent resident|green card holder|(hold|have|possess) (a |an )?(valid )?(u s )?(permanent resident card|green card)|^(a )?(u s |us |united states )citizen$/,
    claim: (f, q) => {
      const t = q.text;
      // "British or Irish citizenship?": yes when one holds, no only when every one is known not to.
      const named = countriesIn(q.field.label);
      // "a citizen of the UK, the EU, or Switzerland": an EU citizenship is one of them.
      if (
        /\b(eu|european union|eea)\b/.test(t) &&
        /\bor\b/.test(t) &&
        f.citizenships().some((c) => c.value === "European Union" || EU_MEMBERS.has(c.value))
      )
        return yes(true, "workAuthorization.countries");
      if (named.length > 1 && /citizen|national/.test(t)) {
        const each = named.map((c) => citizenOf(f.authIn(c), /permanent|resident/.test(t)));
        const held = each.findIndex((x) => x === true);
        if (held >= 0) return yes(true, f.authIn(named[held])!.from);
        return each.every((x) => x === false) ? yes(false, "workAuthorization.countries") : null;
      }
      const country = /\beu\b|eea|swiss|european/.test(t) ? "European Union" : countryOf(q);
      const a = country ? f.authIn(country) : undefined;
      const from = a?.from ?? "workAuthorization.countries";
      if (/citizen|national/.test(t)) return yes(citizenOf(a, /permanent|green card|resident/.test(t)), from);
      // Only a permanent resident: a citizen is not one.
      return yes(a?.status ? a.status === "permanent_resident" : a?.authorized === false ? false : undefined, from);
    },
  },
  {
    // (The asking sentence: a definition that mentions citizenship is not this question.)
    name: "citizenship",
    category: "citizenship",
    sensitive: true,
    test: (q) => /citizenship|nationality/.test(q.question) && !/requires|are you/.test(q.question),
    claim: (f, q) => {
      const list = f.citizenships().filter((c) => c.value !== "European Union");
      if (!list.length) return null;
      // Two citizenships and one choice: which the form means is the client's call.
      if (list.length > 1 && q.field.kind !== "multi_select")
        return { type: "choose", pick: () => undefined, text: list.map((c) => c.value).join(", "), from: list[0].from };
      return { type: "text", text: list[0].value, from: list[0].from };
    },
  },
  {
    // "Authorised to work ... without sponsorship": both facts at once.
    name: "authorized_without_sponsorship",
    category: "sponsorship",
    sensitive: true,
    test: /without (the |a |an |any )?(need(ing)? (for|of) |requiring |require |needing )?(a |an |any )?(current or future |future )?(\w+ ){0,2}((visa |employer |employment |immigration |work )?sponsor|(employment |work )?visa\b)/,
    claim: (f, q) => {
      const free = (a: CountryAuth | undefined) =>
        !a
          ? undefined
          : a.authorized === false || a.needsSponsorship === true
            ? false
            : a.authorized === true && a.needsSponsorship === false
              ? true
              : undefined;
      // "in the US or Canada without sponsorship": any of them (each, with "and").
      const several = severalCountries(q);
      if (several)
        return yes(
          combine(
            several.countries.map((c) => free(f.authIn(c))),
            several.all,
          ),
          "workAuthorization.countries",
        );
      const a = f.authIn(countryOf(q));
      return a ? yes(free(a), a.from) : null;
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
    claim: (f) => {
      const a = f.authIn("United States");
      const held = a ? holdsVisa(a, "h1b") : undefined;
      if (!a || held === undefined) return null;
      if (held) return yes(a.needsSponsorship, `${a.from}.needsSponsorship`);
      // Not holding one: "Not applicable" where the form offers it, else no.
      return {
        type: "choose",
        pick: (options) => options.find((o) => /not applicable|n a|do not hold/.test(words(o.label))) ?? pickYesNo(options, false),
        text: "No",
        from: `${a.from}.visa`,
      };
    },
  },
  {
    // "Do you need a work permit (or visa) to work in the UK?": authorised without sponsorship is no.
    name: "needs_permit",
    category: "sponsorship",
    sensitive: true,
    // (Read without its notes in brackets: "a work permit (for example a Critical Skills Permit) to work".)
    test: (q) => NEEDS_PERMIT.test(q.text) || NEEDS_PERMIT.test(q.question),
    claim: (f, q) => {
      const a = f.authIn(countryOf(q));
      if (!a) return null;
      if (a.authorized === false) return yes(true, `${a.from}.authorized`);
      // Working on a visa, or needing one sponsored, is needing one.
      if (a.status === "work_visa" || a.status === "student_visa" || a.needsSponsorship === true)
        return yes(true, `${a.from}.${a.status ? "status" : "needsSponsorship"}`);
      if (a.status === "citizen" || a.status === "permanent_resident") return yes(false, `${a.from}.status`);
      return a.authorized === true && a.needsSponsorship === false ? yes(false, `${a.from}.needsSponsorship`) : null;
    },
  },
  {
    name: "sponsorship",
    category: "sponsorship",
    sensitive: true,
    // "... without sponsorship" asks the opposite; a wording the rule above misses is left unanswered.
    // "Are you on a visa sponsored by your current employer?" asks what one holds, not what one needs.
    test: SPONSOR,
    not: /\bwithout\b|\b(currently|now) (in [\w ]+ )?on (a|an) [\w ]*visa|sponsored by your (current )?employer|clearance/,
    claim: (f, q) => {
      const a = f.authIn(countryOf(q));
      return a
        ? yes(a.needsSponsorship, a.from === "workAuthorization" ? "workAuthorization.needsSponsorship" : `${a.from}.needsSponsorship`)
        : null;
    },
  },
  {
    // "An application for U.S. work authorization pending?": a citizen or permanent resident needs
    // none; anyone else may or may not have one.
    name: "authorization_pending",
    category: "authorization",
    sensitive: true,
    test: /\b(pending|applied for|awaiting)\b.*\b(authori[sz]ation|permit|visa|ead|green card|status)\b|\b(authori[sz]ation|permit|visa|ead|green card)\b.*\bpending\b/,
    claim: (f, q) => {
      const a = f.authIn(countryOf(q));
      return a?.status === "citizen" || a?.status === "permanent_resident" ? yes(false, `${a.from}.status`) : null;
    },
  },
  {
    name: "authorized",
    category: "authorization",
    sensitive: true,
    // (Consent to checks of one's right to work is consent, not a claim to have it.)
    test: AUTHORIZED,
    // (Nor is uploading a permit: "If you are under 18, upload a work permit" asks about age.)
    not: /temporary|expir|time limited|tied to|\bsolely\b|\bonly through\b|\bconsent\b|\bchecks?\b|\bupload\b/,
    claim: (f, q) => {
      // "in the United States, in Canada AND in the United Kingdom": each of them, or any of them.
      const several = severalCountries(q);
      if (several) {
        const values = several.countries.map((c) => f.authIn(c)?.authorized);
        return yes(combine(values, several.all), "workAuthorization.countries");
      }
      const a = f.authIn(countryOf(q));
      if (!a) return null;
      const from = a.from === "workAuthorization" ? "workAuthorization.isAuthorizedToWork" : `${a.from}.authorized`;
      // "for any employer", "without restriction": a visa tied to a sponsor is not that.
      if (/this employer/.test(q.text) && a.authorized && a.needsSponsorship !== false) return null;
      if (/any employer|without (any )?restriction|unrestricted/.test(q.text) && a.authorized) {
        return a.needsSponsorship === undefined ? null : yes(!a.needsSponsorship, `${a.from}.needsSponsorship`);
      }
      return yes(a.authorized, from);
    },
  },
];
