// Where the applicant lives, read by geography (places.ts): city, state, country, region and metro
// area, each against the place a question names (time zones in time-zones.ts).
import type { Claim, Rule } from "../claims";
import { bool, text, textAt } from "../claims";
import type { ApplicantFacts } from "../facts";
import { pickByText } from "../options";
import { canonicalCountry, countriesIn, countryIn, EU_MEMBERS, words } from "../text";
import { BORDER_STATE, PROVINCE_OTHER_THAN, WORLD_REGION } from "./regions";
import { TIME_ZONE_RULES } from "./time-zones";
import {
  areaNamedIn,
  citiesIn,
  countryCode,
  countryOfRegion,
  homeAt,
  homeStateNamed,
  nearestOption,
  placesOf,
  regionsNamedIn,
  regionsOf,
  stateCode,
  statesNamed,
} from "../places";
import { meanings, pickPlace as pickPlaceIndex } from "../../engine/option-meaning";

/**
 * The profile's place for a question of the given kind: a location lookup (typeahead) lists places
 * worldwide, so it gets city, state and country ("London" alone is also in Ontario); a text box gets
 * city and state, or the city alone when `cityOnly`. A part repeating another is dropped ("London, London").
 */
function place(f: ApplicantFacts, kind: string, cityOnly: boolean): Claim | null {
  const where = f.p.personalInformation;
  if (!where.city) return null;
  if (cityOnly && kind !== "typeahead") return text(where.city, "personalInformation.city");
  const named = kind === "typeahead" ? (["city", "state", "country"] as const) : (["city", "state"] as const);
  const parts = named.filter((k, i) => where[k] && !named.slice(0, i).some((e) => where[e] === where[k]));
  return text(parts.map((k) => where[k]).join(", "), `personalInformation.${parts.join("+")}`);
}

const OUTSIDE_US =
  /outside (of )?(the )?(us|usa|u s a|united states)|non us|not (in|from) the (us|usa|united states)|international|not applicable/;
/** "I live outside Canada", "Outside the UK", "I do not live in the U.S.": a list's option for elsewhere. */
const ELSEWHERE = /\b(outside|not in|non|international|elsewhere|do not live|dont live|not applicable)\b/;

/** The country whose states or provinces a list offers ("CA" for Ontario, Quebec ...), or null. */
function countryOfStates(options: Array<{ label: string }>): string | null {
  const counts = new Map<string, number>();
  for (const o of options) {
    const code =
      meanings(o.label)
        .find((m) => m.startsWith("state:"))
        ?.slice(6, 8) ?? countryOfRegion(o.label);
    if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= 2 ? best[0] : null;
}

/** The profile's home at the place a question names, as a claim (places.ts decides). */
export function atPlace(f: ApplicantFacts, label: string): Claim | null {
  const value = homeAt(f.p.personalInformation, label);
  return value === undefined ? null : { type: "bool", value, from: "personalInformation.city" };
}

/** The option naming the same city as the place ("Austin, Texas" = "Austin, TX"). */
const pickPlace = <T extends { label: string }>(place: string, options: T[]): T | undefined =>
  options[
    pickPlaceIndex(
      place,
      options.map((o) => o.label),
    )
  ];

export const LOCATION_RULES: Rule[] = [
  ...TIME_ZONE_RULES,
  {
    // "Are you located in Europe?", "the EMEA region", "an EU member state": by the country's region.
    name: "lives_in_region",
    category: "location",
    test: (q) =>
      /\b(located|reside|residing|live|living|based|currently in|residence)\b/.test(q.text) &&
      /\b(europe|emea|eu member|european union|eea|americas|north america|apac|asia)\b/.test(q.text),
    claim: (f, q) => {
      const country = canonicalCountry(f.p.personalInformation.country);
      const regions = regionsOf(country);
      if (!regions.size) return null;
      // "the UK or the European Union": home named beside the region is enough.
      if (countriesIn(q.field.label).includes(country)) return { type: "bool", value: true, from: "personalInformation.country" };
      const t = q.text;
      const value = /eu member|european union|\beea\b/.test(t)
        ? EU_MEMBERS.has(country)
        : /emea/.test(t)
          ? regions.has("europe") || regions.has("africa")
            ? true
            : regions.has("america")
              ? false
              : undefined
          : /europe/.test(t)
            ? regions.has("europe")
            : /americas|north america/.test(t)
              ? regions.has("america")
              : regions.has("asia");
      return value === undefined ? null : { type: "bool", value, from: "personalInformation.country" };
    },
  },
  {
    name: "address",
    category: "contact",
    test: /address( line)? ?1?$|street|mailing address|home address|^address|current address/,
    // (Whether the address is in a country is where one lives, not the address.)
    not: /e ?mail|line ?2|address ?2\b|\bzip\b|postal|post ?code|\baddress (is )?(in|outside)\b/,
    claim: textAt("personalInformation.address"),
  },
  {
    // "Are you located in the Seattle area?", "Do you live in Austin?": the profile's own city says yes;
    // another city says nothing without metro data, unless the place named is in another country.
    // (A place no city is known by, "the DMV", or a province, "Ontario", is left to the rules below.)
    name: "lives_near",
    category: "location",
    test: (q) => {
      if (
        !/\b(located|reside|residing|live|living|based|currently in|are you in|commuting distance|commute of|within \d+ (miles|mi|km|kilometers|kilometres)|home (address )?(is )?(in|within|near))\b/.test(
          q.text,
        )
      )
        return false;
      if (areaNamedIn(q.field.label)) return true;
      const named = citiesIn(q.field.label);
      return named.some((p) => placesOf(p.city, p.rest).length > 0 && !(countryOfRegion(p.city) && !p.rest));
    },
    claim: (f, q) => atPlace(f, q.field.label),
  },
  {
    // "Do you live in Texas?", "one of the following states: CA, CO, NY, TX, WA": a person lives in one state.
    name: "lives_in_state",
    category: "location",
    test: (q) =>
      /\b(located|reside|residing|resident|live|living|based|currently in|are you in)\b/.test(q.text) &&
      statesNamed(q.field.label).length > 0,
    claim: (f, q) => {
      const home = f.p.personalInformation;
      // "Outside both Texas and Washington" holds for anyone outside the US; "a state other than Texas"
      // is a US state, so it does not.
      const outside = /\boutside\b/.test(q.text) && !/\bother than|except\b/.test(q.text);
      // (The Pacific Northwest is sometimes said to hold British Columbia too: not known from there.)
      if (/^(british columbia|bc)$/i.test(home.state?.trim() ?? "") && /pacific northwest/.test(q.text)) return null;
      if (canonicalCountry(home.country) !== "United States") return { type: "bool", value: outside, from: "personalInformation.country" };
      const listed = homeStateNamed(home, q.field.label);
      if (listed === null) return null;
      return { type: "bool", value: /other than|except|outside (of )?/.test(q.text) ? !listed : listed, from: "personalInformation.state" };
    },
  },
  PROVINCE_OTHER_THAN,
  BORDER_STATE,
  {
    // "Do you live in Ontario or Quebec?": provinces and regions of any country, by name.
    name: "lives_in_province",
    category: "location",
    test: (q) =>
      /\b(located|reside|residing|resident|live|living|based|currently in|are you in)\b/.test(q.text) &&
      !countryIn(q.field.label) &&
      regionsNamedIn(q.field.label).length > 0 &&
      !statesNamed(q.field.label).length,
    claim: (f, q) => {
      const home = f.p.personalInformation;
      const code = home.state ? stateCode(home.state, home.country) : null;
      const named = regionsNamedIn(q.field.label);
      const homeCountry = countryCode(home.country);
      if (code && named.some((r) => r.country === homeCountry && r.code === code)) return bool(true, "personalInformation.state");
      return code || named.every((r) => r.country !== homeCountry) ? bool(false, "personalInformation.state") : null;
    },
  },
  {
    // "City and state/province", "Where are you located? (City, State/Province, Country)": the parts named.
    name: "city_and_region",
    category: "location",
    test: (q) => !q.field.options?.length && /\bcity\b/.test(q.text) && /\b(state|province|region)\b/.test(q.text),
    claim: (f, q) => {
      const where = f.p.personalInformation;
      const parts = [where.city, where.state, /\bcountry\b/.test(q.text) ? where.country : undefined].filter((x): x is string => !!x);
      return parts.length
        ? text(parts.join(", "), `personalInformation.${/\bcountry\b/.test(q.text) ? "city+state+country" : "city+state"}`)
        : null;
    },
  },
  {
    name: "city",
    category: "location",
    test: /\bcity\b|\btown\b|municipality|locality/,
    not: /citizen|which city would you like/,
    claim: (f, q) => place(f, q.field.kind, true),
  },
  {
    // "State/Province (2-letter code)": the ISO 3166-2 code's own part, when it has two letters.
    name: "state_code",
    category: "location",
    test: /(state|province).*\b(2 letter|two letter|code|abbreviation)\b/,
    not: /zip|postal/,
    claim: (f, q) => {
      // "(US only)": a field for one country's residents asks nothing of someone elsewhere.
      const only = /\b(us|u s|usa|united states|canada|uk|u k|united kingdom)( residents?)? only\b/.exec(q.text)?.[1];
      const country =
        only && (/^(us|u s|usa|united states)$/.test(only) ? "United States" : only === "canada" ? "Canada" : "United Kingdom");
      if (country && canonicalCountry(f.p.personalInformation.country) !== country) return null;
      const state = f.at<string>("personalInformation.state");
      const code = state && stateCode(String(state.value), f.p.personalInformation.country);
      return code && /^[A-Z]{2}$/.test(code) ? text(code, state.from) : null;
    },
  },
  WORLD_REGION,
  {
    // A US state list for someone outside the US: its "I live outside the USA" option, if it has one.
    // (A county is not the state: "County" stays unanswered.)
    name: "state",
    category: "location",
    // (Read without a note in brackets: "State (If you live outside the United States, choose ...)";
    // "Are you located in the Greater Seattle region?" asks a yes/no, not the state.)
    test: (q) =>
      /\bstate\b|province|region|territory/.test(q.text) &&
      !/united states|statement/.test(q.question) &&
      !/^(are|am|do|does|is|have|has|can|will|would)\b/.test(q.question),
    claim: (f, q) => {
      const state = f.at<string>("personalInformation.state");
      const home = countryCode(f.p.personalInformation.country);
      const named = countryIn(q.field.label);
      const elsewhere = (options: Array<{ label: string; value: string }>) => {
        // The list's country: its states' (Ontario, Quebec: Canada), else the one named, else a US "state".
        const listed = countryOfStates(options) ?? (named ? countryCode(named) : /\bstate\b/.test(q.text) ? "US" : null);
        if (!listed) return undefined;
        return home && home !== listed ? options.find((o) => ELSEWHERE.test(words(o.label)) || OUTSIDE_US.test(words(o.label))) : undefined;
      };
      return {
        type: "choose",
        text: state ? String(state.value) : undefined,
        from: "personalInformation.state",
        pick: (options) => (state && pickByText(options, String(state.value))) || elsewhere(options),
      };
    },
  },
  {
    // "UK region" for someone elsewhere: its "Outside the UK"; for someone there, the region naming the city.
    name: "region_of_country",
    category: "location",
    // ("Are you based in the DACH region (Germany, Austria or Switzerland)?" asks a yes or no of the
    // countries named: located_in.)
    test: (q) =>
      /\bregion\b|\bcounty\b|province|\bnation\b/.test(q.text) &&
      countryIn(q.field.label) !== null &&
      !/^(are|do|is|have) you (currently )?(located|reside|residing|live|living|based) in\b/.test(q.question),
    claim: (f, q) => {
      const home = f.p.personalInformation;
      const there = canonicalCountry(home.country) === countryIn(q.field.label);
      return {
        type: "choose",
        from: there ? "personalInformation.city" : "personalInformation.country",
        pick: (options) =>
          there
            ? (options.find((o) => home.city && words(o.label).split(" ").includes(words(home.city))) ??
              (home.state ? pickByText(options, home.state) : undefined))
            : options.find((o) => ELSEWHERE.test(words(o.label))),
      };
    },
  },
  { name: "zip", category: "contact", test: /zip|postal|post ?code/, claim: textAt("personalInformation.zipCode") },
  {
    // "Are you currently located in the United States?": the profile's country against the one named.
    name: "located_in",
    category: "location",
    // (A part of the country described, "a U.S. state that borders Mexico", is more than the country.)
    test: (q) =>
      // (So is where one's home or residence is: "Is your home address outside the United States?")
      /\b(located|reside|residing|live|living|based|residence|home|home address) (is )?(in|outside)\b/.test(q.question) &&
      countryIn(q.field.label) !== null &&
      !/\b(a|an|one of the|which|what) (u s |us |united states |american |canadian |uk |british )?(state|province|city|county|region|territory|part)\b/.test(
        q.question,
      ),
    // "in the US or Canada": any of them; "outside the United States": the other way round.
    claim: (f, q) => {
      const home = canonicalCountry(f.p.personalInformation.country);
      const inside = countriesIn(q.field.label).includes(home);
      return { type: "bool", value: /\boutside\b/.test(q.text) ? !inside : inside, from: "personalInformation.country" };
    },
  },
  {
    name: "country_code",
    category: "location",
    test: /country.*\b(iso|alpha ?2|2 letter|two letter)\b/,
    claim: (f) => {
      const code = meanings(f.p.personalInformation.country).find((m) => m.startsWith("country:"));
      return code ? text(code.slice("country:".length), "personalInformation.country") : null;
    },
  },
  // Where the candidate lives; not where they were born, nor who issued a passport or visa.
  {
    name: "country",
    category: "location",
    test: /country/,
    not: /code|citizenship|passport|issu|birth|born|nationality|visa/,
    claim: textAt("personalInformation.country"),
  },
  {
    // A text box gets the place; a list, the option naming it, its country, or the nearest place offered.
    name: "location",
    category: "location",
    test: /location|where (are you|do you) (currently )?(located|based|live)|current(ly)? (located|based)|metro(politan)? area|which city|(closest|nearest) (city|office|location)|which of our offices/,
    not: /preferred|preference|relocat/,
    claim: (f, q) => {
      const where = place(f, q.field.kind, false);
      const home = f.p.personalInformation;
      if (!q.field.options?.length) return where;
      return {
        type: "choose",
        from: "personalInformation.city",
        pick: (options) =>
          (where?.type === "text" ? pickPlace(where.text, options) : undefined) ??
          nearestOption(home, options) ??
          pickByText(options, home.country),
      };
    },
  },
];
