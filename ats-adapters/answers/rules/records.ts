// A criminal record and the checks beside it: consent to a background check, probation, charges
// pending and convictions in any window (docs/answers.md, "None at all rules out every narrower kind").
import type { Rule } from "../claims";
import { bool } from "../claims";
import { words } from "../text";

/** A clause that leaves something out of a question: "excluding minor traffic violations", "other than ...". */
const LEFT_OUT =
  /\b(excluding|exclude|other than|except( for)?|not including|apart from|aside from)\b((?!\b(but|including|and)\b)[^,.;:?!])*/i;

export const RECORD_RULES: Rule[] = [
  {
    // Consent to a background check says nothing of a drug screen asked with it.
    // (Having a record a check would show is the record's question, not consent to the check.)
    name: "background_check",
    category: "criminal_background",
    // ("I authorise you to carry out checks on my employment history and criminal record" too.)
    test: /background (check|screen|investigation|report)|consumer reports?|investigative consumer|\bdbs\b|disclosure and barring|criminal (record|background) check|\bauthori[sz]e\b.*\b(checks?|screening|verification) (on|of|into) my\b/,
    not: /public trust|clearance|eligibility|\b(have|has) (any |a )?(criminal )?(record|conviction)|convicted|barred list|offen[cs]e against/,
    claim: (f, q) => {
      const fact = f.bool("backgroundCheck.consentsToBackgroundCheck");
      // Willing to work under a check and more besides (confidentiality, information handling) says more.
      if (fact?.value && /confidential|information handling|non disclosure|\bnda\b|drug|credit/.test(q.text)) return null;
      // Consent to a check is not holding a certificate from one, nor being registered for updates.
      if (
        /\b(hold|have|has|possess|registered|subscribed|update service|certificate)\b/.test(q.question) &&
        !/\b(consent|agree|willing|authori[sz]e|submit|undergo|complete)\b/.test(q.question)
      )
        return null;
      return !fact || (fact.value && /drug|substance|credit check|fingerprint/.test(q.text)) ? null : bool(fact.value, fact.from);
    },
  },
  {
    // No record rules out probation or parole; a record says nothing of it. A diversion programme or a
    // deferred adjudication is entered instead of a conviction: no record says nothing of one.
    name: "probation",
    category: "criminal_background",
    test: /probation|parole/,
    claim: (f, q) => {
      if (/diversion|deferr(ed|al)/.test(q.text)) return null;
      const fact = f.bool("backgroundCheck.hasCriminalRecord");
      return fact?.value === false ? bool(false, fact.from) : null;
    },
  },
  {
    // Charges pending are not a record: the profile does not say.
    name: "pending_charges",
    category: "criminal_background",
    sensitive: true,
    test: /(charges?|prosecution|trial|criminal (case|proceedings?))\b.*\bpending|pending\b.*\b(charges?|prosecution|criminal)|under (criminal )?investigation|awaiting trial/,
    claim: () => null,
  },
  {
    // No record at all rules out a conviction in any window; a record says nothing of a window. A
    // question that reaches beyond convictions (arrests, charges, citations) or brings back what a
    // record leaves out (expunged, sealed, juvenile) asks more than the flag says.
    // (Consent to checks of a criminal record is consent, not a record; so is a box that says the
    // candidate understands a disclosure will be required of them.)
    name: "criminal_record",
    category: "criminal_background",
    sensitive: true,
    // (Also as forms in Spanish, Portuguese, German and French ask it.)
    test: /convict|felony|criminal|\bple(a|d|aded) (guilty|no contest)|misdemeanou?r|offen[cs]e|condenad[oa]|antecedentes (penales|criminais|criminales)|vorbestraft|verurteilt|casier judiciaire|condamnation/,
    not: /\bconsent\b|\bauthori[sz]e (us|the company|[a-z]+ to)\b|^i authori[sz]e\b|^i understand (and agree )?that\b.*\b(will|may|would) be (required|asked)\b/,
    claim: (f, q) => {
      const fact = f.bool("backgroundCheck.hasCriminalRecord");
      if (!fact) return null;
      // What the question leaves out ("excluding minor traffic violations", "other than ...") is not
      // what it asks about: no record rules out the rest; a record may be only what is left out.
      const t = LEFT_OUT.test(q.field.label)
        ? words(q.field.label.replace(/\([^)]*\)/g, " ").replace(new RegExp(LEFT_OUT.source, "gi"), " "))
        : q.question || q.text;
      const excluded =
        /\b(excluding|exclude|other than|except|do not include|dont include|not including|need not|do not need to|not (obligated|required) to disclose)\b/.test(
          q.text,
        );
      // A plea of guilty or of no contest ends in a conviction: it is on the record, not beyond it.
      const pleaded = t.replace(/\bple(a|d|aded) (guilty (or|and) )?(no contest|nolo contendere)\b/g, "pleaded guilty");
      const beyond =
        /\b(arrest(ed|s)?|charged|charges|indicted|detained|cited|citations?|diversion|deferred|nolo contendere|no contest|traffic|moving violations?|investigat|barred list|sex offender|registered)/.test(
          pleaded,
        );
      const restored = /\b(expunged|sealed|juvenile|pardoned|set aside|annulled|dismissed)\b/.test(q.text) && !excluded;
      if (!fact.value && (beyond || restored)) return null;
      const window = /\b(within|in|during) the (last|past) \d+|\bsince \d{4}|\b(last|past) \d+ (years|months)/.test(t);
      if (fact.value && (window || beyond || excluded)) return null;
      // "A clean criminal record" is having none: the question the other way round.
      const clean = /\b(clean|clear|spotless|unblemished)\b (\w+ ){0,2}(record|background|history)\b/.test(t);
      return bool(clean ? !fact.value : fact.value, fact.from);
    },
  },
];
