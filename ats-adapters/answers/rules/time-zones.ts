// Time zones: home's zone, from its city's coordinates (places.ts), against a zone, a UTC range or a
// region's zones named in the question, and home's zone among a list's options.
import type { Claim, Rule } from "../claims";
import { bool } from "../claims";
import type { ApplicantFacts } from "../facts";
import { EU_MEMBERS, canonicalCountry, countryIn, words } from "../text";
import { countryCode, homeZone, offsetsOf, offsetsOfCountries, placesOf, zoneNamed, zonesNamed } from "../places";

/** Home's zone against a zone or a region's zones named in the question. */
function inTimeZone(f: ApplicantFacts, question: string, label: string): Claim | null {
  const zone = homeZone(f.p.personalInformation);
  if (!zone) return null;
  const own = offsetsOf(zone);
  const from = "personalInformation.city";
  const hours = /within (\d+(?:\.\d+)?) hours? of/.exec(question);
  const ref = zoneNamed(hours ? question.slice(hours.index) : question);
  if (hours && ref) {
    const r = offsetsOf(ref);
    return bool(
      own.every((o, i) => Math.abs(o - r[i]) <= Number(hours[1])),
      from,
    );
  }
  // "between UTC-3 and UTC+3": both offsets inside the range, read from the label, whose signs the
  // words drop.
  const utc = /\b(?:utc|gmt) ?([+\-−–]? ?\d+(?:[.:]\d+)?) ?(?:and|to|-|–) ?(?:utc|gmt) ?([+\-−–]? ?\d+(?:[.:]\d+)?)/i.exec(label);
  if (utc) {
    const offset = (s: string) => {
      const m = /([+\-−–]?) ?(\d+)(?:[.:](\d+))?/.exec(s)!;
      const n = Number(m[2]) + (m[3] ? (m[3].length === 2 ? Number(m[3]) / 60 : Number(`0.${m[3]}`)) : 0);
      return /[-−–]/.test(m[1]) ? -n : n;
    };
    const [lo, hi] = [offset(utc[1]), offset(utc[2])].sort((a, b) => a - b);
    return bool(
      own.every((o) => o >= lo && o <= hi),
      from,
    );
  }
  // "the Mountain or Pacific time zone": any of those named.
  const several = zonesNamed(question);
  if (several.length > 1 && !hours)
    return bool(
      several.some((z) => offsetsOf(z).join(",") === own.join(",")),
      from,
    );
  const codes = ref
    ? []
    : [
        ...(/\b(us|u s|usa|american?)\b/.test(question) ? ["US"] : []),
        ...(/\b(eu|european|europe)\b/.test(question) ? [...EU_MEMBERS].map((c) => countryCode(c)!).filter(Boolean) : []),
      ];
  const inside = codes.length ? offsetsOfCountries(codes).has(own.join(",")) : ref ? offsetsOf(ref).join(",") === own.join(",") : undefined;
  if (inside === undefined) return null;
  // Being able to keep another zone's hours is not where one lives: only living in it answers.
  return inside || /\b(live|located|based|reside|residing|are you in|in the)\b/.test(question) ? bool(inside, from) : null;
}

/** The option for home's zone: by its zone id, else by its city, else the one zone of home's country with home's offsets. */
function pickZone<T extends { label: string; value: string }>(
  options: T[],
  zone: string,
  home: ApplicantFacts["p"]["personalInformation"],
): T | undefined {
  const id = zone.toLowerCase();
  const byId = options.find((o) => o.value.toLowerCase() === id || o.label.toLowerCase().includes(id));
  if (byId) return byId;
  const city = words(home.city ?? "");
  const byCity = city ? options.find((o) => words(o.label).includes(city)) : undefined;
  if (byCity) return byCity;
  const own = offsetsOf(zone).join(",");
  const country = countryCode(home.country);
  const same = options.filter((o) => {
    const named = zoneNamed(words(o.label));
    const inCity = /\(([^)]+)\)/.exec(o.label)?.[1];
    // "GMT/BST (UK)": a country in the brackets, not a city.
    const inCountry = inCity ? countryIn(inCity) : null;
    const where = inCity && !inCountry ? placesOf(inCity)[0] : undefined;
    return (
      named &&
      offsetsOf(named).join(",") === own &&
      (!where || where.country === country) &&
      (!inCountry || inCountry === canonicalCountry(home.country))
    );
  });
  return same.length === 1 ? same[0] : undefined;
}

export const TIME_ZONE_RULES: Rule[] = [
  {
    // "Do you live in the Eastern Time Zone?", "within 3 hours of US Eastern Time?", "a US or EU
    // equivalent time zone?": home's zone, from its city's coordinates, against the one named.
    name: "in_time_zone",
    category: "location",
    test: (q) =>
      /time ?zones?\b|\btime\b/.test(q.question) &&
      (zoneNamed(q.question) !== null || /\b(us|eu|european|europe|american?)\b.*time ?zone|\butc\b.*\butc\b/.test(q.question)) &&
      (q.field.options?.length ?? 0) <= 3,
    claim: (f, q) => inTimeZone(f, q.question, q.field.label),
  },
  {
    name: "time_zone",
    category: "location",
    test: /time ?zone/,
    claim: (f) => {
      const home = f.p.personalInformation;
      const zone = homeZone(home);
      return zone
        ? { type: "choose", text: zone, from: "personalInformation.city", pick: (options) => pickZone(options, zone, home) }
        : null;
    },
  },
];
