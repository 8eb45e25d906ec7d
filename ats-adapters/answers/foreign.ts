// Forms in German, French and Spanish ask the same questions as English ones ("Sind Sie volljährig?",
// "Êtes-vous autorisé(e) à travailler au Canada ?", "Kündigungsfrist"). Rather than a rule per
// language, their words are put into English before the question is recognised, so every rule (and
// its entailment) reads them as it reads English. Only a label that shows words of those languages is
// rewritten; an option is rewritten only when the whole of it is a known word ("Frau", "2 Wochen",
// "Je préfère ne pas répondre"), keeping its value, so the answer is still the form's own option.
import type { QuestionOption } from "../../lib/domain";
import type { FormField } from "../engine/types";

/** Without accents, so that "Êtes-vous" and "Etes-vous" read alike. */
const plain = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss");

/** Words only those languages use: a label with none of them is left as it is (English "Genre" aside). */
const FOREIGN =
  /\b(sie|ihre?n?|haben|sind|besitzen|verfugen|benotigen|sprechen|vorhanden|vorname|nachname|lebenslauf|anschreiben|kundigungsfrist|anrede|geschlecht|wohnsitz|wohnort|staatsangehorigkeit|fuhrerschein|vous|votre|etes|avez|parlez|pouvez|quel|quelle|nationalite|pronoms|genre|preavis|prenom|disponibilite|ville de|tiene|usted|trabajar|permiso|nacionalidad|ihnen|wann|waren|konnen|berufserfahrung|vorstrafen|verwandte|wettbewerbsverbot|seriez|disposez|aurez|habla|esta autorizad[oa]|antecedentes|licencia|pais de residencia|tienes|necesitaras?|hablas|acepto|accepte|politique|politica)\b/i;

/** A people's adjective in French or Spanish, as the country's English adjective. */
const NATION: Record<string, string> = {
  francaise: "French",
  francesa: "French",
  allemande: "German",
  alemana: "German",
  canadienne: "Canadian",
  canadiense: "Canadian",
  americaine: "United States",
  estadounidense: "United States",
  espanola: "Spanish",
};

/** Phrases in the order they are put into English (longer ones first). */
const PHRASES: Array<[RegExp, string | ((...m: string[]) => string)]> = [
  // German.
  [/\bsind sie volljahrig\b/gi, "are you at least 18 years old"],
  [/\bvolljahrig\b/gi, "at least 18 years old"],
  // "Haben Sie das 18. Lebensjahr vollendet?": a year of life completed is that age reached.
  [/\bhaben sie das (\d+)\.? lebensjahr vollendet\b/gi, "are you at least $1 years old"],
  [/\bmindestens (\d+) jahre alt\b/gi, "at least $1 years old"],
  // A severe disability, or the equal status, is Germany's own legal definition (SGB IX).
  [/\bsind sie schwerbehindert\b.*$/gi, "do you have a disability under German law (Schwerbehinderung or equal status)?"],
  [/^\s*fuhrerschein klasse (\w+) vorhanden\s*\??\s*$/gi, "do you have a class $1 driving licence?"],
  [/^\s*(.+?) vorhanden\s*\??\s*$/gi, "do you have $1?"],
  // A Sicherheitsüberprüfung (Ü1-Ü3) is Germany's vetting, not another country's clearance.
  [/\bsicherheitsuberprufung\b/gi, "German security clearance"],
  // "Benötigen Sie für eine Tätigkeit in unserem Berliner Büro ein Visum?": the place last, as English says it.
  [/\bbenotigen sie fur eine tatigkeit in unserem (\w+?)er buro (.+?)\s*(\?|$)/gi, "do you need $2 to work in our $1 office?"],
  [/\bfur eine tatigkeit in unserem (\w+?)er buro\b/gi, "to work in our $1 office"],
  [/\bin unserem (\w+?)er buro\b/gi, "in our $1 office"],
  // Questions asked in their own order ("Wann können Sie frühestens anfangen?" is the start date).
  [/\bwann konnen sie fruhestens (anfangen|beginnen|starten)\b/gi, "what is your earliest start date"],
  [/\bwaren sie bereit\b,?/gi, "would you be willing"],
  [/\bumzuziehen\b/gi, "to relocate"],
  [/\bfur diese stelle\b/gi, "for this role"],
  [/\bsind sie berechtigt,? in (\w+) zu arbeiten\b/gi, "are you authorized to work in $1"],
  [/\bbenotigen sie fur eine tatigkeit in (\w+) (.+?)\s*(\?|$)/gi, "do you need $2 to work in $1?"],
  [/\bliegen bei ihnen (\w+ )?vorstrafen vor\b/gi, "do you have any criminal convictions"],
  [/\bvorstrafen\b/gi, "criminal convictions"],
  [/\bverwandte,? die (in|bei) unserem unternehmen (beschaftigt sind|arbeiten)\b/gi, "relatives who work at our company"],
  [/\bverwandte\b/gi, "relatives"],
  [/\b(nachvertragliches )?wettbewerbsverbot\b/gi, "non-compete agreement"],
  [/\bberufserfahrung in jahren\b/gi, "years of work experience"],
  [/\bberufserfahrung\b/gi, "work experience"],
  [/\b(die )?deutsche staatsangehorigkeit\b/gi, "German citizenship"],
  [/\bbeschaftigungsbewilligung\b/gi, "work permit"],
  [/\bsind sie\b/gi, "are you"],
  [/\b(haben|besitzen) sie\b/gi, "do you have"],
  [/\bverfugen sie uber\b/gi, "do you hold"],
  [/\bbenotigen sie\b/gi, "do you need"],
  [/\bsprechen sie fliessend (\w+)/gi, "do you speak $1 fluently"],
  [/\bsprechen sie verhandlungssicher (\w+)/gi, "do you speak $1 at a business level"],
  [/\bsprechen sie\b/gi, "do you speak"],
  [/\bkonnen sie\b/gi, "can you"],
  [/\beu-burger(\/in)?\b/gi, "an EU citizen"],
  [/\bdeutscher? staatsangehorige?r?\b/gi, "a German citizen"],
  [/\bstaatsangehorigkeit\b/gi, "nationality"],
  [/\bstaatsangehorige?r?\b/gi, "citizen"],
  [/\buneingeschrankte?n?\b/gi, "unrestricted"],
  [/\bgultige?n?\b/gi, "valid"],
  [/\b(fur|in) die europaische union\b/gi, "for the European Union"],
  [/\b(der |die )?europaischen? union\b/gi, "the European Union"],
  [/\barbeitserlaubnis\b/gi, "work permit"],
  [/\baufenthaltstitel\b/gi, "residence permit"],
  [/\bvisum\b/gi, "visa"],
  [/\bfuhrerschein\b/gi, "driving licence"],
  [/\bkundigungsfrist\b/gi, "notice period"],
  [/\bvorname\b/gi, "first name"],
  [/\bnachname\b/gi, "last name"],
  [/\blebenslauf\b/gi, "resume"],
  [/\banschreiben\b/gi, "cover letter"],
  [/\b(anrede|geschlecht)\b/gi, "gender"],
  [/\bland \(wohnsitz\)/gi, "country of residence"],
  [/\bwohnort\b/gi, "city of residence"],
  [/\bdeutschland\b/gi, "Germany"],
  [/\bosterreich\b/gi, "Austria"],
  [/\bschweiz\b/gi, "Switzerland"],
  [/\bfrankreich\b/gi, "France"],
  [/\bspanien\b/gi, "Spain"],
  [/\benglisch\b/gi, "English"],
  [/\bdeutsch\b/gi, "German"],
  [/\bfranzosisch\b/gi, "French"],
  [/\bspanisch\b/gi, "Spanish"],
  [/\bbzw\.?/gi, "or"],
  [/\boder\b/gi, "or"],
  [/\bund\b/gi, "and"],
  [/\bfur\b/gi, "for"],
  [/\bein(e|en|er|em)?\b/gi, "a"],
  // French.
  [
    /\betes[- ]vous beneficiaire d.une reconnaissance de la qualite de travailleur handicape\b/gi,
    "do you have a disability under French law",
  ],
  [/\bavez[- ]vous (au moins|plus de) (\d+) ans( revolus)?/gi, "are you at least $2 years old"],
  [/\bage(\(e\)|e)? (de |d.)(au moins )?(\d+) ans( revolus)?/gi, "at least $4 years old"],
  [/\bla nationalite (francaise|allemande|canadienne|americaine)\b/gi, (_m, n: string) => `${NATION[n]} citizenship`],
  [/\bj.accepte\b/gi, "I accept"],
  [/\bla politique de confidentialite\b/gi, "the privacy policy"],
  [/\bmaintenant ou a l.avenir\b/gi, "now or in the future"],
  [/\baux etats[- ]unis\b/gi, "in the United States"],
  [/\bseriez[- ]vous pret(\(e\)|e)? a demenager\b/gi, "would you be willing to relocate"],
  [/\bpour ce poste\b/gi, "for this role"],
  [/\ba partir de quelle date etes[- ]vous disponible\b/gi, "what is your earliest start date"],
  [/\bdisponible pour travailler (en presentiel|sur site)\b/gi, "able to work on site"],
  [/\bde nationalite francaise\b/gi, "a French citizen"],
  [/\bde nationalite allemande\b/gi, "a German citizen"],
  [/\bde nationalite canadienne\b/gi, "a Canadian citizen"],
  [/\bavez[- ]vous deja fait l.objet d.une condamnation penale\b/gi, "have you ever been convicted of a criminal offence"],
  [/\bcondamnations? penales?\b/gi, "criminal conviction"],
  [/\bcasier judiciaire\b/gi, "criminal record"],
  [/\bun handicap\b/gi, "a disability"],
  [/\bagent de la fonction publique\b/gi, "a government employee"],
  [/\bactuellement\b/gi, "currently"],
  [/\baurez[- ]vous besoin,? (.*?),? d.un parrainage de visa\b/gi, "will you need visa sponsorship $1"],
  [/\baurez[- ]vous besoin d.un parrainage de visa\b/gi, "will you need visa sponsorship"],
  [/\bdisposez[- ]vous d.un droit au travail\b/gi, "do you have the right to work"],
  [/\bautorisation de travail\b/gi, "a work permit"],
  [/\bpour travailler\b/gi, "to work"],
  [/\bparlez[- ]vous (\w+) couramment\b/gi, "do you speak $1 fluently"],
  [/\betes[- ]vous\b/gi, "are you"],
  [/\bavez[- ]vous\b/gi, "do you have"],
  [/\bparlez[- ]vous couramment (\w+)/gi, "do you speak $1 fluently"],
  [/\bparlez[- ]vous\b/gi, "do you speak"],
  [/\bpouvez[- ]vous\b/gi, "can you"],
  [/\bquel(le)? est votre\b/gi, "what is your"],
  [/\bautorise(\(e\)|e\b)?/gi, "authorized"],
  [/\blegalement\b/gi, "legally"],
  [/\ba travailler\b/gi, "to work"],
  [/\btitre de sejour\b/gi, "residence permit"],
  [/\bpermis de travail\b/gi, "work permit"],
  [/\bsans\b/gi, "without"],
  [/\b(au|en)\b/gi, "in"],
  [/\bpreavis\b/gi, "notice period"],
  [/\bnationalite\b/gi, "nationality"],
  [/\bgenre\b/gi, "gender"],
  [/\bpronoms\b/gi, "pronouns"],
  [/\bville de residence\b/gi, "city of residence"],
  [/\bpays de residence\b/gi, "country of residence"],
  [/\bdate de disponibilite\b/gi, "earliest start date"],
  [/\bprenom\b/gi, "first name"],
  [/\bfrancais\b/gi, "French"],
  [/\banglais\b/gi, "English"],
  [/\ballemand\b/gi, "German"],
  // Spanish.
  [/¿/g, ""],
  [/\btienes? (usted )?permiso para trabajar\b/gi, "do you have permission to work"],
  [/\bnecesitaras? (usted )?patrocinio de (visado|visa)\b/gi, "will you need visa sponsorship"],
  [/\b(la )?nacionalidad (estadounidense|espanola|canadiense|francesa|alemana)\b/gi, (_m, _la, n: string) => `${NATION[n]} citizenship`],
  [/\bacepto la politica de privacidad\b/gi, "I accept the privacy policy"],
  [/\bestados unidos\b/gi, "the United States"],
  [/\bpara trabajar\b/gi, "to work"],
  [/\bes usted mayor de edad\b/gi, "are you at least 18 years old"],
  [/\bmayor de edad\b/gi, "at least 18 years old"],
  [/\besta (usted )?autorizad[oa](\/a)? a trabajar\b/gi, "are you authorized to work"],
  [/\bantecedentes penales\b/gi, "a criminal record"],
  [/\blicencia de conducir\b/gi, "driver's license"],
  [/\bvigente\b/gi, "valid"],
  [/\btienes?\b/gi, "do you have"],
  [/\bhablas? (usted )?(\w+) con fluidez\b/gi, "do you speak $2 fluently"],
  [/\bespanol\b/gi, "Spanish"],
  [/\bpais de residencia\b/gi, "country of residence"],
  [/\bsin\b/gi, "without"],
  [/\bpermiso de trabajo\b/gi, "work permit"],
  [/\bespana\b/gi, "Spain"],
  [/\bnacionalidad\b/gi, "nationality"],
];

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
  [/^(\d+) (wochen?|semaines?|semanas?)$/i, "$1 weeks"],
  [/^(\d+) (monate?|mois|mes|meses)$/i, "$1 months"],
  [/^(\d+) (tage?|jours?|dias?)$/i, "$1 days"],
];

function optionInEnglish(label: string): string {
  const bare = plain(label).trim();
  const more = /^(mehr als|plus de|mas de) (.+)$/i.exec(bare);
  if (more) return `More than ${optionInEnglish(more[2])}`;
  for (const [re, to] of OPTIONS) if (re.test(bare)) return bare.replace(re, to);
  return label;
}

/** The label in English when it is in German, French or Spanish; otherwise as it is. */
export function labelInEnglish(label: string): string {
  // (Spaces collapsed, so that a phrase is read however the form spaces its words.)
  const bare = plain(label).replace(/\s+/g, " ");
  if (!FOREIGN.test(bare)) return label;
  // (Narrowed for each of replace's overloads: a phrase's English is a string or made from its match.)
  return PHRASES.reduce((s, [re, to]) => (typeof to === "string" ? s.replace(re, to) : s.replace(re, to)), bare);
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
