// Security clearances: held now (of no stated level or country), eligibility for a U.S. one, and what
// a question about them asks beyond the profile's flag (docs/answers.md, "Clearances").
import type { Rule } from "../claims";
import { bool } from "../claims";
import { canonicalCountry, countryIn } from "../text";

const PAST_OR_ELSEWHERE =
  /\b(ever|never|previously|formerly|past|prior|former|expired|inactive|lapsed|foreign|other country|another country|held in|at any (point|time))\b/;
const NAMED_CLEARANCE =
  /\b(secret|top secret|ts|sci|polygraph|poly|public trust|tier \d|q|l|dv|sc|nv ?\d|baseline|ctc|doe|dod|nato|sap|special access)\b/;

export const CLEARANCE_RULES: Rule[] = [
  {
    // A U.S. security clearance is granted to U.S. citizens only (Executive Order 12968, sec. 2.6):
    // someone known not to be one is not eligible; a citizen's eligibility is the investigation's, and
    // a clearance held is eligibility shown. Willingness to go through it is not in the profile.
    name: "clearance_eligibility",
    category: "clearance",
    sensitive: true,
    test: (q) =>
      /\b(eligible|eligibility|able to obtain|obtain|qualify)\b.*\bclearance|clearance eligib/.test(q.question) &&
      countryIn(q.field.label) === "United States",
    claim: (f, q) => {
      const us = f.authIn("United States");
      const notCitizen = us && (us.status ? us.status !== "citizen" : us.authorized === false);
      if (notCitizen) return bool(false, `${us.from}.${us.status ? "status" : "authorized"}`);
      const held = f.bool("backgroundCheck.hasGovernmentClearance");
      return held?.value && /\beligib/.test(q.question) && !/\bwilling\b/.test(q.question) ? bool(true, held.from) : null;
    },
  },
  {
    // The profile's flag is a present clearance of no stated level or country: no clearance at all
    // rules out a named one; having one says nothing of its level; neither says anything of the past.
    name: "clearance",
    category: "clearance",
    sensitive: true,
    // (The DOE's Q and L access authorisations and a Special Access Program are clearances by other names.)
    test: /clearance|\bts ?sci\b|polygraph|security vetting|\bvetting\b|public trust|\bdoe\b.*\baccess authori[sz]ation|special access program|\bcleared (to|for) (access|handle|work with|work on)\b.*\bclassified\b/,
    not: /able to obtain|eligible (to|for)|willing to|obtain/,
    claim: (f, q) => {
      const fact = f.bool("backgroundCheck.hasGovernmentClearance");
      if (!fact) return null;
      // A Public Trust determination the question itself says is not a clearance is not the flag's.
      if (/public trust/.test(q.text) && /\bnot (a |an )?(security )?clearance\b/.test(q.text)) return null;
      // Nor is a clearance held a Public Trust determination, unless the question counts any clearance.
      if (
        fact.value &&
        /public trust/.test(q.question) &&
        !/\bany\b|\be g\b|such as|clearance or (a )?public trust|public trust or\b/.test(q.question)
      )
        return null;
      // "Is your clearance currently active?" asks of a clearance held: nothing for someone with none.
      if (!fact.value && /\b(is|are|was|has|does) your (\w+ ){0,3}(clearance|vetting)\b/.test(q.question)) return null;
      // So does "Which agency granted your clearance?", "When does it expire?" (its level or type aside),
      // unless its options say "Not applicable - I do not hold a clearance".
      if (
        !fact.value &&
        !q.field.options?.length &&
        /\byour (\w+ ){0,3}(clearance|vetting)\b/.test(q.question) &&
        /\b(agency|granted|issued|sponsor\w*|expir\w*|investigat\w*|adjudicat\w*|when|date|year|who)\b/.test(q.question)
      )
        return null;
      // "Cleared or clearable?": being clearable (eligible for one) is not in the flag, so having none says
      // nothing; having one is being cleared.
      if (/\bclearable\b/.test(q.question)) return fact.value ? bool(true, fact.from) : null;
      // What befell a clearance (revoked, denied, suspended) is not whether one is held, now or ever.
      if (/revok|denied|deni(al|ed)|suspend|withdrawn|rejected|terminated|adverse/.test(q.question)) return null;
      // "Clearance level (if none, enter 'None')": none is an answer; a level is not known.
      if (!q.field.options?.length && !/^(do|are|have|is)\b/.test(q.question) && /level|type|which/.test(q.text))
        return fact.value ? null : { type: "text", text: "None", from: fact.from };
      // A polygraph is not a clearance; "expired" and "never held" are both true of someone without one now.
      // A polygraph as part of a clearance is ruled out by having none; one on its own is not said.
      if (/polygraph|\bpoly\b/.test(q.question) && (fact.value || !/clearance|ts ?sci|secret/.test(q.text))) return null;
      if (!fact.value && /expired|inactive|lapsed/.test(q.optionsText) && /never/.test(q.optionsText)) return null;
      // Another country's clearance ("UK National Security Vetting") for someone who lives elsewhere: not said.
      const country = countryIn(q.field.label);
      if (fact.value && country && country !== canonicalCountry(f.p.personalInformation.country)) return null;
      // A clearance's status among "Active / Inactive or expired / Never held": a clearance held now is active.
      const active = (q.field.options ?? []).find((o) => /^(active|current)\b/i.test(o.label.trim()));
      if (fact.value && active && /expired|inactive|lapsed|never/.test(q.optionsText))
        return { type: "choose", pick: (options) => options.find((o) => o.value === active.value), from: fact.from };
      // A clearance held now was held in the past, but not of a named level: "a Top Secret clearance at
      // any time in the past" is more specific than the flag.
      if (PAST_OR_ELSEWHERE.test(q.question)) return fact.value && !NAMED_CLEARANCE.test(q.question) ? bool(true, fact.from) : null;
      // "a security clearance or Public Trust": any clearance is one of them.
      if (/clearance or (a )?public trust|public trust or (a )?(security )?clearance/.test(q.question)) return bool(fact.value, fact.from);
      if (NAMED_CLEARANCE.test(q.question)) return fact.value ? null : bool(false, fact.from);
      // Whether another employer can take it over (reciprocity, a transfer, a sponsor) is not said.
      // Nor is whether its investigation is in scope (a periodic reinvestigation due).
      if (fact.value && /reciproc|take (it )?over|transfer|sponsor|in scope|out of scope|reinvestigat/.test(q.question)) return null;
      return bool(fact.value, fact.from);
    },
  },
  {
    // "Able to obtain a Top Secret clearance? (U.S. citizenship is required.)": not without it.
    name: "clearance_eligible",
    category: "clearance",
    sensitive: true,
    test: /(able to|eligible to|can you) (obtain|get|acquire)\b.*clearance.*\bcitizen(ship)? (is )?required|clearance.*requires? (u s |us )?citizenship/,
    claim: (f) => {
      const a = f.authIn("United States");
      const citizen = a?.status ? a.status === "citizen" : a?.authorized === false ? false : undefined;
      return citizen === false ? bool(false, `${a!.from}.${a!.status ? "status" : "authorized"}`) : null;
    },
  },
];
