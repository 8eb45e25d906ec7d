// Citizenship: of a country, of several, of a region, dual or sole, and export control's U.S. person,
// from the profile's workAuthorization.countries statuses (docs/answers.md, "Several places or countries").
import type { Rule } from "../claims";
import { pickByText } from "../options";
import { canonicalCountry, countriesIn, EU_MEMBERS } from "../text";
import { countryCode as countryCodeOf, regionsOf } from "../places";
import { asAsked, citizenOf, countryOf, yes } from "./work-rights";

/** Countries in a region named by citizenship questions ("the Americas", "outside North America"). */
export const REGION_OF = (region: string, country: string): boolean | undefined => {
  const code = countryCodeOf(country);
  if (!code) return undefined;
  if (/north america/.test(region)) return ["US", "CA", "MX"].includes(code);
  if (/america/.test(region)) return regionsOf(country).has("america");
  if (/europe|\beu\b/.test(region)) return regionsOf(country).has("europe") || EU_MEMBERS.has(country);
  if (/asia/.test(region)) return regionsOf(country).has("asia");
  if (/africa/.test(region)) return regionsOf(country).has("africa");
  return undefined;
};

/** The Commonwealth of Nations' 56 members (thecommonwealth.org, "Member countries"). */
const COMMONWEALTH = new Set([
  "Antigua and Barbuda",
  "Australia",
  "Bahamas",
  "Bangladesh",
  "Barbados",
  "Belize",
  "Botswana",
  "Brunei",
  "Cameroon",
  "Canada",
  "Cyprus",
  "Dominica",
  "Eswatini",
  "Fiji",
  "Gabon",
  "Gambia",
  "Ghana",
  "Grenada",
  "Guyana",
  "India",
  "Jamaica",
  "Kenya",
  "Kiribati",
  "Lesotho",
  "Malawi",
  "Malaysia",
  "Maldives",
  "Malta",
  "Mauritius",
  "Mozambique",
  "Namibia",
  "Nauru",
  "New Zealand",
  "Nigeria",
  "Pakistan",
  "Papua New Guinea",
  "Rwanda",
  "Saint Kitts and Nevis",
  "Saint Lucia",
  "Saint Vincent and the Grenadines",
  "Samoa",
  "Seychelles",
  "Sierra Leone",
  "Singapore",
  "Solomon Islands",
  "South Africa",
  "Sri Lanka",
  "Tanzania",
  "Togo",
  "Tonga",
  "Trinidad and Tobago",
  "Tuvalu",
  "Uganda",
  "United Kingdom",
  "Vanuatu",
  "Zambia",
]);

/** NATO's 32 members (nato.int, "NATO member countries"). */
const NATO_MEMBERS = new Set(
  "Albania|Belgium|Bulgaria|Canada|Croatia|Czechia|Denmark|Estonia|Finland|France|Germany|Greece|Hungary|Iceland|Italy|Latvia|Lithuania|Luxembourg|Montenegro|Netherlands|North Macedonia|Norway|Poland|Portugal|Romania|Slovakia|Slovenia|Spain|Sweden|Turkey|United Kingdom|United States".split(
    "|",
  ),
);
/** The U.S. Visa Waiver Program's 43 countries (travel.state.gov, 2025; Canada is visa-exempt apart). */
const VISA_WAIVER = new Set(
  "Andorra|Australia|Austria|Belgium|Brunei|Chile|Croatia|Czechia|Denmark|Estonia|Finland|France|Germany|Greece|Hungary|Iceland|Ireland|Israel|Italy|Japan|South Korea|Latvia|Liechtenstein|Lithuania|Luxembourg|Malta|Monaco|Netherlands|New Zealand|Norway|Poland|Portugal|Qatar|Romania|San Marino|Singapore|Slovakia|Slovenia|Spain|Sweden|Switzerland|Taiwan|United Kingdom".split(
    "|",
  ),
);
const VWP = /\bvisa waiver program(me)?\b|\bvwp\b/;
/** The Five Eyes: the UKUSA agreement's five countries. */
const FIVE_EYES = new Set(["United States", "United Kingdom", "Canada", "Australia", "New Zealand"]);

export const CITIZENSHIP_RULES: Rule[] = [
  {
    // "Are you a Commonwealth citizen?": a listed citizenship of a member says yes; none known there
    // says nothing (another may not be listed). (The Commonwealth of Virginia is a state; a citizen
    // "with the right of abode in the UK" is more than a citizen.)
    name: "commonwealth_citizen",
    category: "citizenship",
    sensitive: true,
    test: /\bcommonwealth (citizen|national|country|countries|nation|member)|(citizen(ship)?|national(ity)?) of (a |any )?(country (in|of) the |member of the )?commonwealth\b(?! of (virginia|massachusetts|pennsylvania|kentucky|puerto rico|the northern mariana))/,
    not: /right of abode/,
    claim: (f, q) => {
      const hit = f.citizenships().find((c) => COMMONWEALTH.has(c.value));
      return hit ? asAsked(q, true, hit.from) : null;
    },
  },
  {
    // "A foreign national who is neither a green-card holder nor a protected individual?" (export
    // control): not a US citizen or permanent resident. Asylum or refugee status no profile states.
    name: "foreign_national",
    category: "citizenship",
    sensitive: true,
    // (A status list offering "Foreign National" beside "U.S. Citizen" is the status list's.)
    test: (q) =>
      /foreign (national|person)|deemed export|not a u s person/.test(q.text) &&
      !q.field.options?.some((o) => /citizen/i.test(o.label)) &&
      // ("If you are not a U.S. Person, please list all countries ...": the list is asked.)
      !/\bif you are not a u s person\b.*\blist\b/.test(q.text),
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
    test: /list (all )?(the )?countr(y|ies) (of which )?(you are )?(a )?citizen|countries of (your )?citizenship|all (your )?citizenships|^(your )?countr(y|ies)( or countries)? (of which you are|you are) a citizen( of)?$/,
    // ("Is Canada one of your countries of citizenship?" asks of one country.)
    not: /\b1 of your countries\b/,
    claim: (f, q) => {
      // "If you are not a U.S. Person, list ...": nothing to list for a U.S. citizen or permanent resident.
      if (/\bif you are not a u s person\b/.test(q.text) && citizenOf(f.authIn("United States"), true) !== false) return null;
      const list = f.citizenships().filter((c) => c.value !== "European Union");
      return list.length ? { type: "text", text: list.map((c) => c.value).join(", "), from: list[0].from } : null;
    },
  },
  {
    // "Solely a U.S. citizen, holding no other citizenship?": no for anyone else or anyone with two.
    name: "sole_citizenship",
    category: "citizenship",
    sensitive: true,
    test: /\b(solely|only)\b.*\b(citizen|nationalit)|no other (citizenship|nationality)/,
    claim: (f, q) => {
      const named = countryOf(q);
      const list = f.citizenships().filter((c) => c.value !== "European Union");
      const a = named ? f.authIn(named) : undefined;
      if (list.length > 1) return asAsked(q, false, list[1].from);
      // "Is Canada your only citizenship?" of a US citizen: another citizenship held says no.
      const other = named ? list.find((c) => c.value !== named) : undefined;
      if (other) return asAsked(q, false, other.from);
      return citizenOf(a, false) === false ? asAsked(q, false, a!.from) : null;
    },
  },
  {
    // "A citizen of the country in which you currently live?": home's own entry, citizen or not.
    name: "citizen_of_home",
    category: "citizenship",
    sensitive: true,
    // ("Living outside your country of citizenship?" is the same question turned around.)
    test: /citizen(ship)? of (the )?(country|nation) ((in which|where) you (currently )?(live|reside)|(that )?you (currently )?(live|reside) in)|citizen(ship)? of your (current )?country of residence|country of (citizenship|nationality) (is )?the same as (your )?(current )?country of residence|\b(live|living|reside|residing|based) outside (of )?(your|the) (home )?country of (citizenship|nationality)/,
    claim: (f, q) => {
      const home = canonicalCountry(f.p.personalInformation.country);
      const a = home ? f.authIn(home) : undefined;
      const citizen = citizenOf(a, false);
      const outside = /\boutside (of )?(your|the) (home )?country of/.test(q.text);
      return asAsked(q, outside && citizen !== undefined ? !citizen : citizen, `${a?.from ?? "workAuthorization"}.status`);
    },
  },
  {
    // "Do you hold a valid U.S. passport?": a passport is a citizen's, so no for someone known not to
    // be one; a citizen may hold none, or an expired one, so not known.
    name: "passport",
    category: "citizenship",
    sensitive: true,
    test: /\b(hold|have|possess) (a |an )?(valid |current )?[a-z ]{0,30}\bpassport\b/,
    not: /\b(eu|eea|european union)\b|passport (number|expir|issu)/,
    claim: (f, q) => {
      const named = countryOf(q);
      const a = named ? f.authIn(named) : undefined;
      return citizenOf(a, false) === false ? asAsked(q, false, `${a!.from}.status`) : null;
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
    // "A citizen of a country subject to US sanctions?": a country described, not named; unknown.
    name: "citizen_of_described_country",
    category: "citizenship",
    sensitive: true,
    test: (q) =>
      /(citizen(ship)?|national(ity)?) of (a|any|an) (country|countries|nation|state) (that|which|subject|on|listed|designated|under|sanctioned|embargoed)/.test(
        q.text,
      ) && !VWP.test(q.text),
    claim: () => null,
  },
  {
    // "Citizenship of any NATO member state?", "a Five Eyes country?": one citizenship among the group's
    // members is enough; none known there says nothing (another may not be listed).
    name: "citizen_of_group",
    category: "citizenship",
    sensitive: true,
    test: (q) =>
      /(nationality|citizenship|citizen|national|passport) (of|from) (any |an |a )?(nato|(five|5) eyes|fvey)\b|\b(nato|(five|5) eyes|fvey) (member )?(country|nation|state)? ?(citizen|national|passport)/.test(
        q.text,
      ) ||
      (/\b(citizen|national|passport)/.test(q.text) && VWP.test(q.text)),
    claim: (f, q) => {
      const group = VWP.test(q.text) ? VISA_WAIVER : /\bnato\b/.test(q.text) ? NATO_MEMBERS : FIVE_EYES;
      // (An entry for the European Union names no member state: not all of them are in NATO.)
      const held = f.citizenships().find((c) => group.has(c.value));
      return held ? yes(true, held.from) : null;
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
    test: /dual ((u s|us|[a-z]+) )?(citizenship|nationality|national|citizen)|more than one (citizenship|nationality)|multiple (citizenships|nationalities)|(citizen|national)s? of (more than (one|1)|(two|2) or more|multiple) (countries|country|nations)|(citizenship|nationality) (in|of) (more than (one|1)|(two|2) or more|multiple) (countries|country|nations)/,
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
    // "A citizen of any country other than the United States?": a citizenship the profile lists elsewhere.
    name: "other_citizenship",
    category: "citizenship",
    sensitive: true,
    test: /(citizen(ship)?|national(ity)?) of (a |an |any )?(country|countries|nation|state)s? other than|other (citizenships?|nationalit)/,
    claim: (f, q) => {
      // "... other than the one you currently live in": home.
      const home = /other than (the (one|1)|the country|that) (where |in which )?you (currently |now )?(live|reside)/.test(q.text);
      const except = home ? canonicalCountry(f.p.personalInformation.country) : countryOf(q);
      // A country set aside that the question does not name ("the one where this job is") is not known.
      if (!except) return null;
      const other = f.citizenships().find((c) => c.value !== except && c.value !== "European Union");
      return other ? yes(true, other.from) : null;
    },
  },
  {
    name: "citizenship_yes_no",
    category: "citizenship",
    sensitive: true,
    test: /\b(are you|you are|currently) (a |an |currently a )?.*\b(citizen|national)\b|\b1 of your countries of (citizenship|nationality)\b|\b(hold|have|possess) (a |an )?(current )?.*citizenship|are you a (lawful )?permanent resident|green card holder|(hold|have|possess) (a |an )?(valid )?(u s )?(permanent resident card|green card)|^(a )?(u s |us |united states )citizen$/,
    claim: (f, q) => {
      const t = q.text;
      // A country set aside ("a national of any country other than the US") is not the one asked.
      if (/\b(other than|besides|apart from|except( for)?|aside from)\b/.test(q.question)) return null;
      // An Overseas Citizen of India, a British Overseas citizen: a status of its own, not the citizenship.
      if (
        /\boverseas citizen|\boci\b|\bbritish (overseas|national overseas)\b/.test(t) &&
        !/\b(indian|british) citizen(ship)?\b|\bcitizen(ship)? of (india|the (united kingdom|uk))\b/.test(
          t.replace(/\boverseas citizen(ship)? of india\b/g, ""),
        )
      )
        return null;
      // "British or Irish citizenship?": yes when one holds, no only when every one is known not to.
      const named = countriesIn(q.field.label);
      // "a citizen of the UK, the EU, or Switzerland", "an EU/EEA/Swiss citizen": an EU citizenship is
      // one of them.
      if (
        /\b(eu|european union|eea)\b/.test(t) &&
        (/\bor\b/.test(t) || /[a-z]\s*\/\s*[a-z]/i.test(q.field.label)) &&
        f.citizenships().some((c) => c.value === "European Union" || EU_MEMBERS.has(c.value))
      )
        return yes(true, "workAuthorization.countries");
      if (named.length > 1 && /citizen|national/.test(t)) {
        const each = named.map((c) => citizenOf(f.authIn(c), /permanent|resident/.test(t)));
        // "A citizen of both the US and Canada": each of them; one not held is a no.
        if (/\bboth\b/.test(t) || (/\band\b/.test(t) && !/\bor\b/.test(t))) {
          if (each.some((x) => x === false)) return yes(false, "workAuthorization.countries");
          return each.every((x) => x === true) ? yes(true, "workAuthorization.countries") : null;
        }
        const held = each.findIndex((x) => x === true);
        if (held >= 0) return yes(true, f.authIn(named[held])!.from);
        return each.every((x) => x === false) ? yes(false, "workAuthorization.countries") : null;
      }
      const country = /\beu\b|eea|swiss|european/.test(t) ? "European Union" : countryOf(q);
      const a = country ? f.authIn(country) : undefined;
      const from = a?.from ?? "workAuthorization.countries";
      // A member state's citizen is an EU citizen (an EEA and a Swiss list hold the EU's members too).
      // (Ireland and Cyprus are members outside the Schengen Area.)
      const member = f
        .citizenships()
        .find((c) => EU_MEMBERS.has(c.value) && !(/schengen/.test(t) && ["Ireland", "Cyprus"].includes(c.value)));
      if (country === "European Union" && !a && member && /citizen|national/.test(t) && !/\bnot\b|\bnon\b/.test(t))
        return yes(true, member.from);
      // "A U.S. national but not a U.S. citizen (American Samoa)": no for a citizen, and for anyone known
      // to be neither; a national who is not a citizen is not in an entry.
      if (/\bnational\b/.test(t) && /\bbut not (a |an )?(\w+ ){0,2}citizen\b/.test(t)) {
        const neither = a?.status ? a.status !== "citizen" && a.status !== "national" : a?.authorized === false;
        return a?.status === "citizen" || neither ? yes(false, from) : null;
      }
      // How a citizenship was gained (by birth, by naturalisation, by descent) is not in the profile:
      // not being a citizen rules each out; being one says none of them.
      if (
        /\bby (birth|naturali[sz]ation|descent|registration)\b|natural born|\bborn\b|naturali[sz]ed/.test(t) &&
        // ("By birth or naturalization" is either way: any citizen.)
        !/\bbirth\b.*\bor\b.*\b(naturali[sz]|grant|registration|descent)|\b(naturali[sz]\w*|grant|registration|descent)\b.*\bor\b.*\bbirth\b/.test(
          t,
        ) &&
        /citizen|national/.test(t)
      ) {
        const held = citizenOf(a, false);
        return held === false ? yes(false, from) : null;
      }
      // "A permanent resident (not a citizen)", "... who is not a British citizen": the resident alone,
      // its "not" read here, not as the question turned around.
      if (/permanent resident|green card/.test(t) && /\b(not|but not|and not) (a |an )?(\w+ ){0,2}citizen\b/.test(t))
        return asAsked(q, a?.status ? a.status === "permanent_resident" : a?.authorized === false ? false : undefined, from);
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
      // Unless the options offer only one of them ("Country of citizenship (select one)").
      if (list.length > 1 && q.field.kind !== "multi_select")
        return {
          type: "choose",
          pick: (options) => {
            const offered = list.map((c) => pickByText(options, c.value)).filter((o) => o !== undefined);
            return offered.length === 1 ? offered[0] : undefined;
          },
          text: list.map((c) => c.value).join(", "),
          from: list[0].from,
        };
      return { type: "text", text: list[0].value, from: list[0].from };
    },
  },
];
