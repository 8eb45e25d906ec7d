// Reading a question's text by meaning: normalised words, negation, the country it is about,
// durations ("two weeks", "14 days") and numbers ("3-5 years", "$120k").
import { meanings } from "../engine/option-meaning";
import { normalizeText } from "../engine/similarity";

export { normalizeText };

const WORD_NUMBERS: Record<string, number> = {
  zero: 0,
  one: 1,
  a: 1,
  an: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  sixteen: 16,
  seventeen: 17,
  nineteen: 19,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  sixty: 60,
  ninety: 90,
  eighteen: 18,
};

/**
 * A bound said with "no" or "not" is a bound, not a negation of the question: "no more than 2 weeks"
 * is "at most 2 weeks", "not less than 5 years" "at least 5 years", "no later than March 1" "by March
 * 1", "not to exceed $90,000" "at most $90,000" (docs/answers.md, Thresholds). Read as plain words or
 * as the label is written.
 */
export function asBounds(text: string): string {
  return text
    .replace(/\b(?:no|not) later than\b/gi, "by")
    .replace(/\b(?:no|not) (?:more|greater|longer|higher|larger|older) than\b/gi, "at most")
    .replace(/\b(?:no|not) (?:less|fewer|shorter|lower|smaller|younger) than\b/gi, "at least")
    .replace(/\bnot (?:to )?exceed(?:ing)?\b/gi, "at most");
}

/** Lower-case words with numbers as digits ("two weeks" -> "2 weeks", "don't" -> "dont"), bounds as bounds. */
export function words(text: string): string {
  return asBounds(
    normalizeText(text.replace(/[’']/g, ""))
      .split(" ")
      .map((w) => (w in WORD_NUMBERS && w !== "a" && w !== "an" ? String(WORD_NUMBERS[w]) : w))
      .join(" "),
  );
}

/** Phrases with "not" that do not turn the question around. */
const NOT_NEGATING = /\b(whether or not|or not|if not|not limited|not sure|do not wish|dont wish|not to (say|answer|disclose))\b/g;
/** A relative clause's "not" qualifies a noun: "an offence for which a pardon has not been granted". */
const RELATIVE_NOT =
  /\b(for which|of which|in which|which|whom|whose)\b[^?]*?\b(not|never)\b|\bthat (has|have|had|was|were|is|are|would|will|could|might|may|should|do|does|did)( been| be| have been)? (not|never)\b/g;

/** "do not, and will not, require": one negation said for two tenses. */
const COORDINATED_NOT = /\b(not|never),? (and|or|nor) (will|would|do|does|did|shall|am|is|are|have|has|can|could)( not| never)\b/g;
/** "a U.S. national but not a citizen", "(and not a U.S. citizen)": a condition added, not the question turned. */
export const CONJUNCT_NOT = /\b(but|and) not\b/;

/** true when the question asks the opposite of its subject: "Will you NOT require sponsorship?" */
export function isNegated(t: string): boolean {
  const plain = t
    .replace(NOT_NEGATING, " ")
    .replace(RELATIVE_NOT, " ")
    .replace(COORDINATED_NOT, "$1 $2 $3")
    .replace(new RegExp(CONJUNCT_NOT.source, "g"), " ");
  // "Do you have NO relatives here?", "Is there no ...?", "Is it false that ...?", "Do you lack
  // permission ...?", "Is it impossible for you to ...?", "Are you free of any ...?" ask the other way
  // round too.
  // Two of them ("Is it untrue that you lack ...?") cancel out.
  const count = (re: RegExp) => plain.match(re)?.length ?? 0;
  const n =
    count(/\b(not|never)\b/g) +
    count(/\b(have|has|hold|had|there (is|are)|(is|are) there) no\b/g) +
    // "Are none of your relatives employed by us?"
    count(/\b(are|is|do|does|have|has|were|was|did|will|would|that|confirm|certify|declare) none of\b/g) +
    // "Are you without a driver's license?" (not "authorized to work without sponsorship").
    count(/\b(are|am|is) you (currently )?without\b/g) +
    count(
      /\bis it (false|untrue|incorrect|wrong)( to say)? that\b|\b(lack|lacks|lacking|unable|unwilling|cannot|cant|unless|impossible)\b|\bat no (point|time)\b|out of the question|\bfree (of|from) (any|all)\b/g,
    );
  return n % 2 === 1;
}

const DAYS_PER: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };

/** A duration in days named in text ("2 weeks", "14 days", "a month", "immediately"), or null. */
export function durationDays(text: string): number | null {
  const t = words(text);
  if (/\b(immediately|immediate|right away|asap|none|no notice|0)\b/.test(t) && !/\d+ ?(day|week|month|year)/.test(t)) return 0;
  const m = /(\d+(?:\.\d+)?|a|an|the next|next|one)\s*(business day|working day|day|week|month|year)s?\b/.exec(t);
  if (!m) return null;
  const n = /^\d/.test(m[1]) ? Number(m[1]) : 1;
  // Five business days a week.
  return /business|working/.test(m[2]) ? Math.ceil((n * 7) / 5) : n * DAYS_PER[m[2]];
}

/** [min, max] days an option means: "Immediately", "2 weeks", "1-2 months", "Within 1 month", "3 months or more". */
export function durationRange(label: string): [number, number] | null {
  const t = words(label);
  if (
    /^(immediately|immediate|none|no notice|0|immediately available|available immediately)$/.test(t) ||
    /^none\b|available now|no notice period/.test(t)
  )
    return [0, 0];
  const unit = /(day|week|month|year)s?\b/.exec(t)?.[1];
  if (!unit) return /\bimmediate/.test(t) ? [0, 0] : null;
  const per = DAYS_PER[unit];
  // "A few weeks", "a couple of months": two to four of the unit, two.
  if (/\bfew\b/.test(t) && !/\d/.test(t)) return [2 * per, 4 * per];
  if (/\bcouple( of)?\b/.test(t) && !/\d/.test(t)) return [2 * per, 2 * per];
  const m = /(\d+)\s*to\s*(\d+)\s*(?:day|week|month|year)/.exec(t.replace(/(\d) (\d)/, "$1 to $2"));
  if (m) return [Number(m[1]) * per, Number(m[2]) * per];
  const n = /(\d+|a|an)\s*(?:day|week|month|year)/.exec(t);
  const v = n ? (/^\d+$/.test(n[1]) ? Number(n[1]) : 1) * per : null;
  if (v === null) return null;
  if (/\b(less than|under|fewer than)\b/.test(t)) return [0, v - 0.5];
  if (/\b(more than|over)\b/.test(t)) return [v + 0.5, Infinity];
  if (/\b(or more|plus)\b/.test(t) || /\+/.test(label)) return [v, Infinity];
  if (/\b(within|up to|at most)\b/.test(t)) return [0, v];
  return [v, v];
}

/** A number in text, with "k" thousands and commas: "$120k" -> 120000, "1,500" -> 1500. */
export function parseAmount(s: string): number {
  const m = /(\d+(?:\.\d+)?)\s*(k)?/i.exec(s.replace(/,/g, ""));
  return m ? Number(m[1]) * (m[2] ? 1000 : 1) : NaN;
}

/** [min, max] a numeric option means: "3-5 years", "10+", "Less than 1 year", "<1", "None", "$125,001 - $150,000". */
export function numberRange(label: string): [number, number] | null {
  const t = asBounds(label.toLowerCase()).replace(/,/g, "").replace(/[–—]/g, "-");
  if (/^\s*(none|no experience|0)\s*$/.test(t)) return [0, 0];
  let m = /(\d+(?:\.\d+)?k?)\s*(?:-|to)\s*[^\d]{0,3}(\d+(?:\.\d+)?k?)/.exec(t);
  if (m) return [parseAmount(m[1]), parseAmount(m[2]) + (/\d$/.test(m[2]) && !/k/.test(m[2]) ? 0.999 : 0)];
  // ("15 years or more", "2 years or less": the unit may come between.)
  m = /(\d+(?:\.\d+)?k?)\s*(?:years?|yrs)?\s*(?:\+|or more|or older|or over|or above|and (?:over|above|up|older)|plus)/.exec(t);
  if (m) return [parseAmount(m[1]), Infinity];
  m = /(\d+(?:\.\d+)?k?)\s*(?:years?|yrs)?\s*(?:or less|or fewer|or under)\b/.exec(t);
  if (m) return [0, parseAmount(m[1]) + (/k/.test(m[1]) ? 0 : 0.999)];
  m = /(?:at most|up to|a maximum of)\s*[^\d]{0,3}(\d+(?:\.\d+)?k?)/.exec(t);
  if (m) return [0, parseAmount(m[1]) + (/k/.test(m[1]) ? 0 : 0.999)];
  m = /(?:more than|over|above|greater than|>)\s*[^\d]{0,3}(\d+(?:\.\d+)?k?)/.exec(t);
  if (m) return [parseAmount(m[1]) + 0.001, Infinity];
  m = /(?:less than|under|fewer than|below|<)\s*[^\d]{0,3}(\d+(?:\.\d+)?k?)/.exec(t);
  if (m) return [0, parseAmount(m[1]) - 0.001];
  m = /^[^\d]{0,3}(\d+(?:\.\d+)?k?)\b/.exec(t.trim());
  if (m) return [parseAmount(m[1]), parseAmount(m[1]) + 0.999];
  return null;
}

/** The smallest number of years/percent a yes/no question sets: "at least 5 years", "3+ years", "10+". */
export function threshold(t: string): number | null {
  const m =
    /(?:at least|minimum of|a minimum of|more than|over)?\s*(\d+(?:\.\d+)?)\s*(?:\+|or more|plus)?\s*(?:full |complete )?(?:years?|yrs)/.exec(
      t,
    );
  return m ? Number(m[1]) : null;
}

// Countries a question can be about. EU members also match a profile entry for the European Union.
const COUNTRIES: Array<[string, RegExp]> = [
  ["United States", /\b(united states( of america)?|usa|u s a|america|h 1 ?b|h1b|green card|tn visa)\b/],
  [
    "United Kingdom",
    // A visa or status of the UK's own names it: the Skilled Worker and Tier 2 visas, settled status, ILR.
    /\b(united kingdom( of great britain and northern ireland)?|uk|u k|great britain|britain|british|england|scotland|wales|northern ireland|skilled worker visa|tier (2|5) visa|indefinite leave to remain|eu settlement scheme)\b/,
  ],
  ["European Union", /\b(european union|european economic area|eu|eea|e u|schengen|europe)\b/],
  ["Canada", /\bcanad(a|ian)\b/],
  ["Australia", /\baustralia(n)?\b/],
  ["India", /\bindia(n)?\b/],
  ["Singapore", /\bsingapore(an)?\b/],
  ["United Arab Emirates", /\b(uae|united arab emirates|gcc|dubai)\b/],
  ["Switzerland", /\b(switzerland|swiss)\b/],
  ["Israel", /\bisrael(i)?\b/],
  ["Japan", /\bjapan(ese)?\b/],
  ["Germany", /\b(germany|german)\b/],
  ["Netherlands", /\b(netherlands|dutch|holland)\b/],
  ["Ireland", /\b(ireland|irish)\b/],
  ["France", /\b(france|french)\b/],
  ["Spain", /\b(spain|spanish)\b/],
  ["Italy", /\b(italy|italian)\b/],
  ["Poland", /\b(poland|polish)\b/],
  ["Sweden", /\b(sweden|swedish)\b/],
  ["Portugal", /\bportugal\b/],
  ["Belgium", /\bbelgium\b/],
  ["Austria", /\baustria\b/],
  ["Denmark", /\bdenmark\b/],
  ["Finland", /\bfinland\b/],
  ["Mexico", /\bmexic(o|an)\b/],
  ["Brazil", /\bbrazil(ian)?\b/],
];
/** The European Union's 27 member states (europa.eu, "EU countries"). */
export const EU_MEMBERS = new Set([
  "Austria",
  "Belgium",
  "Bulgaria",
  "Croatia",
  "Cyprus",
  "Czechia",
  "Denmark",
  "Estonia",
  "Finland",
  "France",
  "Germany",
  "Greece",
  "Hungary",
  "Ireland",
  "Italy",
  "Latvia",
  "Lithuania",
  "Luxembourg",
  "Malta",
  "Netherlands",
  "Poland",
  "Portugal",
  "Romania",
  "Slovakia",
  "Slovenia",
  "Spain",
  "Sweden",
]);

/**
 * The country a question names, or null. "US" in capitals, "u.s.", "the us" and "us" before a word
 * only the country takes ("us work authorization") are the United States; otherwise the word "us" is
 * a pronoun. Language names ("German", "Spanish") count only as countries when no language is asked about.
 */
export function countryIn(original: string, { languages = false } = {}): string | null {
  if (/\bU\.?\s?S\.?(?![A-Za-z])|\bUSA\b/.test(original)) return "United States";
  if (
    /\bu\.s\.?(?![a-z])|\busa\b|\(\s*us\s*\)|\b(in|within|to|from|of|outside|both|either|and|or) the us\b|\bus[ -](work|visa|citizen|person|persons|based|residen|passport|government|military|employer|employment|company|state|territor|immigration|green card|sponsorship|roles?|positions?|jobs?|offices?|applicants|candidates|hires)/i.test(
      original,
    )
  ) {
    return "United States";
  }
  const t = words(original);
  for (const [name, re] of COUNTRIES) {
    if (
      languages &&
      ["Germany", "France", "Spain", "Italy", "Poland", "Sweden", "Japan"].includes(name) &&
      !/\b(germany|france|spain|italy|poland|sweden|japan)\b/.test(t)
    )
      continue;
    if (re.test(t)) return name;
  }
  return null;
}

/** Every country a question names, in the order of the list above ("British or Irish" -> both). */
export function countriesIn(original: string): string[] {
  const t = words(original);
  const found = COUNTRIES.filter(([name, re]) => name !== "European Union" && re.test(t)).map(([name]) => name);
  const first = countryIn(original);
  return first && !found.includes(first) ? [first, ...found] : found;
}

// Cities a question may name instead of a country ("to join us in Berlin").
const CITIES: Array<[string, RegExp]> = [
  ["United States", /\b(new york|san francisco|seattle|austin|boston|chicago|los angeles|denver|atlanta|washington dc|miami)\b/],
  ["United Kingdom", /\b(london|manchester|edinburgh|glasgow|bristol|cambridge uk)\b/],
  ["Germany", /\b(berlin|munich|hamburg|frankfurt|cologne)\b/],
  ["France", /\bparis\b/],
  ["Netherlands", /\bamsterdam\b/],
  ["Ireland", /\bdublin\b/],
  ["Spain", /\b(madrid|barcelona)\b/],
  ["Canada", /\b(toronto|vancouver|montreal)\b/],
  ["Australia", /\b(sydney|melbourne)\b/],
  ["India", /\b(bangalore|bengaluru|mumbai|hyderabad|pune|delhi|chennai)\b/],
  ["Israel", /\btel aviv\b/],
  ["Switzerland", /\bzurich\b/],
  ["Japan", /\btokyo\b/],
  ["Poland", /\bwarsaw\b/],
  ["Sweden", /\bstockholm\b/],
  ["Portugal", /\blisbon\b/],
];

/** The country a question names, else the one its city is in, or null. */
export function placeIn(original: string): string | null {
  const country = countryIn(original);
  if (country) return country;
  const t = words(original);
  return CITIES.find(([, re]) => re.test(t))?.[0] ?? null;
}

/** The canonical name of a country as a profile writes it ("USA", "U.S." -> "United States"). */
export function canonicalCountry(name: string): string {
  return countryIn(name) ?? name.trim();
}

/** Every city a question names in a list: "in Austin, Seattle or London" (a state or country beside one qualifies it). */
export function namedPlaces(label: string): Array<{ city: string; rest: string }> {
  const first = namedPlace(label);
  if (!first) return [];
  const tail = label.slice(label.indexOf(first.city)).replace(/[?!].*$/, "");
  const out: Array<{ city: string; rest: string }> = [];
  // "The Puget Sound / Greater Seattle region": names joined by a slash are places too; a common noun
  // after the last one ("region", "area") is not part of it.
  for (const part of tail
    .split(/,\s*|\s*\/\s*|\s+or\s+|\s+and\s+/)
    .map((p) =>
      p
        .trim()
        .replace(/^(Greater|Downtown|Central)\s+(?=[A-Z])/, "")
        .replace(/(\s+(region|area|metro|metropolitan area))+$/, ""),
    )
    .filter(Boolean)) {
    if (
      out.length &&
      (/^[A-Z]{2}$/.test(part) || /^([A-Z]\.){2,3}$/.test(part) || meanings(part).some((m) => /^(state|country):/.test(m)))
    ) {
      out[out.length - 1].rest = part;
      continue;
    }
    if (!/^[A-Z][\w.'-]*( [A-Z][\w.'-]*)*$/.test(part) || countryIn(part) !== null) break;
    out.push({ city: part.replace(/\s+(Area|Metro|Metropolitan|Region|Office|Offices|HQ|Headquarters|Campus)$/i, ""), rest: "" });
  }
  if (!out.length) return [first];
  out[0].rest ||= first.rest;
  return out;
}

/** The city a question names: "the Greater Seattle area", "commute to Austin, TX", "our London office", "downtown Austin". */
export function namedPlace(label: string): { city: string; rest: string } | null {
  const re =
    /\b(?:in|to|near|around|of|from|within),?\s+(?:(?:[Tt]he|[Oo]ur|[Gg]reater|[Dd]owntown|[Cc]entral)\s+)*((?:[A-Z][\w.'-]*)(?:\s+[A-Z][\w.'-]*)*)((?:,\s*[A-Z][\w.]*(?: [A-Z][\w.]*)?)?)/g;
  for (const m of label.matchAll(re)) {
    // A state's name alone ("Do you live in Texas?") is a state, not a city.
    if (!m[2] && meanings(m[1]).some((x) => x.startsWith("state:US-"))) continue;
    const city = m[1]
      // A sentence after the place is not part of it ("in Seattle. Will you ..."; "St. Louis" is one place).
      .replace(/\.\s+(Will|Would|Are|Is|Do|Does|Can|Could|Have|Has|Please|What|Which|How|If|When|Where)\b.*$/, "")
      .replace(/\s+(Bay Area|Area|Metro|Metropolitan|Region|Office|Offices|HQ|Headquarters|Campus)$/i, "")
      .replace(/^(Greater|Downtown|Central)\s+/i, "")
      .trim();
    if (!city || /^(The|Our|US|USA|U|United|This|Person|Office|Europe|EMEA|EU|UK)$/i.test(city) || countryIn(city) !== null) continue;
    if (
      /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b/.test(
        city,
      )
    )
      continue;
    return { city, rest: m[2].replace(/^,\s*/, "").trim() };
  }
  // A note in brackets that is only a place: "commuting to this job's location? (Austin, TX)", "(Office: Austin, TX)".
  const noted =
    /\(\s*(?:(?:Office|Location|Site|Based in|Work location)\s*:\s*)?([A-Z][\w.'-]{2,}(?:\s+[A-Z][\w.'-]*)*)((?:,\s*[A-Z][\w.]*(?: [A-Z][\w.]*)?)?)\s*\)/.exec(
      label,
    );
  if (noted && countryIn(noted[1]) === null && !/^(US|USA|UK|EU|EEA|Required|Optional)$/i.test(noted[1]))
    return { city: noted[1], rest: noted[2].replace(/^,\s*/, "").trim() };
  return null;
}
