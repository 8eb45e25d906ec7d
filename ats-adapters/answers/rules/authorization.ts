// Work authorisation and sponsorship, per country, and the order in which every rule about a
// person's right to work is tried: the first that recognises a question answers it, so a narrower
// question ("a visa that is permanent", "a named visa") comes before the general one.
import type { Rule } from "../claims";
import type { CountryAuth } from "../facts";
import { canonicalCountry, countryIn, EU_MEMBERS } from "../text";
import { CITIZENSHIP_RULES, REGION_OF } from "./citizenship";
import { STATUS_LIST_RULES } from "./status-options";
import { holdsVisa, VISA_RULES } from "./visas";
import { AUTHORIZED, combine, countryOf, severalCountries, SPONSOR, yes, asAsked } from "./work-rights";

const NEEDS_PERMIT =
  /(need|require)s? (a |an )?(\w+ ){0,2}(work permit|work visa|visa) to work|(need|require)s? (a |an |any )?(\w+ ){0,5}(work permit|work visa|visa|residence permit)( or [\w ]+)? (to (take( up)?|start|accept|begin|join|perform|do) (this|the|a|up|work|your)\b|in order to work)|(need|require)s? (our |any )?(help|assistance|support) (in |with )?(obtaining|getting|securing)? ?(a |an )?(\w+ )?(work permit|work visa|visa)/;

/** A right to work asked of a later time than now. */
const LATER =
  /\b(still|continue to|remain)\b.{0,40}\b(hold|have|(be )?(authori[sz]ed|eligible|entitled|allowed|permitted|able))\b|\bfrom now\b|\bfor the (full |whole |entire )?(duration|length) of\b|\b(maintain|keep|retain)\b.*\b(throughout|during|for the (full |whole |entire )?(duration|length|term))\b/;

/** Sponsorship needed now and, as a second question, later: "today, and will you also need it in the future?". */
const BOTH_NOW_AND_LATER =
  /\band (will|would) you (also |still )?(need|require)\b[^?]*\b(future|later)\b|\bboth (now|today|currently) and (in the future|later)\b/;

/** Whether the right to work there is held later; with still, now and later (not holding it now: no). */
function heldLater(a: CountryAuth | undefined, still: boolean): boolean | undefined {
  if (!a) return undefined;
  if (a.status) return a.status === "citizen" || a.status === "permanent_resident" ? true : undefined;
  if (a.authorized === false) return still ? false : undefined;
  return a.authorized === true && a.needsSponsorship === false ? true : undefined;
}

export const RIGHT_TO_WORK_RULES: Rule[] = [
  {
    // Form I-9 (the Immigration Reform and Control Act, E-Verify): "will you be able to provide such
    // documentation within three days of hire?" is the right to work in the US, shown by its documents.
    name: "i9_documents",
    category: "authorization",
    sensitive: true,
    test: (q) =>
      /\bform i ?9\b|\bi ?9\b (form|documents?|verification)|e ?verify|immigration reform and control act|employment eligibility/.test(
        q.text,
      ) && /\b(provide|present|produce|submit|furnish|show|showing|complete)\b.*\b(documentation|documents|proof)\b/.test(q.question),
    claim: (f, q) => {
      const a = f.authIn("United States");
      if (!a) return null;
      return asAsked(q, a.authorized, a.from === "workAuthorization" ? "workAuthorization.isAuthorizedToWork" : `${a.from}.authorized`);
    },
  },
  {
    // "Apart from the United States, are you authorised to work in any other country?"
    name: "authorized_elsewhere",
    category: "authorization",
    sensitive: true,
    test: (q) =>
      AUTHORIZED.test(q.text) &&
      /\b(apart from|other than|besides|except|excluding)\b.*\b(any|another) (other )?(country|countries)|\b(any|another) (other )?country\b.*\b(apart from|other than|besides|except)\b/.test(
        q.text,
      ),
    claim: (f, q) => {
      const except = countryIn(q.field.label);
      const entries = (f.p.workAuthorization.countries ?? []) as Array<{ country: string; authorized?: boolean }>;
      const i = entries.findIndex((e) => e.authorized === true && countryIn(e.country) !== except && e.country !== except);
      return i >= 0 ? asAsked(q, true, `workAuthorization.countries[${i}].authorized`) : null;
    },
  },
  {
    // "We are unable to sponsor visas for this role. Can you still accept it?": yes only without sponsorship.
    name: "accept_without_sponsorship",
    category: "sponsorship",
    sensitive: true,
    test: (q) =>
      /\b(unable|not able|cannot|cant|do not|does not|will not|wont|are not able) (to )?(offer |provide )?(visa )?sponsor/.test(q.text) &&
      /^(can|could|would|will|are|is|do)\b/.test(q.question) &&
      !/sponsor/.test(q.question),
    claim: (f, q) => {
      const a = f.authIn(countryOf(q));
      if (!a) return null;
      return a.needsSponsorship === undefined ? null : yes(!a.needsSponsorship && a.authorized !== false, `${a.from}.needsSponsorship`);
    },
  },
  {
    // "Authorised to work in the US on a permanent basis (not on a temporary visa)?": a citizen or a
    // permanent resident is; a visa holder, or someone without the right, is not.
    name: "authorized_permanently",
    category: "authorization",
    sensitive: true,
    test: (q) =>
      /permanent(ly)? (basis|authori|right)|authori[sz]ed to work .*permanent(ly)?\b|permanent work authori|authori[sz]ation (that|which) is permanent/.test(
        q.question,
      ),
    claim: (f, q) => {
      const a = f.authIn(countryOf(q));
      if (!a) return null;
      const value = a.status ? a.status === "citizen" || a.status === "permanent_resident" : a.authorized === false ? false : undefined;
      return yes(value, `${a.from}.${a.status ? "status" : "authorized"}`);
    },
  },
  {
    // "... and will you still hold it a year from now?", "for the duration of your employment?": a
    // right held later. A citizen's or permanent resident's lasts; needing no sponsorship now or in
    // the future says it lasts; a visa's may end, so a visa holder's is not known (docs/answers.md,
    // "Entailment": visas and statuses).
    name: "authorized_later",
    category: "authorization",
    sensitive: true,
    test: (q) => AUTHORIZED.test(q.text) && LATER.test(q.question),
    claim: (f, q) => {
      // "Still", "now and for the duration": the right now as well, which someone without it lacks.
      const still = /\b(still|continue|remain)\b|\bnow and\b/.test(q.question);
      const several = severalCountries(q);
      if (several)
        return yes(
          combine(
            several.countries.map((c) => heldLater(f.authIn(c), still)),
            several.all,
          ),
          "workAuthorization.countries",
        );
      // An unnamed country is home, read from its own entry when the profile has one (its status).
      const a = f.authIn(countryOf(q) ?? canonicalCountry(f.p.personalInformation.country ?? ""));
      return a
        ? yes(heldLater(a, still), `${a.from}.${a.status ? "status" : a.authorized === false ? "authorized" : "needsSponsorship"}`)
        : null;
    },
  },
  {
    // "Authorised to work ... without sponsorship": both facts at once.
    name: "authorized_without_sponsorship",
    category: "sponsorship",
    sensitive: true,
    test: /without (the |a |an |any )?(need(ing)? (for|of) |requiring |require |needing )?(a |an |any )?(current or future |future )?(\w+ ){0,2}((visa |employer |employment |immigration |work )?sponsor|(employment |work )?visa\b|(immigration|visa) (support|assistance|help)\b)/,
    claim: (f, q) => {
      const free = (a: CountryAuth | undefined) =>
        !a
          ? undefined
          : a.authorized === false || a.needsSponsorship === true
            ? false
            : a.authorized === true && a.needsSponsorship === false
              ? true
              : undefined;
      // "in the US or Canada without sponsorship": any of them (each, with "and").
      const several = severalCountries(q);
      if (several)
        return yes(
          combine(
            several.countries.map((c) => free(f.authIn(c))),
            several.all,
          ),
          "workAuthorization.countries",
        );
      const a = f.authIn(countryOf(q));
      return a ? yes(free(a), a.from) : null;
    },
  },
  {
    // "Do you need a work permit (or visa) to work in the UK?": authorised without sponsorship is no.
    name: "needs_permit",
    category: "sponsorship",
    sensitive: true,
    // (Read without its notes in brackets: "a work permit (for example a Critical Skills Permit) to work".)
    test: (q) => NEEDS_PERMIT.test(q.text) || NEEDS_PERMIT.test(q.question),
    claim: (f, q) => {
      const a = f.authIn(countryOf(q));
      if (!a) return null;
      // Needing a visa does not say which: a class named ("a TN visa", "an E-3") is known only not to be
      // needed by someone who needs none.
      const named =
        /\b(tn|e ?3|o ?1|l ?1|j ?1|h ?4|e ?2|blue card)\b/.test(q.question) &&
        !/\bor (any )?other\b|\b(e g|such as|for example)\b/.test(q.question);
      if (named && a.authorized !== true) return null;
      if (named && (a.status === "work_visa" || a.status === "student_visa" || a.needsSponsorship === true)) return null;
      if (a.authorized === false) return yes(true, `${a.from}.authorized`);
      // Working on a visa, or needing one sponsored, is needing one.
      if (a.status === "work_visa" || a.status === "student_visa" || a.needsSponsorship === true)
        return yes(true, `${a.from}.${a.status ? "status" : "needsSponsorship"}`);
      if (a.status === "citizen" || a.status === "permanent_resident") return yes(false, `${a.from}.status`);
      return a.authorized === true && a.needsSponsorship === false ? yes(false, `${a.from}.needsSponsorship`) : null;
    },
  },
  {
    name: "sponsorship",
    category: "sponsorship",
    sensitive: true,
    // "... without sponsorship" asks the opposite; a wording the rule above misses is left unanswered.
    // "Are you on a visa sponsored by your current employer?" asks what one holds, not what one needs.
    // (Read in the asking sentence: a note "(We do not hold a sponsor licence.)" is not the question.)
    test: (q) => SPONSOR.test(q.question),
    not: /\bwithout\b|\b(currently|now) (in [\w ]+ )?on (a|an) [\w ]*visa|sponsored by your (current )?employer|clearance/,
    claim: (f, q) => {
      // Having been sponsored ("Have you ever been sponsored for an H-1B?") is the past, not the need.
      if (
        /\b(have|has) (you|an? (\w+ )?employer) (ever |previously |already )?(been |had )?(\w+ )?sponsor|\b(were|was) you (ever |previously )?sponsored|\b(previously|ever|already) (been )?sponsored|\bsponsored (you )?(before|previously|in the past)/.test(
          q.question,
        )
      )
        return null;
      const a = f.authIn(countryOf(q));
      if (!a) return null;
      // The need now and the need later asked together ("today, and will you also need it in the
      // future?"): the flag is a need now or later, so it says no to both, never yes to both
      // (docs/answers.md, Visas and statuses).
      if (a.needsSponsorship && !q.negated && BOTH_NOW_AND_LATER.test(q.question)) return null;
      // Sponsorship "for an H-1B visa": needing sponsorship does not say which visa (a TN, an O-1, a
      // transfer), so a named class is not known for someone who needs it and holds no such visa (one held
      // is the visa its renewal or transfer sponsors); needing none rules each out.
      if (
        a.needsSponsorship &&
        holdsVisa(a, q.question) !== true &&
        /\bsponsor\w* (for|of|on|through) (a |an |the )?(h ?1 ?b|tn|e ?3|o ?1|l ?1)\b/.test(q.question)
      )
        return null;
      return yes(a.needsSponsorship, a.from === "workAuthorization" ? "workAuthorization.needsSponsorship" : `${a.from}.needsSponsorship`);
    },
  },
  {
    // "An application for U.S. work authorization pending?": a citizen or permanent resident needs
    // none; anyone else may or may not have one.
    name: "authorization_pending",
    category: "authorization",
    sensitive: true,
    test: /\b(pending|applied for|awaiting)\b.*\b(authori[sz]ation|permit|visa|ead|green card|status)\b|\b(authori[sz]ation|permit|visa|ead|green card)\b.*\bpending\b/,
    claim: (f, q) => {
      const a = f.authIn(countryOf(q));
      return a?.status === "citizen" || a?.status === "permanent_resident" ? yes(false, `${a.from}.status`) : null;
    },
  },
  {
    name: "authorized",
    category: "authorization",
    sensitive: true,
    // (Consent to checks of one's right to work is consent, not a claim to have it.)
    // "Are you able to work in the US without restriction?": being able to, in a country, for any employer.
    test: (q) =>
      AUTHORIZED.test(q.text) ||
      (/\b(able|free) to work in\b/.test(q.question) &&
        /without (any )?restriction|unrestricted|any employer/.test(q.question) &&
        countryIn(q.field.label) !== null),
    // (Nor is uploading a permit: "If you are under 18, upload a work permit" asks about age.)
    not: /temporary|expir|time limited|tied to|\bsolely\b|\bonly through\b|\bconsent\b|\bchecks?\b|\bupload\b/,
    claim: (f, q) => {
      // "in any country outside North America": an entry with the right there says yes; none known
      // there says nothing (the profile's entries are not every country), as for a citizenship.
      const region =
        /\b(country|countries|nation) (in|outside( of)?|from) (the )?(americas|north america|south america|latin america|europe|asia|africa)\b/.exec(
          q.question,
        );
      if (region) {
        const entries = (f.p.workAuthorization.countries ?? []) as Array<{ country?: unknown; authorized?: unknown }>;
        const outside = region[2].startsWith("outside");
        const i = entries.findIndex((e) => {
          if (typeof e.country !== "string" || e.authorized !== true) return false;
          const inside = REGION_OF(region[5], canonicalCountry(e.country));
          return outside ? inside === false : inside === true;
        });
        return i >= 0 ? asAsked(q, true, `workAuthorization.countries[${i}].authorized`) : null;
      }
      // "in any (or at least one) EU member state": an entry for a member state says yes; none is not a no.
      if (/\b(any|at least (1|one)|one of the)\b.*\b(eu|eea|european union)\b.*\bmember (state|country)/.test(q.text)) {
        const entries = (f.p.workAuthorization.countries ?? []) as Array<{ country?: unknown; authorized?: unknown }>;
        const i = entries.findIndex(
          (e) => typeof e.country === "string" && EU_MEMBERS.has(canonicalCountry(e.country)) && e.authorized === true,
        );
        if (i >= 0) return yes(true, `workAuthorization.countries[${i}].authorized`);
      }
      // "in the United States, in Canada AND in the United Kingdom": each of them, or any of them.
      const several = severalCountries(q);
      if (several) {
        const values = several.countries.map((c) => f.authIn(c)?.authorized);
        return yes(combine(values, several.all), "workAuthorization.countries");
      }
      const a = f.authIn(countryOf(q));
      if (!a) return null;
      const from = a.from === "workAuthorization" ? "workAuthorization.isAuthorizedToWork" : `${a.from}.authorized`;
      // "for any employer", "without restriction": a visa tied to a sponsor is not that.
      if (/this employer/.test(q.text) && a.authorized && a.needsSponsorship !== false) return null;
      if (/any employer|without (any )?restriction|unrestricted/.test(q.text) && a.authorized) {
        return a.needsSponsorship === undefined ? null : yes(!a.needsSponsorship, `${a.from}.needsSponsorship`);
      }
      return yes(a.authorized, from);
    },
  },
];

/** The order rules are tried in (names, so that moving a rule between files cannot reorder them). */
const ORDER = [
  "foreign_national",
  "us_person",
  "citizenships_listed",
  "sole_citizenship",
  "citizen_of_home",
  "passport",
  "i9_documents",
  "citizen_of_region",
  "commonwealth_citizen",
  "authorized_elsewhere",
  "accept_without_sponsorship",
  "visa_process",
  "named_visa_sponsorship",
  "citizen_needing_visa",
  "visa_renewal",
  "h1b_cap",
  "uk_settled_status",
  "on_employer_visa",
  "citizen_of_described_country",
  "authorized_permanently",
  "authorized_later",
  "on_visa_needing_sponsorship",
  "status_temporary",
  "permanent_sponsorship",
  "citizen_of_group",
  "eu_citizenship",
  "dual_citizenship",
  "work_status",
  "other_citizenship",
  "citizenship_yes_no",
  "citizenship",
  "authorized_without_sponsorship",
  "visa_type_held",
  "holds_visa",
  "blue_card_permit",
  "visa_transfer",
  "needs_permit",
  "sponsorship",
  "authorization_pending",
  "authorized",
];

const BY_NAME = new Map([...RIGHT_TO_WORK_RULES, ...CITIZENSHIP_RULES, ...STATUS_LIST_RULES, ...VISA_RULES].map((r) => [r.name, r]));
if (BY_NAME.size !== ORDER.length) throw new Error("every authorisation rule has one place in ORDER");

export const AUTHORIZATION_RULES: Rule[] = ORDER.map((name) => {
  const rule = BY_NAME.get(name);
  if (!rule) throw new Error(`no authorisation rule named ${name}`);
  return rule;
});
