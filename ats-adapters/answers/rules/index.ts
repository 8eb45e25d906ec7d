// Every kind of question the engine knows, in the order they are tried: the first rule that
// recognises a question answers it (or leaves it unanswered). A new kind of question is one entry
// in one of these files plus its corpus lines (docs/answers.md).
import type { Rule } from "../claims";
import { words } from "../text";
import { AUTHORIZATION_RULES } from "./authorization";
import { AVAILABILITY_RULES } from "./availability";
import { BACKGROUND_RULES } from "./background";
import { CERTIFICATION_RULES } from "./certifications";
import { CLEARANCE_RULES } from "./clearances";
import { COMPENSATION_RULES } from "./compensation";
import { EDUCATION_RULES } from "./education";
import { EXPERIENCE_RULES } from "./experience";
import { DOCUMENT_RULES, IDENTITY_RULES } from "./identity";
import { LANGUAGE_RULES } from "./languages";
import { LOCATION_RULES } from "./location";
import { RECORD_RULES } from "./records";
import { SCHOOLING_RULES } from "./schooling";
import { SELF_ID_RULES } from "./self-id";
import { WORK_ARRANGEMENT_RULES } from "./work-arrangement";

// An opt-in in any words: being kept, contacted, considered or told about other or future roles,
// news and events, a candidate database, marketing, text messages (docs/answers.md, Consent and opt-ins).
const OPT_IN = new RegExp(
  [
    String.raw`(receive|send|get|sign (me )?up|subscribe|opt ?in|join|keep me|contact you|reach out)\b.*\b(texts?|sms|text messages?|newsletters?|marketing|promotional|job alerts|talent (community|pool|network)|future (job )?(opportunities|roles|openings|vacancies))\b`,
    String.raw`talent (community|pool|network)|newsletter|\bsms\b|text messag|whatsapp|\b(retain|keep|store)\b.*\b(data|application|cv|resume)\b.*\bfuture\b`,
    String.raw`\b(consider(ed)?|contact(ed)?|hear|heard|informed|updated|notified|alerted|told|send me)\b.*\b(other|future|new|similar|additional|suitable)\b( \w+){0,3} (roles?|positions?|openings?|vacancies|opportunities|jobs)\b`,
    String.raw`\bkeep me (updated|informed|posted|in mind)\b|\b(events|company) (and )?news\b|\bcandidate (database|pool)\b|\bcareer opportunities\b|\bjob (alerts|recommendations)\b|\bstay connected\b`,
  ].join("|"),
);

/** Reading or accepting a document: "I have read the privacy notice", "I acknowledge the policy on ...". */
const ASSENT_TO_DOCUMENT =
  /\b(have read|read and (understood|understand|accept|agree)|acknowledge|agree to|accept|consent to|reviewed)\b(\s\w+){0,12}?\s(privacy|policy|policies|notice|statement|terms|conditions|poster|provision|agreement|handbook|code of conduct|job description)\b/;
/** Letting one's data be used: "I agree that my documents may be copied and stored", "I consent to the processing of ...". */
const ASSENT_TO_USE =
  /\b(consent|agree|authori[sz]e|allow|permit|give (my )?(consent|permission))\b.*\b(process|processing|processed|collect|collection|collected|store|stored|storage|storing|retain|retained|retention|use|used|share|shared|sharing|transfer|transferred|copied|copy|disclosed?|verified)\b/;
const DATA = /\b(data|information|details|documents?|application|cv|resume|responses|answers|status)\b/;
/** A title over the box's text shown elsewhere: "Applicant certification and agreement", "Declaration". */
const ASSENT_TITLE =
  /^((applicant|candidate|electronic|e|final|application|my|and|of|the|i|data|privacy)\s)*(certification|agreement|acknowledge?ment|declaration|attestation|confirmation|consent|e signature|signature|confirm|agree|accept|acknowledge|understand|understood|agreed|accepted)(\s(and|&)\s(agreement|acknowledge?ment|certification|consent|declaration|signature|agree|accept|acknowledge|confirm|understood|agreed|accepted))?$/;
/** Options that only assent or refuse: "I acknowledge / I do not acknowledge", "Accept / Decline". */
const ASSENT_OPTION = /^((yes|no),? )?(i )?(do not |dont )?(acknowledge|agree|disagree|accept|decline|consent|understand|confirm)\b/;

/**
 * Assent to a document or to a use of one's data is consent, whatever the document or the data are
 * about: "I consent to the processing of information about my criminal convictions" states nothing of
 * a record, "I acknowledge the policy on relatives in the workplace" nothing of relatives, so it is
 * read before the rules of those subjects (docs/answers.md, Consent and opt-ins). A statement of fact
 * ("I confirm that I have the right to work ..."), a check on one's history (background checks) and
 * an opt-in are left to their own rules.
 */
const ASSENT: Rule = {
  name: "assent",
  category: "consent",
  test: (q) => {
    if (
      OPT_IN.test(q.text) ||
      /background|\bchecks?\b|screening|investigat|consumer reports?|drug|credit (check|report|history)/.test(q.text)
    )
      return false;
    const box = q.field.kind === "checkbox" || q.field.kind === "boolean";
    const options = q.field.options ?? [];
    const assentOptions = options.length > 0 && options.every((o) => ASSENT_OPTION.test(words(o.label)));
    const said = /^(by [^,]*,? )?i (hereby )?(consent|agree|acknowledge|accept|authori[sz]e|allow|permit|give|have read|understand)\b/.test(
      q.text,
    );
    if (!box && !assentOptions && !said && !/^(do|will|would|can) you (agree|consent|acknowledge|accept|authori[sz]e)\b/.test(q.question))
      return false;
    // "I confirm that I am over 18", "I certify that I have no convictions", "I acknowledge that none
    // of my relatives ...": a fact, not assent.
    if (
      /\bi (hereby )?(confirm|certify|declare|attest|affirm|acknowledge|understand)( that)? (i (am|have|hold|do|was|can|meet|possess|need|require|currently)\b(?! (read|reviewed|been (informed|advised)))|none|neither|my (\w+ ){0,2}(is|are|was|were|has|have)\b)/.test(
        q.text,
      )
    )
      return false;
    if (ASSENT_TO_DOCUMENT.test(q.text) || (ASSENT_TO_USE.test(q.text) && (DATA.test(q.text) || /\b(my|your)\b/.test(q.text)))) return true;
    // A box stating what the candidate understands: "I understand that providing my disability status is voluntary".
    if (box && /^(by [^,]*,? )?i (understand|acknowledge)( and (agree|accept))? that\b/.test(q.text)) return true;
    return (
      (box && q.field.required && ASSENT_TITLE.test(q.text)) ||
      (assentOptions && /\b(privacy|policy|notice|terms|statement|agreement|consent|data)\b/.test(q.text))
    );
  },
  claim: () => ({ type: "consent" }),
};

const OPT_IN_RULE: Rule = {
  // Marketing, newsletters, talent pools and text messages: not needed to apply, so not given
  // unless the profile says so (`marketingOptIn`, a free-form extra).
  name: "opt_in",
  category: "consent",
  test: OPT_IN,
  claim: (f) => {
    const fact = f.extra("marketingOptIn");
    return fact && typeof fact.value === "boolean" ? { type: "bool", value: fact.value, from: fact.from } : { type: "opt_out" };
  },
};

const CONSENT_RULES: Rule[] = [
  {
    // Boxes a candidate agrees to by applying through the service; never opt-ins to marketing.
    name: "consent",
    category: "consent",
    // An e-signature box over the application itself (iCIMS's Confirm Application) is the same assent,
    // and so is a box stating what the candidate understands ("I understand that ...").
    test: /(i )?(agree|consent|acknowledge|accept|certify|confirm|attest|affirm|declare)\b.*(privacy|terms|processing|data|information|true|accurate|policy|notice|statement|answers|certification|attestation|declaration)|notice at collection|applicant (privacy )?notice|privacy (policy|notice)|gdpr|personal data|data (protection|processing)|allow (us|[a-z]+) to (process|store|use) (your|my) (personal )?(data|information)|electronically sign(ing)? (this|my|the) application|^i understand (and agree )?that\b/,
    not: /newsletter|marketing|updates|talent pool|future (job )?(opportunities|roles|openings)|follow/,
    claim: () => ({ type: "consent" }),
  },
  {
    // A notice with one option to acknowledge it ("Notice at Collection ...: Acknowledge").
    name: "acknowledge",
    category: "consent",
    test: (q) => (q.field.options?.length ?? 0) === 1 && /^(i )?(acknowledge|agree|accept|understand|confirm|yes)\b/.test(q.optionsText),
    claim: () => ({ type: "consent" }),
  },
  {
    // The date beside a signature (Workday's disability self-identification form asks the name and
    // the date): the day the candidate applies through the service, only for a date field.
    name: "signature_date",
    category: "consent",
    // ("Date (Form CC-305)": the form named in brackets is the one signed.)
    test: (q) => /^date$|todays? s? ?date|date signed|signature date|date of signature/.test(q.text) || /^date$/.test(q.question.trim()),
    claim: (_f, q) => {
      const iso = new Date().toISOString().slice(0, 10);
      return q.field.kind === "date" ? { type: "when", days: 0, text: iso, iso, from: "default:today" } : null;
    },
  },
];

/**
 * A box the form requires that states something rather than asks it, and that no rule above reads
 * ("Polder Labs may keep what I send in this form ... for four weeks"): an agreement the application
 * needs, given as any consent is (the account's auto_consent decides).
 */
const REQUIRED_STATEMENT: Rule = {
  name: "required_statement",
  category: "consent",
  test: (q) => q.field.kind === "checkbox" && q.field.required && !q.field.label.includes("?") && q.text.split(" ").length >= 6,
  claim: () => ({ type: "consent" }),
};

export const RULES: Rule[] = [
  // (An opt-in or an assent, whatever it is about, before the rules of its subject.)
  OPT_IN_RULE,
  ASSENT,
  ...AUTHORIZATION_RULES,
  ...BACKGROUND_RULES,
  ...CLEARANCE_RULES,
  ...RECORD_RULES,
  ...SELF_ID_RULES,
  ...COMPENSATION_RULES,
  ...AVAILABILITY_RULES,
  ...WORK_ARRANGEMENT_RULES,
  ...SCHOOLING_RULES,
  ...EXPERIENCE_RULES,
  ...EDUCATION_RULES,
  ...LANGUAGE_RULES,
  ...CERTIFICATION_RULES,
  ...IDENTITY_RULES,
  ...LOCATION_RULES,
  ...DOCUMENT_RULES,
  ...CONSENT_RULES,
  REQUIRED_STATEMENT,
];
