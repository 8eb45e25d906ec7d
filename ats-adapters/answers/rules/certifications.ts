// Certifications and licences the profile lists.
import type { Asked, Claim, Rule } from "../claims";
import { bool, text } from "../claims";
import type { ApplicantFacts } from "../facts";
import { normalizeText } from "../text";

const CERT_STOP = new Set([
  "certified",
  "certification",
  "certificate",
  "certifications",
  "associate",
  "professional",
  "the",
  "a",
  "an",
  "do",
  "you",
  "have",
  "hold",
  "are",
  "any",
  "valid",
  "current",
  "active",
  "obtained",
  "of",
  "or",
  "and",
  "in",
  "license",
  "licence",
]);

/** Kinds of certification named by their issuers' names (the issuers put their name in the title). */
const KIND_ISSUERS: Array<[RegExp, RegExp]> = [
  [/^cloud$/, /\b(aws|amazon web services|azure|microsoft certified: azure|google cloud|gcp|oracle cloud|oci|ibm cloud|alibaba cloud)\b/],
  [/^(security|cyber ?security|information security)$/, /\b(cissp|cism|cisa|ceh|oscp|comptia security\+|security\+|gsec|giac)\b/],
  [/^project management$/, /\b(pmp|capm|prince2|pmi[- ]acp|csm|scrum master)\b/],
];

function certification(f: ApplicantFacts, q: Asked): Claim | null {
  const certs = f.at<string[]>("certifications");
  if (!certs || !Array.isArray(certs.value) || !certs.value.length) return null;
  if (
    /any (certifications?|licen[cs]es?)|list .*certification|certifications? list|relevant certification/.test(q.text) &&
    !/any (?!relevant|other|professional|valid|current|active|additional)\w+ certification/.test(q.text)
  ) {
    return q.field.kind === "textarea" || q.field.kind === "text" ? text(certs.value, certs.from) : bool(true, certs.from);
  }
  // "Which (public cloud) certifications do you hold?": those of the profile's that are of that kind,
  // where the kind is one whose certifications are known by their issuers; none of that kind answers
  // nothing (the list may not be complete).
  // Offered as options ("Which of the following certifications do you currently hold?"): each held one
  // is ticked.
  const which =
    /^(which|what) (of the following |of these )?(.*?)\s*(certifications?|credentials?)( if any)?,? (do|have) you (currently |now )?(hold|have|earned|obtained)\b/.exec(
      q.text,
    );
  if (which && ["text", "textarea", "multi_select", "single_select", "radio"].includes(q.field.kind)) {
    const kind = which[3].replace(/\b(public|professional|industry|relevant|technical)\b/g, " ").trim();
    const issuers = kind ? KIND_ISSUERS.find(([k]) => k.test(kind))?.[1] : /./;
    const held = issuers ? certs.value.filter((c) => issuers.test(c.toLowerCase())) : [];
    return held.length ? text(held, certs.from) : null;
  }
  const asked = new Set(q.text.split(" ").filter((w) => w.length > 1 && !CERT_STOP.has(w)));
  // A certification is named by its issuer or brand, its first word ("AWS ...", "CompTIA Security+",
  // "PMP"), by all its words, or by the rest of its name as written ("Security+"): a word it shares
  // with another ("Security" in CISSP's name) is not it.
  const label = q.field.label.toLowerCase();
  const i = certs.value.findIndex((c) => {
    const own = normalizeText(c)
      .split(" ")
      .filter((w) => !CERT_STOP.has(w) && w.length > 2);
    const rest = c.trim().split(/\s+/).slice(1).join(" ").toLowerCase();
    // Or by the abbreviation its name gives in brackets ("Certified Public Accountant (CPA)").
    const abbreviation = /\(([a-z0-9+]{2,})\)/i.exec(c)?.[1].toLowerCase();
    return (
      own.length > 0 &&
      (asked.has(own[0]) ||
        own.every((w) => asked.has(w)) ||
        (rest.length > 3 && label.includes(rest)) ||
        (!!abbreviation && asked.has(abbreviation)))
    );
  });
  if (i < 0) return null;
  // "Solutions Architect - Professional" is not the Associate certification of the same name.
  const levelOf = (t: string) => /\b(associate|professional|expert|foundational|practitioner|specialty|fundamentals)\b/.exec(t)?.[1];
  // ("A professional certification from AWS" names no level.)
  const askedLevel = /\bany\b/.test(q.text)
      ? undefined
      : levelOf(q.text.replace(/\b(a|any) professional (certification|credential|licen[cs]e)s?\b/g, " ")),
    heldLevel = levelOf(normalizeText(certs.value[i]));
  return askedLevel && heldLevel && askedLevel !== heldLevel ? null : bool(true, `certifications[${i}]`);
}

export const CERTIFICATION_RULES: Rule[] = [
  {
    name: "certification",
    category: "certifications",
    test: /certif|licen[cs]e|\bcpa\b|\bpmp\b|\bcissp\b|\bcredential\b/,
    // (Agreeing to an application's certification statement is assent, not a credential held.)
    not: /\bi certify\b|certify that|\b(agree|accept|acknowledge)\b.*\bcertification (above|below|statement)\b|\b(applicant|application) certification\b/,
    claim: certification,
  },
];
