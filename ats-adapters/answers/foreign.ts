// Forms in German, French and Spanish ask the same questions as English ones ("Sind Sie volljährig?",
// "Êtes-vous autorisé(e) à travailler au Canada ?", "Kündigungsfrist"). Rather than a rule per
// language, their words are put into English before the question is recognised, so every rule (and
// its entailment) reads them as it reads English. Only a label that shows words of those languages is
// rewritten; an option is rewritten only when the whole of it is a known word ("Frau", "2 Wochen",
// "Je préfère ne pas répondre"), keeping its value, so the answer is still the form's own option.
import type { QuestionOption } from "../../lib/domain";
import type { FormField } from "../engine/types";
import { FRENCH } from "./foreign-french";
import { GERMAN } from "./foreign-german";
import { SPANISH } from "./foreign-spanish";
import type { PhraseBook } from "./phrasebook";

/** Without accents, so that "Êtes-vous" and "Etes-vous" read alike. */
const plain = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss");

const LANGUAGES: PhraseBook[] = [GERMAN, FRENCH, SPANISH];

/** A word's other gender written beside it, "deutsche(r)", "citoyen(ne)", "prêt(e)": the word is the same. */
const GENDERED = /(?<=[a-z])\((e|r|n|ne|le|in|a)\)(?![a-z])/gi;

/** Whole options: "Frau" is female, "Keine Angabe" a decline, "2 Wochen" two weeks. */
const OPTIONS: Array<[RegExp, string]> = [
  [/^(frau|femme|mujer|weiblich)$/i, "Female"],
  [/^(herr|homme|hombre|mannlich)$/i, "Male"],
  [/^(divers|non binaire|no binario)$/i, "Non-binary"],
  [
    /^(keine angabe|je prefere ne pas repondre|je ne souhaite pas repondre|prefiero no (responder|decirlo|contestar))$/i,
    "Prefer not to say",
  ],
  [/^(keine|aucun|aucune|ninguno|ninguna)$/i, "None"],
  [/^elle$/i, "she/her"],
  [/^il$/i, "he/him"],
  [/^iel$/i, "they/them"],
  [/^(autre|andere|otro|otra)$/i, "Other"],
  // A nationality is named by its country ("Allemande" is a German citizen's).
  [/^(vereinigte staaten|americaine?|estados unidos)$/i, "United States"],
  [/^(kanada|canadienne?|canada)$/i, "Canada"],
  [/^(vereinigtes konigreich|royaume-uni|britannique|reino unido)$/i, "United Kingdom"],
  [/^(deutschland|allemande?|alemania)$/i, "Germany"],
  [/^(indien|indienne|india)$/i, "India"],
  [/^(frankreich|francaise?|francia)$/i, "France"],
  [/^(etats-unis|eeuu|ee\. ?uu\.?)$/i, "United States"],
  [/^(allemagne)$/i, "Germany"],
  [/^(espagne|espana|spanien)$/i, "Spain"],
  [/^(suisse|suiza|schweiz)$/i, "Switzerland"],
  [/^(autriche|osterreich)$/i, "Austria"],
  [/^(italie|italien|italia)$/i, "Italy"],
  [/^(pays-bas|paises bajos|niederlande)$/i, "Netherlands"],
  [/^(belgique|belgica|belgien)$/i, "Belgium"],
  [/^(irlande|irlanda|irland)$/i, "Ireland"],
  [/^(mexique|mexiko)$/i, "Mexico"],
  // Where one works, and how well one speaks.
  [/^(vor ort|sur site|en presentiel|presentiel|presencial|en la oficina)$/i, "On-site"],
  [/^(hybride|hibrido)$/i, "Hybrid"],
  [/^(teletravail|remoto|en remoto|a distancia|mobiles arbeiten)$/i, "Remote"],
  [/^(debutant|grundkenntnisse|principiante)$/i, "Beginner"],
  [/^(basico|elementaire)$/i, "Basic"],
  [/^(intermediaire|intermedio|mittelstufe|gute kenntnisse)$/i, "Intermediate"],
  [/^(avance|avanzado|fortgeschritten|sehr gute kenntnisse)$/i, "Advanced"],
  [/^(courant|fliessend|fluido)$/i, "Fluent"],
  [/^(langue maternelle|nativo|nativa|lengua materna|muttersprache|muttersprachler)$/i, "Native"],
  [/^(heterosexuel|heterosexuelle|heterosexual|heterosexuell)$/i, "Heterosexual"],
  [/^(homosexuel|homosexuelle|homosexual|homosexuell|schwul\/lesbisch|schwul|lesbisch)$/i, "Gay or lesbian"],
  [/^(bisexuel|bisexuelle|bisexual|bisexuell)$/i, "Bisexual"],
  // Degrees by their level: France's years after the baccalauréat, Spain's and Germany's titles.
  [/^(bac|baccalaureat|bachillerato|secundaria|abitur)( \(.*\))?$/i, "High school diploma"],
  [/^bac ?\+ ?3( \(.*\))?$|^(licence|licenciatura|grado)$/i, "Bachelor's degree"],
  [/^bac ?\+ ?5( \(.*\))?$|^(master|maestria)$/i, "Master's degree"],
  [/^(doctorat|doctorado)$/i, "Doctorate"],
  [/^bac ?\+ ?5 et plus$/i, "Master's degree or higher"],
  [/^sofort verfugbar$/i, "Immediately"],
  [/^(\d+) (wochen?|semaines?|semanas?)$/i, "$1 weeks"],
  [/^(\d+) (monate?|mois|mes|meses)$/i, "$1 months"],
  [/^(\d+) (tage?|jours?|dias?)$/i, "$1 days"],
  [/^(\d+) ?- ?(\d+) (ans?|jahre?|anos?)$/i, "$1-$2 years"],
  [/^(\d+) (ans?|jahre?|anos?)$/i, "$1 years"],
];

function optionInEnglish(label: string): string {
  // ("Un mois" is one month; an option naming two titles, "Grado / Licenciatura", holds each.)
  const bare = plain(label)
    .trim()
    .replace(GENDERED, "")
    .replace(/^(un|une|ein|eine|einen|uno|una) /i, "1 ");
  const both = bare.split(/\s+\/\s+/);
  if (both.length > 1) {
    const each = both.map(optionInEnglish);
    return each.some((e, i) => e !== both[i]) ? each.join(" / ") : label;
  }
  const more = /^(mehr als|plus de|mas de) (.+)$/i.exec(bare);
  if (more) return `More than ${optionInEnglish(more[2])}`;
  const less = /^(weniger als|moins d.|menos de) ?(.+)$/i.exec(bare);
  if (less) return `Less than ${optionInEnglish(less[2])}`;
  const upTo = /^(bis zu|jusqu.a|hasta) (.+)$/i.exec(bare);
  if (upTo) return `Up to ${optionInEnglish(upTo[2])}`;
  const over = /^(.+) (oder mehr|ou plus|o mas)$/i.exec(bare);
  if (over) return `${optionInEnglish(over[1])} or more`;
  for (const [re, to] of OPTIONS) if (re.test(bare)) return bare.replace(re, to);
  return label;
}

/**
 * The label in English when it is in German, French or Spanish; otherwise as it is. Only the phrases of
 * the languages whose words it shows are applied, so that one language's small words ("en") do not
 * rewrite another's.
 */
export function labelInEnglish(label: string): string {
  // (Spaces collapsed, so that a phrase is read however the form spaces its words.)
  const bare = plain(label).replace(/\s+/g, " ").replace(GENDERED, "");
  const shown = LANGUAGES.filter((l) => l.words.test(bare));
  if (!shown.length) return label;
  // (Narrowed for each of replace's overloads: a phrase's English is a string or made from its match.)
  const phrases = shown.flatMap((l) => l.phrases);
  return phrases.reduce((s, [re, to]) => (typeof to === "string" ? s.replace(re, to) : s.replace(re, to)), bare);
}

/** The field with its label and options' labels in English (values kept), or the field itself. */
export function inEnglish(field: FormField): FormField {
  const label = labelInEnglish(field.label);
  const options = field.options?.map((o): QuestionOption => {
    const l = optionInEnglish(o.label);
    return l === o.label ? o : { ...o, label: l };
  });
  const same = label === field.label && (options ?? []).every((o, i) => o === field.options?.[i]);
  return same ? field : { ...field, label, options: options ?? field.options };
}
