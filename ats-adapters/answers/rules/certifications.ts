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

function certification(f: ApplicantFacts, q: Asked): Claim | null {
  const certs = f.at<string[]>("certifications");
  if (!certs || !Array.isArray(certs.value) || !certs.value.length) return null;
  if (
    /any (certifications?|licen[cs]es?)|list .*certification|certifications? list|relevant certification/.test(q.text) &&
    !/any (?!relevant|other|professional|valid|current|active|additional)\w+ certification/.test(q.text)
  ) {
    return q.field.kind === "textarea" || q.field.kind === "text" ? text(certs.value, certs.from) : bool(true, certs.from);
  }
  const asked = new Set(q.text.split(" ").filter((w) => w.length > 1 && !CERT_STOP.has(w)));
  const i = certs.value.findIndex((c) =>
    normalizeText(c)
      .split(" ")
      .some((w) => !CERT_STOP.has(w) && w.length > 2 && asked.has(w)),
  );
  if (i < 0) return null;
  // "Solutions Architect - Professional" is not the Associate certification of the same name.
  const levelOf = (t: string) => /\b(associate|professional|expert|foundational|practitioner|specialty|fundamentals)\b/.exec(t)?.[1];
  const askedLevel = /\bany\b/.test(q.text) ? undefined : levelOf(q.text),
    heldLevel = levelOf(normalizeText(certs.value[i]));
  return askedLevel && heldLevel && askedLevel !== heldLevel ? null : bool(true, `certifications[${i}]`);
}

export const CERTIFICATION_RULES: Rule[] = [
  {
    name: "certification",
    category: "certifications",
    test: /certif|licen[cs]e|\bcpa\b|\bpmp\b|\bcissp\b/,
    not: /\bi certify\b|certify that/,
    claim: certification,
  },
];
