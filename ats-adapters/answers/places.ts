// Places by geography, not by spelling (docs/answers.md, "Entailment"). Cities with their coordinates come
// from the country-state-city package, US states from iso-3166 (through engine/option-meaning), so
// "the Greater Seattle area", "within 50 miles of Austin, TX", "commuting distance of London" and "one
// of the following states: CA, CO, NY" are answered from where the profile says the candidate lives.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import tzlookup from "@photostructure/tz-lookup";
import { countOccurrences, eachJsonRow } from "../../lib/json-rows";
import { meanings } from "../engine/option-meaning";
import { areaNamedIn } from "./areas";
import { canonicalCountry, namedPlaces, normalizeText, words } from "./text";

interface Place {
  country: string;
  state: string;
  lat: number;
  lon: number;
}

/** Where the profile says the candidate lives. */
export interface Home {
  city?: string;
  state?: string;
  country: string;
}

// The package's index module loads its 148,000 cities as soon as it is imported, and keeps them twice
// (the JSON's arrays and an object per city): some 70 MiB of a worker's heap, and of the gateway's, which
// reads the answers' default keys. So its countries and states are required on their own, and the
// cities are read from its JSON on the first question about a city, into the compact index below.
const require = createRequire(import.meta.url);
const { default: Country } = require("country-state-city/lib/cjs/country.js") as typeof import("country-state-city/lib/cjs/country");
const { default: State } = require("country-state-city/lib/cjs/state.js") as typeof import("country-state-city/lib/cjs/state");

interface CityIndex {
  /** Every city, by normalized name: its position in the columns (country, state, coordinates), or positions. */
  byName: Map<string, number | number[]>;
  /** `country state` of each distinct pair, and each city's pair. */
  regions: string[];
  region: Uint16Array;
  lat: Float32Array;
  lon: Float32Array;
}
let cities: CityIndex | null = null;

function cityIndex(): CityIndex {
  if (cities) return cities;
  const file = readFileSync(require.resolve("country-state-city/lib/cjs/assets/city.json"));
  const count = countOccurrences(file, "],[") + 1;
  const index: CityIndex = {
    byName: new Map(),
    regions: [],
    region: new Uint16Array(count),
    lat: new Float32Array(count),
    lon: new Float32Array(count),
  };
  const regionIds = new Map<string, number>();
  const rows = eachJsonRow(file, 5, ([name, country, state, lat, lon], i) => {
    const key = cityKey(name!);
    const at = index.byName.get(key);
    if (at === undefined) index.byName.set(key, i);
    else if (typeof at === "number") index.byName.set(key, [at, i]);
    else at.push(i);
    const region = `${country} ${state}`;
    let id = regionIds.get(region);
    if (id === undefined) regionIds.set(region, (id = index.regions.push(region) - 1));
    index.region[i] = id;
    index.lat[i] = Number(lat);
    index.lon[i] = Number(lon);
  });
  // Rows counted by their separators: a file written otherwise would leave the columns short.
  if (rows !== count) throw new Error(`country-state-city's city.json has ${rows} rows, ${count} by its separators`);
  return (cities = index);
}

/** A name as the index keys it: initials run together ("Washington, D.C." and "Washington DC" alike). */
const cityKey = (name: string) => normalizeText(name).replace(/\b(\w) (?=\w\b)/g, "$1");

function citiesNamed(name: string): Place[] {
  const index = cityIndex();
  return [index.byName.get(cityKey(name)) ?? []].flat().map((i) => {
    const [country, state] = index.regions[index.region[i]!]!.split(" ") as [string, string];
    return { country, state, lat: index.lat[i]!, lon: index.lon[i]! };
  });
}

const alpha2 = (country: string): string | undefined => {
  const name = canonicalCountry(country);
  return Country.getAllCountries().find((c) => c.name === name || c.isoCode === country.toUpperCase())?.isoCode;
};

/** Whether a place is in the region a qualifier names ("TX", "Texas", "England", "UK"); true when none. */
function inRegion(p: Place, qualifier: string): boolean {
  if (!qualifier.trim()) return true;
  // A state first: "VA" beside a US city is Virginia, not the Vatican; "D.C." is the code DC.
  const q = normalizeText(qualifier);
  const state = State.getStatesOfCountry(p.country).find((s) => s.isoCode === p.state);
  if (state && (normalizeText(state.name) === q || state.isoCode.toLowerCase() === q.replace(/ /g, ""))) return true;
  const code = alpha2(qualifier);
  return code ? p.country === code : false;
}

/** The places a city name can mean, narrowed by a state or country written beside it. */
export function placesOf(city: string, ...qualifiers: string[]): Place[] {
  // "Washington, D.C." is one city's whole name.
  const whole = qualifiers[0] ? citiesNamed(`${city} ${qualifiers[0]}`) : [];
  const all = whole.length ? whole : citiesNamed(city);
  const narrowed = qualifiers.filter(Boolean).reduce((list, q) => {
    const kept = list.filter((p) => inRegion(p, q));
    return kept.length ? kept : list;
  }, all);
  return narrowed;
}

const km = (a: Place, b: Place): number => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
};

/**
 * Whether home is within `nearKm` of the city named: true when every reading of both names is that
 * close, false when every one is farther than `farKm`, undefined otherwise (two Austins, a suburb's edge).
 */
export function near(home: Home, named: { city: string; rest: string }, nearKm: number, farKm = nearKm): boolean | undefined {
  if (!home.city) return undefined;
  const from = placesOf(home.city, home.state ?? "", home.country);
  // A state code that two countries use ("Bellevue, WA": Washington or Western Australia) is home's country's.
  const all = placesOf(named.city, named.rest);
  const ours = named.rest ? all.filter((b) => from.every((a) => a.country === b.country)) : [];
  const to = ours.length && ours.length < all.length ? ours : all;
  if (!from.length || !to.length) return undefined;
  const d = from.flatMap((a) => to.map((b) => km(a, b)));
  if (d.every((x) => x <= nearKm)) return true;
  if (d.every((x) => x > farKm)) return false;
  return undefined;
}

/** The option naming the place nearest home ("Austin, TX", "Seattle office", "London"), if clearly nearest. */
export function nearestOption<T extends { label: string }>(home: Home, options: T[]): T | undefined {
  if (!home.city) return undefined;
  const from = placesOf(home.city, home.state ?? "", home.country);
  if (!from.length) return undefined;
  const scored = options
    .map((o) => {
      const [city, ...rest] = o.label
        .replace(/\b(office|offices|hq|headquarters|metro( area)?|bay area|area|city)\b/gi, "")
        .replace(/^\s*(greater|downtown)\s+/i, "")
        .split(",")
        .map((x) => x.trim());
      const to = city ? placesOf(city, ...rest) : [];
      return { o, d: to.length ? Math.min(...from.flatMap((a) => to.map((b) => km(a, b)))) : Infinity };
    })
    .sort((a, b) => a.d - b.d);
  const [best, next] = scored;
  if (!best || best.d > 150 || (next && next.d < 2 * best.d + 10)) return undefined;
  return best.o;
}

/** The world regions a country is in, read off its time zones ("Europe/London"): europe, africa, asia, america. */
export function regionsOf(country: string): Set<string> {
  const code = alpha2(country);
  const zones = code ? (Country.getCountryByCode(code)?.timezones ?? []) : [];
  return new Set(zones.map((z) => z.zoneName.split("/")[0].toLowerCase()));
}

/**
 * Whether a country lies in a world region as forms list them ("North America", "Latin America",
 * "EMEA", "APAC"), by its time zones and, for Asia's, its longitude (west of 60°E: the Middle East,
 * in EMEA); undefined when the region is not one of these or the country is not known.
 */
export function inWorldRegion(country: string, region: string): boolean | undefined {
  const code = alpha2(country);
  const regions = regionsOf(country);
  if (!code || !regions.size) return undefined;
  const r = normalizeText(region);
  const northAmerica = code === "US" || code === "CA";
  const american = regions.has("america") && !regions.has("europe");
  const middleEast = regions.has("asia") && !regions.has("europe") && Number(Country.getCountryByCode(code)?.longitude) < 60;
  if (/^(north america|na|us (and|&) canada)$/.test(r)) return code === "MX" ? undefined : northAmerica;
  if (/^(latin america|latam|south america|central (and|&) south america)$/.test(r))
    return code === "MX" ? undefined : american && !northAmerica;
  if (/^(americas|the americas)$/.test(r)) return american;
  if (/^(emea|europe middle east (and|&)? ?africa)$/.test(r)) return regions.has("europe") || regions.has("africa") || middleEast;
  if (/^europe$/.test(r)) return regions.has("europe");
  if (/^(apac|asia pacific|asia|asia (and|&) pacific|asia pacific apac)$/.test(r))
    return !american && !regions.has("europe") && !regions.has("africa") && !middleEast;
  return undefined;
}

/** The US states a label names: "Texas", "the state of Washington", "CA, CO, NY, TX, WA". */
/** US regions whose states are agreed, named as their states ("the Pacific Northwest" is WA, OR and ID). */
export const US_REGIONS: Array<[RegExp, string]> = [
  [/\b(the )?pacific northwest\b/gi, ", Washington, Oregon, Idaho,"],
  [/\b(the )?new england\b/gi, ", Maine, New Hampshire, Vermont, Massachusetts, Rhode Island, Connecticut,"],
];

export function statesNamed(label: string): string[] {
  const out = new Set<string>();
  const names = US_REGIONS.reduce((l, [re, states]) => l.replace(re, states), label)
    .replace(/\bWashington,? D\.?C\.?/g, " ")
    .split(/[,;:/()?]|\b(?:or|and|of|in|both|either|neither|nor|outside|than|except)\b/i);
  for (const part of names) for (const m of meanings(part.trim().replace(/\s+state$/i, ""))) if (m.startsWith("state:US-")) out.add(m);
  return [...out];
}

/** Whether home's US state is among those a label names; null when home has no US state. */
export function homeStateNamed(home: Home, label: string): boolean | null {
  const state = homeState(home);
  return state === null ? null : statesNamed(label).includes(state);
}

/** The profile's US state ("state:US-TX"), or null when it lives elsewhere or says none. */
export function homeState(home: Home): string | null {
  if (canonicalCountry(home.country) !== "United States" || !home.state) return null;
  return meanings(home.state).find((m) => m.startsWith("state:US-")) ?? null;
}

/** "within 50 miles", "within 30 km": the distance a question states, in km. */
const statedKm = (t: string): number | null => {
  const m = /within (\d+) ?(miles|mi|kilometers|kilometres|km)\b/.exec(t);
  return m ? Number(m[1]) * (/^k/.test(m[2]) ? 1 : 1.609) : null;
};

/** The cities a label names; a neighbourhood the package does not list ("Shoreditch, London") is the city after it. */
export function citiesIn(label: string): Array<{ city: string; rest: string }> {
  return namedPlaces(label).map((p) =>
    !placesOf(p.city, p.rest).length && p.rest && placesOf(p.rest).length ? { city: p.rest, rest: "" } : p,
  );
}

export { areaNamedIn };

/**
 * Whether home is at the city a label names: its own city is; another one by distance (an area or
 * commuting distance: within 60 km yes, beyond 150 km no) or by the distance the label states.
 */
export function homeAt(home: Home, label: string): boolean | undefined {
  const stated = statedKm(words(label));
  const area = areaNamedIn(label);
  if (area) return near(home, area[1], area[2], area[3]);
  // A neighbourhood before its city ("Crystal City, Arlington, VA", "Shoreditch, London") is the city.
  const named = citiesIn(label);
  const places = named.filter(
    (p, i) => placesOf(p.city, p.rest).length > 0 || !named.slice(i + 1).some((n) => placesOf(n.city, n.rest).length > 0),
  );
  const each = places.map((named) =>
    home.city && normalizeText(home.city) === normalizeText(named.city) ? true : near(home, named, stated ?? 60, stated ?? 150),
  );
  if (!each.length) return undefined;
  if (each.some((x) => x === true)) return true;
  return each.every((x) => x === false) ? false : undefined;
}

/** The IANA time zone home is in, from its city's coordinates (tz-lookup); null when the city is unknown. */
export function homeZone(home: Home): string | null {
  if (!home.city) return null;
  const [p] = placesOf(home.city, home.state ?? "", home.country);
  return p ? tzlookup(p.lat, p.lon) : null;
}

/** A zone's UTC offsets in hours in January and in July (daylight saving moves them). */
export function offsetsOf(zone: string): [number, number] {
  const year = new Date().getUTCFullYear();
  const at = (month: number) => {
    const name =
      new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
        .formatToParts(new Date(Date.UTC(year, month, 15, 12)))
        .find((x) => x.type === "timeZoneName")?.value ?? "GMT";
    const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    return m ? (m[1] === "-" ? -1 : 1) * (Number(m[2]) + Number(m[3]) / 60) : 0;
  };
  return [at(0), at(6)];
}

/** Zones named in words ("Eastern Time", "CET", "GMT"), each by a city in it. */
const NAMED_ZONES: Array<[RegExp, string]> = [
  [/central europe(an)?|\bcet\b|\bcest\b/, "Europe/Berlin"],
  [/eastern europe(an)?|\beet\b/, "Europe/Athens"],
  [/\beastern\b|\best\b|\bedt\b|\bet\b/, "America/New_York"],
  [/\bcentral\b|\bcst\b|\bcdt\b|\bct\b/, "America/Chicago"],
  [/\bmountain\b|\bmst\b|\bmdt\b/, "America/Denver"],
  [/\bpacific\b|\bpst\b|\bpdt\b/, "America/Los_Angeles"],
  [/\bgmt\b|\bbst\b|greenwich|\buk time\b|british time/, "Europe/London"],
  [/india(n)? standard|\bist\b/, "Asia/Kolkata"],
  [/\baest\b|australian eastern/, "Australia/Sydney"],
];

export function zoneNamed(text: string): string | null {
  return NAMED_ZONES.find(([re]) => re.test(text))?.[1] ?? null;
}

/** Every zone named ("the Mountain or Pacific time zone"). */
export function zonesNamed(text: string): string[] {
  return NAMED_ZONES.filter(([re]) => re.test(text)).map(([, z]) => z);
}

/** Provinces, states and regions of any country named in a label (by their names), with their codes. */
export function regionsNamedIn(label: string): Array<{ country: string; code: string }> {
  const out: Array<{ country: string; code: string }> = [];
  const t = normalizeText(label).split(" ");
  for (let i = 0; i < t.length; i++) {
    for (let n = 3; n >= 1; n--) {
      const name = t.slice(i, i + n).join(" ");
      // Compass words and seas name parts of many places ("the Pacific Northwest"), not one region.
      const vague =
        /^(north|south|east|west|northwest|northeast|southwest|southeast|north west|north east|south west|south east|central|pacific|atlantic|capital|coast|mountain|eastern|western|northern|southern|midwest|centre|center)$/.test(
          name,
        );
      const country = name.length > 3 && !vague ? countryOfRegion(name) : null;
      if (!country || country === "US") continue;
      const s = State.getStatesOfCountry(country).find((x) => normalizeText(x.name) === name);
      if (s) out.push({ country, code: s.isoCode });
      i += n - 1;
      break;
    }
  }
  return out;
}

/** The UTC offsets (January, July) of every zone of the countries given (ISO alpha-2). */
export function offsetsOfCountries(codes: string[]): Set<string> {
  const out = new Set<string>();
  for (const code of codes) for (const z of Country.getCountryByCode(code)?.timezones ?? []) out.add(offsetsOf(z.zoneName).join(","));
  return out;
}

/** ISO alpha-2 code of a country name as a profile or a question writes it. */
export const countryCode = alpha2;

let regionIndex: Map<string, Set<string>> | null = null;

/** The country of a state, province or region by its name ("Ontario" -> "CA"); null when none or several. */
export function countryOfRegion(name: string): string | null {
  if (!regionIndex) {
    regionIndex = new Map();
    for (const s of State.getAllStates()) {
      const key = normalizeText(s.name);
      regionIndex.set(key, (regionIndex.get(key) ?? new Set()).add(s.countryCode));
    }
  }
  const found = regionIndex.get(normalizeText(name));
  return found?.size === 1 ? [...found][0] : null;
}

/**
 * The country of a province, state or region a label names after "in", "to", "from", "of" or "within"
 * ("to work in Ontario" -> "CA", "the state of washington" -> "US"), whatever its case; null when none.
 */
export function regionCountryIn(label: string): string | null {
  const t = normalizeText(label).split(" ");
  for (let i = 0; i < t.length; i++) {
    if (!/^(in|to|from|within|across|of)$/.test(t[i])) continue;
    for (let n = 3; n >= 1; n--) {
      const name = t.slice(i + 1, i + 1 + n).join(" ");
      const code = name ? countryOfRegion(name) : null;
      if (code) return code;
    }
  }
  return null;
}

let countryIndex: Map<string, string> | null = null;

/**
 * A country of the package's list a label names after "in", "to", "from", "within" or "of" ("to
 * work in New Zealand"), whatever its case ("Right To Work In New Zealand"); null when none.
 */
export function countryNamedIn(label: string): string | null {
  countryIndex ??= new Map(Country.getAllCountries().map((c) => [normalizeText(c.name), c.isoCode]));
  const t = normalizeText(label).split(" ");
  for (let i = 0; i < t.length; i++) {
    if (!/^(in|to|from|within|of)$/.test(t[i])) continue;
    for (let n = 3; n >= 1; n--) {
      const code = countryIndex.get(t.slice(i + 1, i + 1 + n).join(" "));
      if (code) return countryNameOf(code);
    }
  }
  return null;
}

/** A state's or province's own ISO 3166-2 code ("Ontario", "Canada" -> "ON"; "TX" stays "TX"), or null. */
export function stateCode(state: string, country: string): string | null {
  const code = alpha2(country);
  const q = normalizeText(state);
  const found = code ? State.getStatesOfCountry(code).find((s) => normalizeText(s.name) === q || s.isoCode.toLowerCase() === q) : undefined;
  return found?.isoCode ?? null;
}

/** The ISO 4217 currency of a country ("United Kingdom" -> "GBP"), or null. */
export const currencyOf = (country: string): string | null => Country.getCountryByCode(alpha2(country) ?? "")?.currency ?? null;

/** The name a profile writes for an ISO alpha-2 code ("CA" -> "Canada"), as canonicalCountry gives it. */
export function countryNameOf(code: string): string | null {
  const name = Country.getCountryByCode(code)?.name;
  return name ? canonicalCountry(name) : null;
}
