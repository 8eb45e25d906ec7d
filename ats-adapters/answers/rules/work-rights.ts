// What work-authorisation questions share: the country a question is about, and the facts a profile
// entry states of it (docs/answers.md, "Never invent": countries). A question about a country the
// profile says nothing about (not its own, not listed in workAuthorization.countries) gets no answer.
import type { Asked, Claim } from "../claims";
import type { CountryAuth } from "../facts";
import { countriesIn, countryIn, namedPlace, placeIn } from "../text";
import { countryNamedIn, countryNameOf, countryOfRegion, placesOf, regionCountryIn, statesNamed } from "../places";
import { meanings } from "../../engine/option-meaning";

/** The country a question is about: its label, else its options ("U.S. Citizen"), else none named. */
export function countryOf(q: Asked): string | null {
  if (/\b(eu|eea)\b|european union/.test(q.text)) return "European Union";
  // ("American" alone names no country: "Native American", "African American".)
  if (/\bamerican (citizen|national|citizenship|nationality)\b/.test(q.text)) return "United States";
  // A US state named ("Washington State") is about the United States.
  if (statesNamed(q.field.label).length && !countryIn(q.field.label)) return "United States";
  // A US visa named ("H-1B", "F-1 OPT") is about the United States.
  if (/\b(h ?1 ?b|h ?4|f ?1|(stem )?opt|cpt|tn|l ?1|o ?1|e ?3|j ?1)\b/.test(q.text)) return "United States";
  // So is Canada's Labour Market Impact Assessment, the step an employer takes to hire on a work permit there.
  if (LMIA.test(q.text)) return "Canada";
  const place = placeIn(q.field.label) ?? provinceCountry(q.field.label) ?? countryNamedIn(q.field.label);
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
export const UNKNOWN = "(a place the question names)";

/** The country of a province or state the label names ("Ontario" -> Canada), else null. */
export function provinceCountry(label: string): string | null {
  const code =
    meanings(label)
      .find((m) => m.startsWith("state:"))
      ?.slice(6, 8) ?? regionCountryIn(label);
  return code ? countryNameOf(code) : null;
}

export const yes = (value: boolean | undefined, from: string): Claim | null =>
  typeof value === "boolean" ? { type: "bool", value, from } : null;
/** A value the rule has already read the question's negation into (fit turns a negated question around). */
export const asAsked = (q: Asked, value: boolean | undefined, from: string): Claim | null =>
  yes(value === undefined ? undefined : q.negated ? !value : value, from);

/** The European Union or the EEA, named as such (not "Europe"). */
export const UNION = /\b(eu|e u|eea)\b|european (union|economic area)/;

/** Every country a question names, when it names several joined by "and" (all) or "or" (any). */
export function severalCountries(q: Asked): { countries: string[]; all: boolean } | null {
  const countries = countriesIn(q.field.label).filter((c) => c !== "European Union");
  // The Union named beside a country is one of them ("Canada or the European Union", "the UK and/or
  // the EU"); the UK's EU Settlement Scheme is the UK's.
  if (UNION.test(q.text.replace(/\beu settlement scheme\b/g, " "))) countries.push("European Union");
  if (countries.length < 2) return null;
  // "... in every one of these countries?", "in all three?": each of them.
  const each = /\b(every|each)\b|\ball (of )?(these|those|the|three|two|four|five)\b/.test(q.question);
  return { countries, all: each || (/\band\b/.test(q.question) && !/\bor\b/.test(q.question)) };
}

/** Yes when the profile says so of one (any) or all; no when of one (all) or none; else unknown. */
export function combine(values: Array<boolean | undefined>, all: boolean): boolean | undefined {
  if (all) return values.some((v) => v === false) ? false : values.every((v) => v === true) ? true : undefined;
  return values.some((v) => v === true) ? true : values.every((v) => v === false) ? false : undefined;
}

/** Canada's Labour Market Impact Assessment (an employer's application to hire someone on a work permit). */
const LMIA = /\blmia\b|labou?r market impact assessment/;

/**
 * Sponsorship: the employer's part in someone's right to work ("require us to obtain an LMIA or to
 * support a work permit application" is the employer's step, not a question of holding the right).
 */
export const SPONSOR =
  /\blmia\b|labou?r market impact assessment|(require|need)s? (us|the company|the employer|an employer|your employer) to (obtain|support|apply for)\b.*\bwork (permit|visa)|sponsor|h ?1 ?b|visa (status|support|transfer)|\b(file|submit|lodge)( or (extend|renew))? (a |an )?(visa |immigration |work visa )?petition|\b(file|transfer)( or (file|transfer|extend|renew))? (a |an )?(work |employment )?visa (on your behalf|for you)\b|immigration (support|case|applications?|petitions?)|(require|need) (a )?(work permit or )?visa|(support|help|assistance) to (obtain|maintain|secure)( or (obtain|maintain|renew))? (your |a )?(right to work|work authori|work permit|visa)|skilled worker visa/;
// About working: "Do you authorize us to run a background check?" is not a work-authorisation question.
export const AUTHORIZED =
  /\b(authori[sz]ed|eligible|entitled|permitted|allowed|right|permission) (to )?(legally |lawfully )?(live and )?(work|be employed|take up employment|take (up )?paid (work|employment))|work (authori[sz]ation|permit|eligibility)|(authori[sz]ation|eligibility) to work|eligible for employment|legally work|lawfully work|work lawfully|legally (able|allowed|permitted|entitled|eligible) to work|\blegal for (you|me) to (work|be employed)/;

/** Facts known about being a citizen (or, with permanent, a permanent resident) of the country. */
export function citizenOf(a: CountryAuth | undefined, permanent: boolean): boolean | undefined {
  if (!a || a.viaUnion) return undefined;
  if (a.status) return a.status === "citizen" || (permanent && a.status === "permanent_resident");
  if (a.authorized === false) return false; // a citizen or resident would be authorised
  return undefined;
}
