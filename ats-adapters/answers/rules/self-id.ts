// Voluntary self-identification (EEO and its local variants) and pronouns: the profile's own
// answer, else the form's decline option, else nothing. Never a guess.
import type { QuestionOption } from "../../../lib/domain";
import type { Asked, Claim, Rule } from "../claims";
import { polarity } from "../../engine/option-meaning";
import { pickByText, pickDecline, pickYesNo } from "../options";
import { canonicalCountry, countryIn } from "../text";
import type { ApplicantFacts, FactName } from "../facts";
import { normalizeText } from "../text";

type Key = "gender" | "race" | "hispanicOrLatino" | "veteran" | "disability" | "transgender" | "sexualOrientation";
const LEGACY: Record<Key, FactName> = {
  gender: "gender",
  race: "race",
  hispanicOrLatino: "hispanic",
  veteran: "veteran",
  disability: "disability",
  transgender: "transgender",
  sexualOrientation: "sexualOrientation",
};

/** "Hispanic or Latino" / "White (Not Hispanic or Latino)" in the race answer says it too. */
function hispanicFromRace(f: ApplicantFacts) {
  const race = f.at<unknown>("selfIdentification.race") ?? f.extra("race");
  if (!race || typeof race.value !== "string") return undefined;
  const t = race.value.toLowerCase();
  if (/\b(not|non)[ -]?(hispanic|latin)/.test(t)) return { value: false, from: race.from };
  return /hispanic|latin/.test(t) ? { value: true, from: race.from } : undefined;
}

const selfId =
  (key: Key) =>
  (f: ApplicantFacts): Claim => {
    const fact =
      f.at<unknown>(`selfIdentification.${key}`) ?? f.extra(LEGACY[key]) ?? (key === "hispanicOrLatino" ? hispanicFromRace(f) : undefined);
    if (!fact) return { type: "decline" };
    if (typeof fact.value === "boolean") return { type: "bool", value: fact.value, from: fact.from };
    return { type: "text", text: String(fact.value), from: fact.from };
  };

/**
 * The one option that says the profile's race. A list finer than the profile ("Black or Black
 * British: African" / ": Caribbean") has several that fit: the client chooses.
 */
function pickRace(options: QuestionOption[], race: string): QuestionOption | undefined {
  const own = normalizeText(race);
  // Workday's "White (Not Hispanic or Latino) (United States of America)": the country is not part of
  // the answer, and an option that says "not" the profile's race is never it.
  const bare = (o: QuestionOption) => normalizeText(o.label.replace(/\((united states[^)]*|usa|us|u\.s\.?|uk|canada)\)/gi, " "));
  const fitting = options.filter((o) => polarity(o.label) !== "decline" && !bare(o).includes(`not ${own}`) && pickByText([o], race));
  if (fitting.length <= 1) return fitting[0];
  const exact = fitting.filter((o) => bare(o) === own);
  return exact.length === 1 ? exact[0] : undefined;
}

/** Groups Canada's Employment Equity Act counts as visible minorities; White is not, Latin American depends. */
const VISIBLE_MINORITY =
  /black|african|asian|chinese|filipino|korean|japanese|arab|west asian|south ?east asian|indian|pakistani|bangladeshi/;

/** Orientations in the LGBTQ+ group; heterosexual is not. */
const LGBTQ = /\b(gay|lesbian|bisexual|queer|pansexual|asexual|homosexual|two spirit|questioning)\b/;

/** The US EEO race categories, as a question or a profile names them. */
const US_RACES: Array<[string, RegExp]> = [
  ["white", /\bwhite\b|caucasian/],
  ["black", /\bblack\b|african american/],
  ["asian", /\basian\b/],
  ["native american", /american indian|alaska native|native american/],
  ["pacific islander", /native hawaiian|pacific islander/],
  ["two or more", /\b(two|2) or more\b|multiracial|multi racial|mixed race/],
];
const raceGroup = (t: string) => {
  const hits = US_RACES.filter(([, re]) => re.test(t));
  return hits.length === 1 ? hits[0][0] : null;
};
/** "Are you White?", "Do you identify as two or more races?", "... as Māori or Pasifika?" */
const RACE_NAMED =
  /^(are you|do you identify as|do you consider yourself( to be)?|would you describe yourself as) (a |an )?(member of )?(white|black|asian|caucasian|african american|american indian|alaska native|native american|native hawaiian|pacific islander|(two|2) or more races|multiracial|mixed race|indigenous|aboriginal|first nations|maori|pasifika|metis|inuit)\b/;

const hasOptions = (q: Asked, re: RegExp) => (q.field.options ?? []).filter((o) => re.test(o.label.toLowerCase())).length >= 2;

export const SELF_ID_RULES: Rule[] = [
  {
    name: "transgender",
    category: "eeo_other",
    sensitive: true,
    test: /transgender|\btrans\b|trans history|(assigned|assumed|registered|recorded)( to be)? at birth|gender identity (the )?same|(sex|gender) (recorded|registered|shown|stated) on your (original )?birth certificate/,
    // (LGBTQ+ spelled out, "lesbian, gay, bisexual, trans ...", is the community asked of: sexual_orientation.)
    not: /lgbt/,
    // "Is the gender you identify with the same as your sex registered at birth?" asks the other way round.
    claim: (f, q) => {
      const claim = selfId("transgender")(f);
      // "Trans or gender diverse": a gender outside man and woman may be that, whatever the trans flag.
      const gender = f.at<string>("selfIdentification.gender");
      if (
        /gender (diverse|non ?conforming|expansive|fluid)|genderqueer|non ?binary/.test(q.text) &&
        gender &&
        !/^(male|female|man|woman)$/i.test(String(gender.value).trim())
      )
        return null;
      // A list of sexes ("Female / Male / Intersex") that no yes or no answers: the decline option.
      if (claim.type === "bool" && q.field.options?.length && !pickYesNo(q.field.options, claim.value)) return { type: "decline" };
      return claim.type === "bool" && /\bsame\b|\bmatch/.test(q.question) ? { ...claim, value: !claim.value } : claim;
    },
  },
  {
    name: "sexual_orientation",
    category: "eeo_other",
    sensitive: true,
    test: /sexual orientation|sexuality|lgbt|heterosexual|\bstraight\b|\b(gay|lesbian|bisexual)\b/,
    claim: (f, q) => {
      const claim = selfId("sexualOrientation")(f);
      if (claim.type !== "text") return claim;
      const own = normalizeText(claim.text);
      // "Do you identify as heterosexual?", "I identify as LGBTQIA+": a yes/no about the profile's own.
      if (q.field.kind === "checkbox" || q.field.kind === "boolean" || /^(are|do|is)\b/.test(q.question)) {
        if (/lgbt/.test(q.text)) return { type: "bool", value: LGBTQ.test(own), from: claim.from };
        const asked = /\b(heterosexual|straight|gay|lesbian|bisexual|queer|pansexual|asexual)\b/.exec(q.question)?.[1];
        if (asked) {
          const same = (asked === "straight" ? "heterosexual" : asked) === own.replace("straight", "heterosexual");
          // "Something other than heterosexual?" asks the other way round.
          return { type: "bool", value: /other than|anything but|not exclusively/.test(q.question) ? !same : same, from: claim.from };
        }
      }
      return claim;
    },
  },
  {
    name: "gender",
    category: "eeo_gender",
    sensitive: true,
    test: (q) =>
      /identify as (a |an )?(woman|female|man|male|non binary)\b/.test(q.text) ||
      (/gender|\bsex\b/.test(q.text) &&
        !/orientation|transgender|\btrans\b|(assigned|assumed|registered|recorded)( to be)? at birth|same|offen[cs]e|offender|register|harass|discriminat/.test(
          q.text,
        )) ||
      ((/identify/.test(q.text) || q.text.split(" ").length <= 2 || /\b(female|male|woman|man)\b/.test(q.text)) &&
        hasOptions(q, /^(male|female|man|woman)$/)),
    claim: (f, q) => {
      const claim = selfId("gender")(f);
      // A gender the options do not offer ("Non-binary" among Male / Female / Other): "Other" where it
      // is offered; never another gender. (Not the decline option: rounds 5, 6 and 9 expect none.)
      if (claim.type === "text" && !/identify as/.test(q.text)) {
        const own = normalizeText(claim.text);
        const other = (options: QuestionOption[]) =>
          own === "male" || own === "female"
            ? undefined
            : options.find((o) => /^(other|another gender|something else)$/.test(normalizeText(o.label)));
        return { ...claim, type: "choose", pick: (options) => pickByText(options, claim.text) ?? other(options) };
      }
      // "Do you identify as a woman?": a yes/no about the profile's own gender.
      const asked = /identify as (a |an )?(woman|female|man|male|non binary)\b/.exec(q.text)?.[2];
      const box = q.field.kind === "checkbox" || q.field.kind === "boolean";
      if (!asked || claim.type !== "text" || !(/^(are|do|is)\b/.test(q.question) || (box && /^i identify as\b/.test(q.text)))) return claim;
      const same = (a: string) => ({ woman: "female", man: "male" })[a] ?? a;
      const own = same(normalizeText(claim.text));
      // A non-binary person is asked "a woman?": only they can say.
      if (own !== same(asked) && !["female", "male"].includes(own)) return null;
      return { type: "bool", value: same(asked) === own, from: claim.from };
    },
  },
  // (A race question that says Hispanic origin is asked separately is the race question.)
  {
    name: "hispanic",
    category: "eeo_race",
    sensitive: true,
    test: (q) => /hispanic|latino|latinx/.test(q.question),
    claim: selfId("hispanicOrLatino"),
  },
  {
    // Canada's employment equity question: from the race the profile states.
    name: "visible_minority",
    category: "eeo_race",
    sensitive: true,
    test: /visible minorit|raciali[sz]ed/,
    claim: (f) => {
      const claim = selfId("race")(f);
      if (claim.type !== "text") return claim;
      const race = normalizeText(claim.text);
      if (/hispanic|latin/.test(race)) return null;
      if (VISIBLE_MINORITY.test(race)) return { type: "bool", value: true, from: claim.from };
      return /^white\b|caucasian/.test(race) ? { type: "bool", value: false, from: claim.from } : null;
    },
  },
  {
    // A group named as a yes/no: the decline option for a profile silent on race; one US category the
    // profile states is no other (Hispanic or Latino is an ethnicity, so it says nothing of race);
    // other groups (Indigenous peoples, Māori) only from a race that names them.
    name: "race_named",
    category: "eeo_race",
    sensitive: true,
    test: (q) => RACE_NAMED.test(normalizeText(q.question)),
    claim: (f, q) => {
      const claim = selfId("race")(f);
      if (claim.type !== "text") return claim;
      const own = normalizeText(claim.text);
      const asked = normalizeText(q.question).replace(/\?$/, "");
      const named = RACE_NAMED.exec(asked)![5];
      if (own.includes(named)) return { type: "bool", value: true, from: claim.from };
      const [mine, theirs] = [raceGroup(own), raceGroup(asked)];
      if (!mine || !theirs || /hispanic|latin/.test(own)) return null;
      if (mine === theirs) return { type: "bool", value: true, from: claim.from };
      return mine === "two or more" ? null : { type: "bool", value: false, from: claim.from };
    },
  },
  {
    name: "race",
    category: "eeo_race",
    sensitive: true,
    // (Also a list of the US race categories under another name: "EEO Identification Groups".)
    test: (q) =>
      /\brace\b|ethnic|^i identify as (american indian|asian|black|white|native|two or more)/.test(q.text) ||
      (q.field.options ?? []).filter((o) => US_RACES.some(([, re]) => re.test(normalizeText(o.label)))).length >= 3,
    claim: (f, q) => {
      // "Hispanic or Latino / Not Hispanic or Latino / Decline": the ethnicity, whatever the label says.
      if (/\bnot hispanic\b/.test(q.optionsText) && !US_RACES.some(([, re]) => re.test(q.optionsText))) {
        const hispanic = selfId("hispanicOrLatino")(f);
        return hispanic.type === "bool"
          ? { type: "choose", pick: (options) => pickYesNo(options, hispanic.value), from: hispanic.from }
          : hispanic;
      }
      // A combined list (EEO-1's "White (Not Hispanic or Latino)" beside "Hispanic or Latino"): a
      // Hispanic applicant of any race is its "Hispanic or Latino".
      const options = q.field.options ?? [];
      const hispanicOption = options.find((o) => /^hispanic or latin[oa]$/.test(normalizeText(o.label)));
      const hispanic = selfId("hispanicOrLatino")(f);
      if (
        hispanicOption &&
        hispanic.type === "bool" &&
        hispanic.value &&
        options.some((o) => /\bnot hispanic\b/.test(normalizeText(o.label)))
      )
        return { type: "choose", pick: () => hispanicOption, from: hispanic.from };
      const claim = selfId("race")(f);
      if (claim.type !== "text") return claim;
      // "I identify as Black or African American" (a box): ticked when it is the profile's race.
      if (q.field.kind === "checkbox" || q.field.kind === "boolean") {
        const named = q.field.label.replace(/^\s*i identify as\s*/i, "");
        return pickRace([{ value: "x", label: named }], claim.text) ? { type: "bool", value: true, from: claim.from } : null;
      }
      // "Hispanic or Latino" is an ethnicity: the US race categories without it (and without an "Other"
      // or "Mixed" that might hold it) are a list the profile is silent on, so its decline option.
      const ethnicityOnly = /hispanic|latin/i.test(claim.text) && !US_RACES.some(([, re]) => re.test(normalizeText(claim.text)));
      const usRaces = (options: QuestionOption[]) =>
        options.filter((o) => US_RACES.some(([, re]) => re.test(normalizeText(o.label)))).length >= 3 &&
        // ("Native Hawaiian or Other Pacific Islander" is a US category, not an "Other".)
        !options.some((o) => /hispanic|latin|\bother\b|mixed|british/i.test(o.label.replace(/\bother pacific islanders?\b/i, "")));
      return {
        type: "choose",
        pick: (options) => (ethnicityOnly && usRaces(options) ? pickDecline(options) : pickRace(options, claim.text)),
        text: claim.text,
        from: claim.from,
      };
    },
  },
  {
    name: "veteran",
    category: "eeo_veteran",
    sensitive: true,
    // "Have you served ... or are you a family member eligible for derived preference?" asks the
    // veteran first: one is a yes, not one says nothing of the family.
    test: (q) =>
      /veteran|military|armed forces|active duty/.test(q.text) &&
      // Working at a military site is not having served.
      !/\b(military|government) (facilit|installation|base|site)/.test(q.text) &&
      (!/preference|spouse|partner|family|dependent|child/.test(q.text) ||
        /\b(served|veteran)\b.*\bor (are you )?(a )?(family|spouse|dependent)/.test(q.text)),
    // A veteran may or may not be a protected one (disabled, recently separated, campaign badge): not
    // being a veteran rules every class out; being one says none of them.
    claim: (f, q) => {
      const claim = selfId("veteran")(f);
      const classes =
        /protected|recently separated|service connected|disabled veteran|campaign badge|service medal|wartime|honorabl|discharg|tour of duty|\bveoa\b|preference eligible|at least \d+ (years|days|months)/;
      // When, where and how one served (dates, branch, rank) is not in the profile.
      // ("A military veteran (any branch)?" names none.) Not a veteran: a branch list's "Not applicable".
      if (/\bdates?\b|(?<!any )\bbranch\b|\brank\b|period of service|years of service|when did you serve/.test(q.text)) {
        const none = (options: QuestionOption[]) =>
          options.find((o) => /^(not applicable|n a|none|never served|i have not served)$/.test(normalizeText(o.label)));
        return claim.type === "bool" && !claim.value && /(?<!any )\bbranch\b/.test(q.text)
          ? { type: "choose", pick: none, from: claim.from }
          : null;
      }
      if (claim.type === "bool" && claim.value && (classes.test(q.text) || classes.test(q.optionsText))) return null;
      // Not a veteran may still have served in the Reserve or the National Guard without active duty, or
      // be a military spouse; another country's forces are not the profile's.
      if (
        claim.type === "bool" &&
        !claim.value &&
        (/reserves?\b|national guard|spouse|dependent|family|preference/.test(q.text) ||
          /reserve|national guard|spouse|dependent/.test(q.optionsText))
      )
        return null;
      const country = countryIn(q.field.label);
      // Another country's forces ("the military of another country", "a foreign military") are not the
      // profile's, either way; nor is serving now: a veteran has served, which says nothing of today.
      if (
        claim.type === "bool" &&
        /\b(another|other|foreign|non u ?s)\b.*\b(country|countries|military|armed forces|nation)\b|\bforeign (military|armed forces|army)\b/.test(
          q.text,
        )
      )
        return null;
      if (
        claim.type === "bool" &&
        claim.value &&
        !/veteran/.test(q.text) &&
        /\b(currently|now|presently) (serving|on active duty|in the (military|armed forces|reserves?|national guard)|a member of)\b|\bactive duty (service )?member\b/.test(
          q.text,
        )
      )
        return null;
      return claim.type === "bool" && claim.value && country && country !== "United States" ? null : claim;
    },
  },
  {
    // Equality monitoring the profile has no field for (religion, caring, marriage, social mobility,
    // a military family): its decline option, never a guess.
    name: "monitoring",
    category: "eeo_other",
    sensitive: true,
    test: /neurodiverg|neurodivers|religio|\bbelief\b|caring responsibilit|\bcarer\b|married|civil partnership|marital|parents? .*(attend|universit|degree)|type of school|\bstate (run|funded|maintained)\b.*\bschool\b|\bschool\b.*\bbetween the ages of\b|socio ?economic|occupation of your (main )?(household|parent)|household earner|first generation|first (person|one) in (your )?(immediate )?family|military (spouse|family|partner)|pregnan|maternity/,
    claim: () => ({ type: "decline" }),
  },
  {
    name: "disability",
    category: "eeo_disability",
    sensitive: true,
    // The CC-305 form asks "Please check one of the boxes below": its options say what it is about.
    test: (q) =>
      /disabilit|\bdisabled\b|long term (health )?condition|impairment/.test(q.text) ||
      (q.text.split(" ").length <= 8 && hasOptions(q, /disabilit/) && !/veteran|military/.test(q.text)),
    // None at all rules out a kind of disability ("not visible to others"); having one says nothing of its kind.
    claim: (f, q) => {
      const claim = selfId("disability")(f);
      // (The ADA's own definition, "a physical or mental impairment that substantially limits", is not a kind.)
      const kind =
        /visible|invisible|hidden|physical|mental|learning|sensory|type of|kind of|since birth/.test(q.question) &&
        !/substantially limits/.test(q.text);
      if (claim.type === "bool" && kind) return claim.value ? null : { ...claim, value: q.negated ? true : false };
      // Another country's legal definition ("a person with a disability as defined in India") is a kind too.
      const defined = countryIn(q.field.label);
      if (claim.type === "bool" && claim.value && defined && defined !== canonicalCountry(f.p.personalInformation.country ?? ""))
        return null;
      return claim;
    },
  },
  {
    name: "pronouns",
    category: "pronouns",
    test: /pronoun/,
    claim: (f, q) => {
      const fact = f.at<string>("personalInformation.pronouns") ?? f.extra("pronouns");
      // "Do you use they/them pronouns?": a yes/no about the profile's own.
      const named = /\b(she her|he him|they them|ze hir|xe xem)\b/.exec(q.question)?.[1];
      if (named && /^(do|are|would|will|is)\b/.test(q.question))
        return fact ? { type: "bool", value: normalizeText(String(fact.value)).startsWith(named), from: fact.from } : null;
      return fact ? { type: "text", text: String(fact.value), from: fact.from } : { type: "decline" };
    },
  },
];
