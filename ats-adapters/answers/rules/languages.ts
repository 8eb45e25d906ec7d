// Languages spoken and their level (LinkedIn's and CEFR's scales).
import type { Asked, Claim, Rule } from "../claims";
import { bool, text } from "../claims";
import type { ApplicantFacts, Language } from "../facts";
import { normalizeText } from "../text";

const PROFICIENCY = ["basic", "conversational", "professional", "fluent", "native"];
/** The levels (1..5) a proficiency option covers; CEFR and LinkedIn's wording included. "Advanced" spans professional and fluent. */
function optionLevel(label: string): [number, number] | null {
  const t = normalizeText(label);
  if (/\bc1 c2\b/.test(t)) return [4, 5];
  if (/\bb1 b2\b/.test(t)) return [2, 3];
  if (/\ba1 a2\b/.test(t)) return [1, 1];
  if (/native|bilingual|mother tongue|\bc2\b/.test(t)) return [5, 5];
  if (/full professional|fluent|\bc1\b/.test(t)) return [4, 4];
  if (/advanced/.test(t)) return [3, 4];
  if (/professional working|\bb2\b|^professional$/.test(t)) return [3, 3];
  if (/limited working|conversational|intermediate|\bb1\b/.test(t)) return [2, 2];
  if (/elementary|basic|beginner|\ba1\b|\ba2\b/.test(t)) return [1, 1];
  return null;
}
const LANGUAGE_NAMES =
  /\b(english|spanish|german|french|hindi|japanese|mandarin|chinese|cantonese|portuguese|italian|dutch|arabic|russian|korean|polish|swedish|turkish|hebrew|urdu|bengali|tamil|vietnamese)\b/;

/** "Other than English", "besides English": a language set aside is not asked about. */
const SET_ASIDE = new RegExp(
  `\\b(other than|besides|apart from|aside from|except( for)?|in addition to) (${LANGUAGE_NAMES.source.slice(3, -3)})\\b`,
  "g",
);

/** The level (1..5) a question asks of a language: CEFR's C2/C1 fluent, B2 professional, B1/A2 conversational. */
function levelAsked(t: string): number {
  return /native|\bc2\b/.test(t)
    ? 5
    : /fluent|fluently|\bc1\b|full professional/.test(t)
      ? 4
      : /professional|business|\bb2\b|client|meetings|negotiat|interview|work (in|professionally)/.test(t)
        ? 3
        : /conversation(al)?|\bb1\b|\ba2\b|intermediate/.test(t)
          ? 2
          : 1;
}

/** Whether a listed language is spoken at the level: null when its level is not stated or not clearly short. */
function speaksAt(l: Language, need: number): boolean | null {
  if (need === 1) return true;
  const level = PROFICIENCY.indexOf(l.proficiency ?? "") + 1 || null;
  if (!level) return null;
  if (level >= need) return true;
  return need === 4 && level === 3 ? null : false; // "professional" is not clearly short of "fluent"
}

function language(f: ApplicantFacts, q: Asked): Claim | null {
  const list = f.languages();
  if (!list) return null;
  const setAside = [...q.text.matchAll(SET_ASIDE)].map((m) => m[3]);
  // "Other than English, is there a language in which you could conduct an interview?": another
  // listed language at that level says yes; none does not say no (a language not listed is not unspoken).
  if (setAside.length) {
    const rest = q.text.replace(SET_ASIDE, " ");
    if (LANGUAGE_NAMES.test(rest) || !/\blanguages?\b/.test(rest)) return null;
    const need = levelAsked(rest);
    const i = list.value.findIndex((l) => !setAside.includes(normalizeText(l.language)) && speaksAt(l, need) === true);
    return i >= 0 ? bool(true, `languages[${i}]`) : null;
  }
  const named = LANGUAGE_NAMES.exec(q.text)?.[1];
  // "Do you speak at least two languages?": the languages listed at the level asked count; fewer
  // listed says nothing (a language not listed is not said to be unspoken).
  const count = /\b(?:at least (\d+)|(\d+) or more|more than (\d+)) (?:\w+ )?languages\b/.exec(q.text);
  if (count && !named) {
    const need = count[3] ? Number(count[3]) + 1 : Number(count[1] ?? count[2]);
    const level = levelAsked(q.text.replace(count[0], " "));
    return list.value.filter((l) => speaksAt(l, level) === true).length >= need ? bool(true, list.from) : null;
  }
  // "Less than professional working proficiency": the level asked, turned around.
  const below = /\b(less|lower|weaker|worse) than\b|\bbelow\b|\bshort of\b/.test(q.text);
  // "Is French your first language?": native or not; another native language says no.
  if (named && /first language|mother tongue|native language/.test(q.text)) {
    const i = list.value.findIndex((l: Language) => normalizeText(l.language) === named);
    if (i >= 0 && list.value[i].proficiency) return bool(list.value[i].proficiency === "native", `languages[${i}].proficiency`);
    const other = list.value.findIndex((l: Language) => l.proficiency === "native");
    return other >= 0 && list.value.filter((l) => l.proficiency === "native").length === 1
      ? bool(false, `languages[${other}].proficiency`)
      : null;
  }
  // "Bilingual in English and French?": each of them fluent or native.
  const all = [...q.text.matchAll(new RegExp(LANGUAGE_NAMES.source, "g"))].map((m) => m[1]);
  if (/bilingual/.test(q.text) && all.length >= 2) {
    const levels = all.map((n) => list.value.find((l: Language) => normalizeText(l.language) === n)?.proficiency);
    if (levels.some((p) => p === undefined)) return null; // a language not listed is not said to be unspoken
    if (levels.every((p) => p === "native" || p === "fluent")) return bool(true, list.from);
    return levels.some((p) => p && p !== "native" && p !== "fluent") ? bool(false, list.from) : null;
  }
  if (!named && /native|mother tongue|first language/.test(q.text)) {
    const i = list.value.findIndex((l: Language) => l.proficiency === "native");
    return i >= 0 ? text(list.value[i].language, `languages[${i}].language`) : null;
  }
  // "Which languages do you speak at a professional level or above?", "... can you work in
  // professionally?": those at that level.
  const atLeast =
    /(professional|business|fluent|native|advanced)( working)?( level)? (or above|or higher|or better)|at least (professional|fluent|business)/.exec(
      q.text,
    )?.[1] ?? (/\bprofessionally\b/.test(q.text) ? "professional" : undefined);
  if (!named && atLeast && /languages/.test(q.text)) {
    const need = { native: 5, fluent: 4, advanced: 3, professional: 3, business: 3 }[atLeast] ?? 3;
    const levelOf = (l: Language) => PROFICIENCY.indexOf(l.proficiency ?? "") + 1;
    if (list.value.some((l) => !l.proficiency)) return null;
    return text(
      list.value.filter((l) => levelOf(l) >= need).map((l) => l.language),
      list.from,
    );
  }
  // "What languages do you speak, and your proficiency in each?": the list alone does not answer it.
  if (!named && /proficiency|level|how well/.test(q.text)) return null;
  if (!named)
    return /languages/.test(q.text)
      ? text(
          list.value.map((l) => l.language),
          list.from,
        )
      : null;
  const i = list.value.findIndex((l: Language) => normalizeText(l.language) === named);
  if (i < 0) return null; // not listed: the profile does not say it is not spoken
  const from = `languages[${i}]`;
  const level = PROFICIENCY.indexOf(list.value[i].proficiency ?? "") + 1 || null;
  if (q.field.options?.some((o) => optionLevel(o.label) !== null)) {
    const covers = (o: { label: string }) => {
      const r = optionLevel(o.label);
      return !!r && level !== null && r[0] <= level && level <= r[1];
    };
    // The narrowest option that covers the level; a scale whose next step up is native (no "fluent"
    // between: None / Conversational / Professional / Native) takes the highest below it.
    const pick = (options: Array<{ label: string; value: string }>) => {
      const hits = options
        .filter(covers)
        .map((o) => ({ o, r: optionLevel(o.label)! }))
        .sort((a, b) => a.r[1] - a.r[0] - (b.r[1] - b.r[0]));
      if (hits.length === 1 || (hits.length > 1 && hits[0].r[1] - hits[0].r[0] < hits[1].r[1] - hits[1].r[0])) return hits[0].o;
      // Two of the same width ("C2" and "Native"): the one that names the profile's own level.
      const own = hits.filter((h) => normalizeText(h.o.label).includes(list.value[i].proficiency ?? "-"));
      if (own.length === 1) return own[0].o;
      if (hits.length || level === null) return undefined;
      const below = options
        .map((o) => ({ o, r: optionLevel(o.label) }))
        .filter((x) => x.r && x.r[1] < level)
        .sort((a, b) => b.r![1] - a.r![1]);
      const above = options
        .map((o) => optionLevel(o.label))
        .filter((r) => r && r[0] > level)
        .sort((a, b) => a![0] - b![0]);
      return above[0]?.[0] === 5 ? below[0]?.o : undefined;
    };
    return level ? { type: "choose", from, pick } : null;
  }
  const need = levelAsked(q.text);
  // Several languages named ("both English and German", "English or French"): each one's answer,
  // all of them for "and", any for "or"; a language not listed leaves "and" unknown unless another fails.
  if (all.length >= 2 && !below) {
    const each = [...new Set(all)].map((n) => {
      const k = list.value.findIndex((l: Language) => normalizeText(l.language) === n);
      return k < 0 ? null : speaksAt(list.value[k], need);
    });
    const any = /\b(or|either)\b/.test(q.text) && !/\bboth\b/.test(q.text);
    if (any) return each.includes(true) ? bool(true, list.from) : each.every((v) => v === false) ? bool(false, list.from) : null;
    return each.includes(false) ? bool(false, list.from) : each.every((v) => v === true) ? bool(true, list.from) : null;
  }
  if (below && need === 1) return null;
  const held = speaksAt(list.value[i], need);
  return held === null ? null : bool(below ? !held : held, from);
}

export const LANGUAGE_RULES: Rule[] = [
  {
    name: "language",
    category: "languages",
    claim: language,
    // Jobvite's data-consent choice, "Location of Residence and Language", offers one privacy notice
    // per region ("United States - English: ..."): the residence picks it.
    not: /\b(location|country|place) of residence and language\b/,
    test: (q) =>
      /language|speak|fluent|proficiency|native .*speaker|mother tongue|bilingual/.test(q.text) ||
      // ("Rate your Spanish: 1 - Basic ... 5 - Native": a language named beside a scale of levels.)
      (LANGUAGE_NAMES.test(q.text) && (q.field.options ?? []).filter((o) => optionLevel(o.label) !== null).length >= 3) ||
      (LANGUAGE_NAMES.test(q.text) &&
        /\b(level|skills?)\b|\b(work|conduct|communicate|present|write|converse|conversations?|meetings?)\b.*\bin (english|spanish|german|french|hindi|japanese|mandarin|chinese|portuguese|italian|dutch|arabic)\b/.test(
          q.text,
        )),
  },
];
