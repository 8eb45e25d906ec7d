// Voluntary self-identification (EEO and its local variants) and pronouns: the profile's own
// answer, else the form's decline option, else nothing. Never a guess.
import type { Asked, Claim, Rule } from "../claims";
import type { ApplicantFacts, FactName } from "../facts";
import { normalizeText } from "../text";

type Key = "gender" | "race" | "hispanicOrLatino" | "veteran" | "disability" | "transgender" | "sexualOrientation";
const LEGACY: Record<Key, FactName> = {
  gender: "gender", race: "race", hispanicOrLatino: "hispanic", veteran: "veteran", disability: "disability",
  transgender: "transgender", sexualOrientation: "sexualOrientation",
};

/** "Hispanic or Latino" / "White (Not Hispanic or Latino)" in the race answer says it too. */
function hispanicFromRace(f: ApplicantFacts) {
  const race = f.at<unknown>("selfIdentification.race") ?? f.extra("race");
  if (!race || typeof race.value !== "string") return undefined;
  const t = race.value.toLowerCase();
  if (/\b(not|non)[ -]?(hispanic|latin)/.test(t)) return { value: false, from: race.from };
  return /hispanic|latin/.test(t) ? { value: true, from: race.from } : undefined;
}

const selfId = (key: Key) => (f: ApplicantFacts): Claim => {
  const fact = f.at<unknown>(`selfIdentification.${key}`) ?? f.extra(LEGACY[key]) ?? (key === "hispanicOrLatino" ? hispanicFromRace(f) : undefined);
  if (!fact) return { type: "decline" };
  if (typeof fact.value === "boolean") return { type: "bool", value: fact.value, from: fact.from };
  return { type: "text", text: String(fact.value), from: fact.from };
};

const hasOptions = (q: Asked, re: RegExp) => (q.field.options ?? []).filter((o) => re.test(o.label.toLowerCase())).length >= 2;

export const SELF_ID_RULES: Rule[] = [
  { name: "transgender", category: "eeo_other", sensitive: true, test: /transgender|\btrans\b|trans history|assigned at birth|gender identity (the )?same/, claim: selfId("transgender") },
  { name: "sexual_orientation", category: "eeo_other", sensitive: true, test: /sexual orientation|lgbt/, claim: selfId("sexualOrientation") },
  {
    name: "gender", category: "eeo_gender", sensitive: true,
    test: (q) => /identify as (a |an )?(woman|female|man|male|non binary)\b/.test(q.text) || (/gender|\bsex\b/.test(q.text) && !/orientation|transgender|\btrans\b|assigned at birth|same/.test(q.text)) || ((/identify/.test(q.text) || q.text.split(" ").length <= 2) && hasOptions(q, /^(male|female|man|woman)$/)),
    claim: (f, q) => {
      const claim = selfId("gender")(f);
      // "Do you identify as a woman?": a yes/no about the profile's own gender.
      const asked = /identify as (a |an )?(woman|female|man|male|non binary)\b/.exec(q.text)?.[2];
      if (!asked || claim.type !== "text" || !/^(are|do|is)\b/.test(q.text)) return claim;
      const same = (a: string) => ({ woman: "female", man: "male" })[a] ?? a;
      return { type: "bool", value: same(asked) === same(normalizeText(claim.text)), from: claim.from };
    },
  },
  { name: "hispanic", category: "eeo_race", sensitive: true, test: /hispanic|latino|latinx/, claim: selfId("hispanicOrLatino") },
  { name: "race", category: "eeo_race", sensitive: true, test: /\brace\b|ethnic/, claim: selfId("race") },
  { name: "veteran", category: "eeo_veteran", sensitive: true, test: /veteran|military|armed forces|active duty/, not: /preference|spouse|partner|family|dependent|child/, claim: selfId("veteran") },
  {
    name: "disability", category: "eeo_disability", sensitive: true,
    // The CC-305 form asks "Please check one of the boxes below": its options say what it is about.
    test: (q) => /disabilit|\bdisabled\b|long term (health )?condition|impairment/.test(q.text) || (q.text.split(" ").length <= 8 && hasOptions(q, /disabilit/)),
    claim: selfId("disability"),
  },
  {
    // Equality monitoring the profile has no field for (religion, caring, marriage, social mobility,
    // a military family): its decline option, never a guess.
    name: "monitoring", category: "eeo_other", sensitive: true,
    test: /neurodiverg|neurodivers|religio|\bbelief\b|caring responsibilit|\bcarer\b|married|civil partnership|marital|parents? .*(attend|universit|degree)|type of school|socio ?economic|occupation of your (main )?(household|parent)|first generation|military (spouse|family|partner)|pregnan|maternity/,
    claim: () => ({ type: "decline" }),
  },
  {
    name: "pronouns", category: "pronouns", test: /pronoun/,
    claim: (f) => {
      const fact = f.at<string>("personalInformation.pronouns") ?? f.extra("pronouns");
      return fact ? { type: "text", text: String(fact.value), from: fact.from } : { type: "decline" };
    },
  },
];
