// Identity, contact, links, location and documents: plain facts of the profile.
import type { Claim, Rule } from "../claims";
import { text, textAt } from "../claims";
import type { ApplicantFacts, FactName } from "../facts";
import { pickByText } from "../options";
import { canonicalCountry, countryIn, EU_MEMBERS, namedPlace, words } from "../text";
import { homeAt, homeStateNamed, nearestOption, regionsOf, statesNamed } from "../places";
import { meanings, pickPlace as pickPlaceIndex } from "../../engine/option-meaning";

const extra = (name: FactName) => (f: ApplicantFacts) => {
  const fact = f.extra(name);
  return fact ? text(fact.value, fact.from) : null;
};
const applicant = (key: "firstName" | "lastName" | "email" | "phone") => (f: ApplicantFacts) =>
  text(f.applicant[key], key === "email" ? "personalInformation.email" : `personalInformation.${key}`);

export const IDENTITY_RULES: Rule[] = [
  {
    name: "preferred_name", category: "identity",
    test: /preferred (first )?name|nick ?name|goes by|name youd prefer|name (you )?prefer/,
    claim: (f) => text(f.at("personalInformation.preferredName")?.value ?? f.applicant.firstName, f.at("personalInformation.preferredName") ? "personalInformation.preferredName" : "personalInformation.firstName"),
  },
  { name: "middle_name", category: "identity", test: /middle name/, claim: (f) => textAt("personalInformation.middleName")(f) ?? extra("middleName")(f) },
  {
    name: "first_and_last_name", category: "identity", test: /first (name )?and (last|family) name|first and surname|given name and (surname|family name)/,
    claim: (f) => text(`${f.applicant.firstName} ${f.applicant.lastName}`, "personalInformation.firstName+lastName"),
  },
  { name: "first_name", category: "identity", test: /first ?name|given name|fname|legal ?name ?first/, claim: applicant("firstName") },
  { name: "last_name", category: "identity", test: /last ?name|surname|family name|lname/, claim: applicant("lastName") },
  { name: "email", category: "contact", test: /e ?mail/, not: /referr/, claim: applicant("email") },
  // The phone's country picker (often preset from the visitor's IP): the profile's country.
  { name: "phone_country", category: "contact", test: /(country|dial(l?ing)?) (phone )?code|phone (country )?code|phone country|country (of|for) (the |your )?phone/, not: /(including|with|incl) (the )?(country|dial(l?ing)?) code/, claim: textAt("personalInformation.country") },
  // Workday's "Phone Device Type": no profile says it; an account default or the built-in "Mobile" (../defaults.ts).
  { name: "phone_device_type", category: "contact", test: /phone (device |number )?type|(device|phone) kind|type of (phone|device)/, claim: () => null },
  { name: "phone", category: "contact", test: /phone|mobile|cell|telephone|contact number/, not: /type|extension|^(country|dial(l?ing)?) code/, claim: applicant("phone") },
  {
    name: "full_name", category: "identity",
    test: /^(your |full |legal |candidate )?(full )?name$|full name|full legal name|legal name|^name\b/, not: /company|school|reference|manager|referr|employer|university|college|organi[sz]ation/,
    claim: (f) => text(`${f.applicant.firstName} ${f.applicant.lastName}`, "personalInformation.firstName+lastName"),
  },
  // Links.
  { name: "linkedin", category: "links", test: /linkedin/, claim: extra("linkedin") },
  {
    // The profile's link; its last path part when a username is asked; yes when asked whether there is one.
    name: "github", category: "links", test: /github/,
    claim: (f, q) => {
      const link = f.extra("github");
      if (!link) return null;
      if (/\b(username|user name|handle)\b/.test(q.text)) return text(String(link.value).replace(/\/+$/, "").split("/").pop(), link.from);
      if (/^(do|have|are)\b/.test(q.text)) return { type: "bool", value: true, from: link.from };
      return text(link.value, link.from);
    },
  },
  { name: "twitter", category: "links", test: /twitter|\bx (profile|handle)\b/, claim: extra("twitter") },
  { name: "website", category: "links", test: /website|portfolio|personal (site|url|page)|blog|other url/, claim: extra("website") },
];

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

const OUTSIDE_US = /outside (of )?(the )?(us|usa|u s a|united states)|non us|not (in|from) the (us|usa|united states)|international|not applicable/;

/** The profile's home at the place a question names, as a claim (places.ts decides). */
export function atPlace(f: ApplicantFacts, label: string): Claim | null {
  const value = homeAt(f.p.personalInformation, label);
  return value === undefined ? null : { type: "bool", value, from: "personalInformation.city" };
}

/** The option naming the same city as the place ("Austin, Texas" = "Austin, TX"). */
const pickPlace = <T extends { label: string }>(place: string, options: T[]): T | undefined => options[pickPlaceIndex(place, options.map((o) => o.label))];

export const LOCATION_RULES: Rule[] = [
  {
    // "Are you located in Europe?", "the EMEA region", "an EU member state": by the country's region.
    name: "lives_in_region", category: "location",
    test: (q) => /\b(located|reside|residing|live|living|based|currently in)\b/.test(q.text) && /\b(europe|emea|eu member|european union|eea|americas|north america|apac|asia)\b/.test(q.text),
    claim: (f, q) => {
      const country = canonicalCountry(f.p.personalInformation.country);
      const regions = regionsOf(country);
      if (!regions.size) return null;
      const t = q.text;
      const value = /eu member|european union|\beea\b/.test(t) ? EU_MEMBERS.has(country)
        : /emea/.test(t) ? (regions.has("europe") || regions.has("africa") ? true : regions.has("america") ? false : undefined)
        : /europe/.test(t) ? regions.has("europe")
        : /americas|north america/.test(t) ? regions.has("america")
        : regions.has("asia");
      return value === undefined ? null : { type: "bool", value, from: "personalInformation.country" };
    },
  },
  { name: "address", category: "contact", test: /address( line)? ?1?$|street|mailing address|home address|^address|current address/, not: /e ?mail|line 2/, claim: textAt("personalInformation.address") },
  {
    // "Are you located in the Seattle area?", "Do you live in Austin?": the profile's own city says yes;
    // another city says nothing without metro data, unless the place named is in another country.
    name: "lives_near", category: "location",
    test: (q) => /\b(located|reside|residing|live|living|based|currently in|are you in|commuting distance|within \d+ (miles|mi|km|kilometers|kilometres))\b/.test(q.text) && namedPlace(q.field.label) !== null,
    claim: (f, q) => atPlace(f, q.field.label),
  },
  {
    // "Do you live in Texas?", "one of the following states: CA, CO, NY, TX, WA": a person lives in one state.
    name: "lives_in_state", category: "location",
    test: (q) => /\b(located|reside|residing|live|living|based|currently in|are you in)\b/.test(q.text) && statesNamed(q.field.label).length > 0,
    claim: (f, q) => {
      const home = f.p.personalInformation;
      if (canonicalCountry(home.country) !== "United States") return { type: "bool", value: false, from: "personalInformation.country" };
      const listed = homeStateNamed(home, q.field.label);
      if (listed === null) return null;
      return { type: "bool", value: /other than|except|outside (of )?/.test(q.text) ? !listed : listed, from: "personalInformation.state" };
    },
  },
  { name: "city", category: "location", test: /\bcity\b|\btown\b|municipality|locality/, not: /citizen|which city would you like/, claim: (f, q) => place(f, q.field.kind, true) },
  {
    // A US state list for someone outside the US: its "I live outside the USA" option, if it has one.
    name: "state", category: "location", test: /\bstate\b|province|region|county/, not: /united states|statement/,
    claim: (f) => {
      const state = f.at<string>("personalInformation.state");
      const abroad = canonicalCountry(f.p.personalInformation.country) !== "United States";
      return {
        type: "choose", text: state ? String(state.value) : undefined, from: abroad ? "personalInformation.country" : "personalInformation.state",
        pick: (options) => (state && pickByText(options, String(state.value))) || (abroad ? options.find((o) => OUTSIDE_US.test(words(o.label))) : undefined),
      };
    },
  },
  {
    // "UK region" for someone elsewhere: its "Outside the UK"; for someone there, the region naming the city.
    name: "region_of_country", category: "location", test: (q) => /\bregion\b|\bcounty\b|province/.test(q.text) && countryIn(q.field.label) !== null,
    claim: (f, q) => {
      const home = f.p.personalInformation;
      const there = canonicalCountry(home.country) === countryIn(q.field.label);
      return {
        type: "choose", from: there ? "personalInformation.city" : "personalInformation.country",
        pick: (options) => there
          ? options.find((o) => home.city && words(o.label).split(" ").includes(words(home.city)))
          : options.find((o) => /\b(outside|not in|non|international)\b/.test(words(o.label))),
      };
    },
  },
  { name: "zip", category: "contact", test: /zip|postal|post ?code/, claim: textAt("personalInformation.zipCode") },
  {
    // "Are you currently located in the United States?": the profile's country against the one named.
    name: "located_in", category: "location",
    test: (q) => /\b(located|reside|residing|live|living|based) in\b/.test(q.text) && countryIn(q.field.label) !== null,
    claim: (f, q) => {
      const named = countryIn(q.field.label)!;
      return { type: "bool", value: canonicalCountry(f.p.personalInformation.country) === named, from: "personalInformation.country" };
    },
  },
  {
    name: "country_code", category: "location", test: /country.*\b(iso|alpha ?2|2 letter|two letter)\b/,
    claim: (f) => {
      const code = meanings(f.p.personalInformation.country).find((m) => m.startsWith("country:"));
      return code ? text(code.slice("country:".length), "personalInformation.country") : null;
    },
  },
  { name: "country", category: "location", test: /country/, not: /code|citizenship/, claim: textAt("personalInformation.country") },
  {
    // A text box gets the place; a list, the option naming it, its country, or the nearest place offered.
    name: "location", category: "location",
    test: /location|where (are you|do you) (currently )?(located|based|live)|current(ly)? (located|based)|metro(politan)? area|which city|(closest|nearest) (city|office|location)|which of our offices/, not: /preferred|preference|relocat/,
    claim: (f, q) => {
      const where = place(f, q.field.kind, false);
      const home = f.p.personalInformation;
      if (!q.field.options?.length) return where;
      return {
        type: "choose", from: "personalInformation.city",
        pick: (options) =>
          (where?.type === "text" ? pickPlace(where.text, options) : undefined) ??
          nearestOption(home, options) ??
          pickByText(options, home.country),
      };
    },
  },
];

export const DOCUMENT_RULES: Rule[] = [
  { name: "cover_letter", category: "documents", test: /cover ?letter/, claim: extra("coverLetter") },
  {
    // "Autofill from resume" (Ashby) is the site parsing a file into the fields, not the resume question.
    name: "resume", category: "documents", test: /resume|r\u00e9sum\u00e9|\bcv\b|curriculum/, not: /text|paste|link|autofill/,
    claim: (f, q) => (q.field.kind === "file" && f.applicant.resumeUrl ? { type: "file", url: f.applicant.resumeUrl, from: "resume_url" } : null),
  },
  { name: "current_company", category: "employment", test: /current (company|employer)|most recent (company|employer)|^company$|^org$|organi[sz]ation/, not: /^(are|do|have|is)\b/, claim: extra("currentCompany") },
  { name: "current_title", category: "employment", test: /current (job )?title|current (role|position)|(current or )?most recent (job )?title|headline|^title$/, claim: extra("currentTitle") },
  {
    // A current employer named in the profile says yes; nothing says no.
    name: "currently_employed", category: "employment", test: /are you currently (employed|working)\b/, not: /\b(at|for|by) (this|our|the company|us)\b/,
    claim: (f) => {
      const fact = f.extra("currentCompany");
      return fact ? { type: "bool", value: true, from: fact.from } : null;
    },
  },
  // An account default applies when the profile does not say (answer_defaults, ../defaults.ts).
  { name: "how_did_you_hear", category: "how_heard", test: /how did you (hear|find|learn)|where did you (hear|find|learn)|referral source|^source$/, claim: extra("howDidYouHear") },
];
