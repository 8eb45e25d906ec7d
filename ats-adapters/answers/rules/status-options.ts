// A list of status statements to choose from ("U.S. Citizen" / "H-1B Visa" / "Not authorized"):
// each option is read for what it states, and the one true of the applicant that states the most is
// chosen (docs/answers.md, "Never invent": status lists).
import type { QuestionOption } from "../../../lib/domain";
import type { Rule } from "../claims";
import type { CountryAuth } from "../facts";
import { canonicalCountry, countryIn, EU_MEMBERS, normalizeText, words } from "../text";
import { holdsVisa, visaKeys } from "./visas";
import { citizenOf, countryOf } from "./work-rights";

/** A particular US visa or a student's work authorisation, as a status option may deny holding it. */
const NAMED_US_VISA = new Set(["h1b", "h4", "f1", "opt", "stemopt", "cpt", "tn", "l1", "o1", "e3", "j1"]);

export interface Statement {
  /** What must hold for the option to be true of the applicant; undefined = unknown. */
  checks: Array<(a: CountryAuth) => boolean | undefined>;
  weight: number;
}

/** What a status option states: "U.S. Citizen", "H-1B Visa", "Authorized ... will require sponsorship". */
export function statementOf(label: string): Statement | null {
  const t = words(label);
  const checks: Statement["checks"] = [];
  let weight = 0;
  const status =
    (...wanted: string[]) =>
    (a: CountryAuth) =>
      a.status ? wanted.includes(a.status) : a.authorized === false ? false : undefined;
  const visasNamed = visaKeys(label).filter((k) => NAMED_US_VISA.has(k));
  if (/u s person/.test(t)) {
    const person = (a: CountryAuth) => citizenOf(a, true);
    checks.push(/\bnot\b/.test(t) ? (a) => (person(a) === undefined ? undefined : !person(a)) : person);
    weight += 3;
  } else if (
    visasNamed.length &&
    /\b(do not|dont|don t|am not|not on|not an?|never|no longer|not currently)\b/.test(t) &&
    !/sponsor/.test(t)
  ) {
    // "I do not hold an H-1B", "Not applicable - I am not on OPT": true when the profile rules the visa out.
    checks.push((a) => {
      const held = holdsVisa(a, label);
      return held === undefined ? undefined : !held;
    });
    weight += 2;
  } else if (
    /\bno (u s |us )?(immigration )?status\b|\b(not|never been) in the (united states|u s)\b|\b(live|living|reside|residing|based) outside\b/.test(
      t,
    )
  ) {
    // "I have no U.S. immigration status (I live outside the U.S.)", "I am not in the United States":
    // no status there for someone who lives elsewhere and is not authorised there.
    checks.push((a) => (a.status || a.livesThere ? false : a.livesThere === false && a.authorized === false ? true : undefined));
    weight += 3;
  } else if (/pre ?settled/.test(t) && !/settled or pre ?settled/.test(t)) {
    checks.push((a) => (a.status ? false : undefined)); // temporary: none of the statuses a profile states
    weight += 3;
  } else if (/\bforeign (national|person|citizen)\b|\bforeigner\b/.test(t)) {
    // "Foreign National": not a citizen of the country asked (a permanent resident is one too).
    checks.push((a) => (a.status ? a.status !== "citizen" : a.authorized === false ? true : undefined));
    weight += 1;
  } else if (/citizen/.test(t) && /permanent|green card|resident|settled|indefinite leave/.test(t)) {
    checks.push(status("citizen", "permanent_resident"));
    weight += 3;
  } else if (/non ?citizen national/.test(t)) {
    // (Form I-9's "noncitizen national": a status no profile states.)
    checks.push((a) => (a.status ? false : undefined));
    weight += 3;
  } else if (/\bnon ?(\w+ ){0,2}citizen|not a (\w+ ){0,2}citizen/.test(t)) {
    // "Non-citizen allowed to work for any employer": anyone but a citizen (says less than a status).
    checks.push((a) => (a.status ? a.status !== "citizen" : a.authorized === false ? true : undefined));
    weight += 1;
  } else if (/citizen|\bnational\b/.test(t) && !/non ?(\w+ ){0,2}citizen|not a (\w+ ){0,2}citizen/.test(t)) {
    checks.push(status("citizen"));
    weight += 3;
  } else if (/permanent resident|green card|settled|indefinite leave|\blpr\b/.test(t)) {
    checks.push(status("permanent_resident"));
    weight += 3;
  } else if (/h ?1 ?b/.test(t) && !/employment visa/.test(t)) {
    checks.push((a) =>
      a.visa ? normalizeText(a.visa).replace(/ /g, "") === "h1b" : a.status ? false : a.authorized === false ? false : undefined,
    );
    weight += 3;
  } else if (/\bf ?1\b|\bopt\b|\bcpt\b|student visa/.test(t)) {
    checks.push(status("student_visa"));
    weight += 3;
  } else if (
    /\bno (work )?visa (is )?(required|needed)|\bvisa (is )?not (required|needed)|\b(do not|dont) (need|require) a (work )?visa\b/.test(t)
  ) {
    // "No visa required": needing none, which someone who needs one sponsored, or works on one, does not.
    checks.push((a) =>
      a.status === "citizen" || a.status === "permanent_resident"
        ? true
        : a.status === "work_visa" || a.status === "student_visa" || a.authorized === false || a.needsSponsorship === true
          ? false
          : undefined,
    );
    weight += 3; // says more than holding none
  } else if (
    /\b(do not|dont|don t|no longer) (hold|have)\b.*\bvisa\b|\bno (work )?visa\b|\bnot an? (current )?(\w+ )?visa holder\b/.test(t)
  ) {
    // "None - I do not hold a U.S. work visa": true of citizens, residents and those without the right.
    checks.push((a) => (a.status === "work_visa" ? false : a.status || a.authorized === false ? true : undefined));
    weight += 2;
  } else if (/\bvisa\b|blue card|residence permit/.test(t) && (!/sponsor/.test(t) || /holder|hold a visa/.test(t))) {
    checks.push(status("work_visa"));
    weight += /other/.test(t) ? 1 : 2;
  }
  // "... for my current (sponsoring) employer" is a visa tied to it; "for any employer" needs no sponsor.
  if (/\b(current|present|sponsoring) (sponsoring )?employer\b|\bemployer only\b|only for (my|one|a single|a specific)\b/.test(t)) {
    checks.push((a) => (a.status ? a.status === "work_visa" : a.authorized === false ? false : undefined));
    weight += 1;
  } else if (/\bany (u s |us )?employer\b/.test(t)) {
    checks.push((a) => (a.needsSponsorship === undefined ? undefined : !a.needsSponsorship));
  }
  if (
    /not (currently |yet |legally )?authori[sz]ed|seeking (work )?authori[sz]ation|(no|without) (work |employment )?authori[sz]ation|do not have the right|dont have the right|no right to work|not eligible|need a work permit|not legally|(need|have) to (obtain|get|apply for) (\w+ ){0,2}(work )?(permission|permit|authori[sz]ation)|(cannot|cant|can not) (legally )?work/.test(
      t,
    )
  ) {
    checks.push((a) => (a.authorized === undefined ? undefined : !a.authorized));
    weight += 1;
  } else if (
    /authori[sz]ed|eligible|right to work|(allowed|permitted|entitled) to work|\bwith (work |employment )?authori[sz]ation|permission to work|work permission|\bi (can|am able to) (legally )?work\b/.test(
      t,
    )
  ) {
    checks.push((a) => a.authorized);
    weight += 1;
  }
  // ("I can work in the U.S. now but will require sponsorship in the future" is the same statement.)
  if (/\bnot now\b.*\b(future|later)\b|\bnow\b.*\bbut\b.*\b(require|need)\b.*\b(future|later)\b/.test(t)) {
    // "Not now, but I will require sponsorship in the future": not for someone without the right now.
    checks.push((a) => (a.authorized === false || a.needsSponsorship === false ? false : undefined));
    weight += 1;
  } else if (
    /(not|dont|do not|will not|wont|never) (need|require)|without (the need for |needing |requiring |(the )?need of )?(visa )?sponsor|no sponsorship/.test(
      t,
    )
  ) {
    checks.push((a) => (a.needsSponsorship === undefined ? undefined : !a.needsSponsorship));
    weight += 1;
  } else if (/(require|need)s? (visa )?sponsorship|sponsorship (is )?required/.test(t)) {
    checks.push((a) => a.needsSponsorship);
    weight += 1;
    // "... now" beside "... in the future": someone without the right there, or on a visa a new
    // employer must sponsor, needs it now, not only later.
    if (/\bnow\b/.test(t)) weight += 1;
    else if (/\b(future|later)\b/.test(t))
      checks.push((a) =>
        a.needsSponsorship === false
          ? false
          : a.authorized === false || a.status === "work_visa" || a.status === "student_visa"
            ? false
            : undefined,
      );
  }
  return checks.length ? { checks, weight } : null;
}

/** The single option that is true of the applicant and says the most; none when two tie or any is unknown. */
export function pickStatus(
  options: QuestionOption[],
  a: CountryAuth,
  citizenship = false,
  asked?: { country: string; authIn: (country: string) => CountryAuth | undefined },
): QuestionOption | undefined {
  let best: QuestionOption | undefined;
  let bestWeight = 0;
  let tie = false;
  for (const o of options) {
    const s = statementOf(o.label);
    if (!s) continue;
    // "Canadian Citizen/Permanent Resident" in a list read for the US is a statement about Canada: read
    // against that country's entry, and left aside when the profile has none.
    const named = countryIn(o.label);
    const union = (x: string, y: string) => x === "European Union" && EU_MEMBERS.has(y);
    const other = asked && named && named !== asked.country && !union(named, asked.country) && !union(asked.country, named);
    const about = other ? asked.authIn(named) : a;
    if (!about) continue;
    const results = s.checks.map((c) => c(about));
    if (results.some((r) => r === false)) continue;
    if (results.some((r) => r === undefined)) return undefined; // an option we cannot rule out
    if (s.weight > bestWeight) [best, bestWeight, tie] = [o, s.weight, false];
    else if (s.weight === bestWeight) tie = true;
  }
  if (tie) return undefined;
  // Every statement is false of the applicant: the list's "None of the above", if it has one.
  // Every statement false: the list's "None of the above"; its "Other" only for citizenship, which
  // everyone has (a visa status may be none at all).
  return (
    best ??
    options.find((o) => /^(none of the above|none|neither|not applicable)$/.test(words(o.label))) ??
    (citizenship ? options.find((o) => /^other$/.test(words(o.label))) : undefined)
  );
}

const STATUS_OPTIONS =
  /citizen|green card|permanent resident|h ?1 ?b|visa|u s person|authori[sz]ed|right to work|settled|sponsorship|permission to work|work permission/;
const CHOICE = new Set(["single_select", "radio", "multi_select"]);

export const STATUS_LIST_RULES: Rule[] = [
  {
    // A list of statements to choose from: "U.S. Citizen" / "H-1B Visa" / "Not authorized ...".
    name: "work_status",
    category: "authorization",
    sensitive: true,
    test: (q) => {
      const stated = q.field.options?.filter((o) => statementOf(o.label)).length ?? 0;
      // ("Will you require sponsorship for a visa status? OPT / H1B / None" asks what is needed, not held.)
      return (
        CHOICE.has(q.field.kind) &&
        STATUS_OPTIONS.test(q.optionsText) &&
        // (Options that state the sponsorship needed, "now" or "in the future", answer it.)
        (!/\b(require|need)\b.*\bsponsor|\bsponsor\w*\b.*\b(require|need)\b/.test(q.question) || /\bsponsor/.test(q.optionsText)) &&
        (stated >= 2 || (stated === 1 && /authori[sz]ation|status|right to work|immigration/.test(q.text)))
      );
    },
    claim: (f, q) => {
      // The country asked: the label's, else the one the options name, if they name one only.
      const inOptions = [...new Set((q.field.options ?? []).map((o) => countryIn(o.label)).filter((c) => c !== null))];
      const country = countryOf(q) ?? (inOptions.length === 1 ? inOptions[0] : null);
      const asked = country ?? canonicalCountry(f.p.personalInformation.country);
      const found = f.authIn(country);
      // Whether home is in the country asked ("I am not in the United States").
      const a = found && { ...found, livesThere: canonicalCountry(f.p.personalInformation.country) === asked };
      return a
        ? {
            type: "choose",
            pick: (options) =>
              pickStatus(options, a, /citizen(ship)? status|^citizenship$/.test(q.question), {
                country: asked,
                authIn: (c) => f.authIn(c),
              }),
            from: a.from,
          }
        : null;
    },
  },
];
