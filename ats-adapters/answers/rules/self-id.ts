// Voluntary self-identification (EEO and its local variants) and pronouns: the profile's own
// answer, else the form's decline option, else nothing. Never a guess.
import type { Asked, Claim, Rule } from "../claims";
import type { ApplicantFacts, FactName } from "../facts";

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
    test: (q) => (/gender|\bsex\b/.test(q.text) && !/orientation|transgender|\btrans\b|assigned at birth|same/.test(q.text)) || ((/identify/.test(q.text) || q.text.split(" ").length <= 2) && hasOptions(q, /^(male|female|man|woman)$/)),
    claim: selfId("gender"),
  },
  { name: "hispanic", category: "eeo_race", sensitive: true, test: /hispanic|latino|latinx/, claim: selfId("hispanicOrLatino") },
  { name: "race", category: "eeo_race", sensitive: true, test: /\brace\b|ethnic/, claim: selfId("race") },
  { name: "veteran", category: "eeo_veteran", sensitive: true, test: /veteran|military|armed forces|active duty/, not: /preference|spouse|partner|family|dependent|child/, claim: selfId("veteran") },
  { name: "disability", category: "eeo_disability", sensitive: true, test: /disabilit|\bdisabled\b/, claim: selfId("disability") },
  {
    // Equality monitoring the profile has no field for (religion, caring, marriage, social mobility,
    // a military family): its decline option, never a guess.
    name: "monitoring", category: "eeo_other", sensitive: true,
    test: /religio|\bbelief\b|caring responsibilit|\bcarer\b|married|civil partnership|marital|parents? .*(attend|universit|degree)|type of school|socio ?economic|occupation of your (main )?(household|parent)|first generation|military (spouse|family|partner)|pregnan|maternity/,
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
