// Every kind of question the engine knows, in the order they are tried: the first rule that
// recognises a question answers it (or leaves it unanswered). A new kind of question is one entry
// in one of these files plus its corpus lines (docs/answers.md).
import type { Rule } from "../claims";
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

const CONSENT_RULES: Rule[] = [
  {
    // Marketing, newsletters, talent pools and text messages: not needed to apply, so not given
    // unless the profile says so (`marketingOptIn`, a free-form extra).
    name: "opt_in",
    category: "consent",
    test: /(receive|send|get|sign (me )?up|subscribe|opt ?in|join|keep me|contact you|reach out)\b.*\b(texts?|sms|text messages?|newsletters?|marketing|promotional|job alerts|talent (community|pool|network)|future (job )?(opportunities|roles|openings|vacancies))\b|talent (community|pool|network)|newsletter|\bsms\b|text messag|whatsapp|\b(retain|keep|store)\b.*\b(data|application|cv|resume)\b.*\bfuture\b/,
    claim: (f) => {
      const fact = f.extra("marketingOptIn");
      return fact && typeof fact.value === "boolean" ? { type: "bool", value: fact.value, from: fact.from } : { type: "opt_out" };
    },
  },
  {
    // Boxes a candidate agrees to by applying through the service; never opt-ins to marketing.
    name: "consent",
    category: "consent",
    // An e-signature box over the application itself (iCIMS's Confirm Application) is the same assent,
    // and so is a box stating what the candidate understands ("I understand that ...").
    test: /(i )?(agree|consent|acknowledge|accept|certify|confirm|attest|affirm|declare)\b.*(privacy|terms|processing|data|information|true|accurate|policy|notice|statement|answers)|notice at collection|applicant (privacy )?notice|privacy (policy|notice)|gdpr|personal data|data (protection|processing)|allow (us|[a-z]+) to (process|store|use) (your|my) (personal )?(data|information)|electronically sign(ing)? (this|my|the) application|^i understand (and agree )?that\b/,
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
    test: /^date$|todays? s? ?date|date signed|signature date|date of signature/,
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
