// Where and how the applicant can work: relocation, office days, in person or remote, travel,
// commuting, transportation and a driver's licence.
import type { Rule } from "../claims";
import { bool, boolAt } from "../claims";
import type { ApplicantFacts } from "../facts";
import { canonicalCountry, countryIn, namedPlace, words } from "../text";
import type { QuestionOption } from "../../../lib/domain";
import { pickYesNo } from "../options";
import { polarity } from "../../engine/option-meaning";
import { homeAt, homeStateNamed, statesNamed } from "../places";

/** Whether home is in a state (or at a city) the label names. */
const homeIn = (f: ApplicantFacts, label: string): boolean => {
  return homeStateNamed(f.p.personalInformation, label) === true || homeAt(f.p.personalInformation, label) === true;
};

/** An option for someone who needs no move: "I already live in the Austin area", "Already local". */
const ALREADY_THERE = /\balready (live|living|based|located|reside|residing|local|in)\b/;

export const WORK_ARRANGEMENT_RULES: Rule[] = [
  {
    // "Can you work from our Seattle office? Yes, I can make the commute / Yes, I am planning to
    // relocate / No": the way there, among options that name commuting and moving. Living near it
    // and able to work in person is the commute; unable to, or far and not moving, is no; far and
    // willing to move says nothing of which moving option (assistance or not).
    name: "commute_or_relocate",
    category: "relocation",
    test: (q) => /\bcommut/.test(q.optionsText) && /\brelocat|\bmov(e|ing)\b/.test(q.optionsText),
    claim: (f, q) => {
      const inPerson = f.bool("workPreferences.canWorkInPerson");
      if (!inPerson) return null;
      const no = (options: QuestionOption[]) => pickYesNo(options, false);
      if (!inPerson.value) return { type: "choose", pick: no, from: inPerson.from };
      const at = homeAt(f.p.personalInformation, q.field.label);
      if (at)
        return {
          type: "choose",
          pick: (options) => options.find((o) => /\bcommut/.test(words(o.label)) && !/\b(not|cannot|cant|unable)\b/.test(words(o.label))),
          from: `${inPerson.from}+personalInformation.city`,
        };
      const moving = f.bool("workPreferences.canRelocate");
      return at === false && moving?.value === false ? { type: "choose", pick: no, from: `${moving.from}+personalInformation.city` } : null;
    },
  },
  {
    // Relocating to the country one lives in asks nothing the profile answers.
    name: "relocation",
    category: "relocation",
    test: /relocat|\b(move|moving) to\b|\b(move|moving) (house|home)\b|\b(move|moving) for (this|the) (job|role|position|opportunity)\b/,
    not: /assistance|preference/,
    claim: (f, q) => {
      // Planning a move is not being willing to make one.
      if (/\b(plan|planning|plans|intend|intending|going) to (relocat|move)|\bplanned (relocation|move)\b/.test(q.text)) return null;
      // "No relocation package ... at your own expense?": not moving says no; moving says nothing of paying for it.
      // Nor of how soon ("within 30 days", "by January 2027"). (Another country is relocating too, as
      // rounds 5 and 15 expect.)
      if (
        /package|own expense|own cost|self funded|at your expense/.test(q.text) ||
        /\b(within|in the next|by)( the next)? (\d+ |a |an )?(days?|weeks?|months?|years?)\b|\bby (january|february|march|april|may|june|july|august|september|october|november|december)\b|\b(immediately|asap|short notice)\b/.test(
          q.text,
        )
      ) {
        const fact = f.bool("workPreferences.canRelocate");
        return fact?.value === false ? bool(false, fact.from) : null;
      }
      // Already there ("located in Texas or willing to relocate to Texas") is yes.
      if (
        (/(located|live|based|reside) in\b.* or (willing|able|open)/.test(q.text) ||
          /(relocat|move)\w*\b.* or .*\b(local|located|live|living|based|reside|residing)\b/.test(q.text)) &&
        homeIn(f, q.field.label)
      )
        return bool(true, "personalInformation.state");
      // "Commute to our Seattle office, or willing to relocate?": living there and working in person commutes.
      const inPerson = f.bool("workPreferences.canWorkInPerson");
      if (/\bcommut\w*\b.*\bor\b.*\b(relocat|move)/.test(q.text) && inPerson?.value && homeIn(f, q.field.label))
        return bool(true, `${inPerson.from}+personalInformation.city`);
      const moving = /relocat\w* to (the )?/.test(q.text) && countryIn(q.field.label) === canonicalCountry(f.p.personalInformation.country);
      if (moving) return null;
      // Relocating to the city or state one already lives in asks nothing the profile answers, unless
      // the form offers "I already live in the Austin area".
      if (homeIn(f, q.field.label))
        return q.field.options?.some((o) => ALREADY_THERE.test(words(o.label)))
          ? { type: "choose", pick: (options) => options.find((o) => ALREADY_THERE.test(words(o.label))), from: "personalInformation.city" }
          : null;
      // "Do you live there or will you relocate?" about a place not named: only a willing mover is known.
      const fact = f.bool("workPreferences.canRelocate");
      const placeNamed = namedPlace(q.field.label) !== null || countryIn(q.field.label) !== null || statesNamed(q.field.label).length > 0;
      if (fact?.value === false && !placeNamed && /\b(currently )?(live|located|based|reside)\b.*\bor\b/.test(q.text)) return null;
      return fact ? bool(fact.value, fact.from) : null;
    },
  },
  {
    // "Are you only seeking fully remote positions?": only when in person is ruled out.
    name: "remote_only",
    category: "work_arrangement",
    // ("Are you looking for remote work only?", "Is remote work a must for you?", "Do you need this role
    // to be 100% remote?" too.)
    test: /\b(need|require)s? (this|the) (role|position|job) to be (fully |100 |entirely )?remote\b|\bonly\b.*\bremote(ly)?\b|\bremote( \w+){0,2} only\b|(require|need|must have) (a )?(fully|100) remote|((fully|100) )?remote (role|position|job|work)s? (is )?(essential|mandatory|necessary)\b|((fully|100) )?remote (role|position|job|work|working|arrangement)s? (is |be )?(a )?(requirement|required|must|non negotiable|deal ?breaker)\b|\bmust (be|work) (fully )?remote(ly)?\b/,
    claim: (f) => {
      const fact = f.bool("workPreferences.canWorkInPerson");
      return fact ? bool(!fact.value, fact.from) : null;
    },
  },
  {
    // "Are you seeking a fully remote role?": what one looks for, not what one is open to. Someone who
    // cannot work remotely is not; someone who can only work remotely is; someone who can do both may
    // seek either.
    name: "seeking_remote",
    category: "work_arrangement",
    test: /\b(seeking|looking for|searching for|hoping for) (a |an )?((fully|100|entirely) )?remote (role|position|job|work|opportunit\w*)\b/,
    claim: (f) => {
      const remote = f.bool("workPreferences.canWorkRemotely");
      const inPerson = f.bool("workPreferences.canWorkInPerson");
      if (remote?.value === false) return bool(false, remote.from);
      return remote?.value && inPerson?.value === false ? bool(true, inPerson.from) : null;
    },
  },
  {
    // "Which best describes where you can work? Remote only / On-site only / Either": both facts.
    name: "work_mode",
    category: "work_arrangement",
    test: (q) =>
      (q.field.options?.length ?? 0) >= 2 &&
      /remote/.test(q.optionsText) &&
      /on ?site|in person|office/.test(q.optionsText) &&
      /\b(either|both|any|hybrid|flexible|no preference)\b/.test(q.optionsText),
    // A preference among modes one can do both of is the client's to state; one mode only is an answer.
    claim: (f, q) => {
      const remote = f.bool("workPreferences.canWorkRemotely");
      const inPerson = f.bool("workPreferences.canWorkInPerson");
      if (!remote || !inPerson) return null;
      const prefer = /prefer/.test(q.text);
      const want =
        remote.value && inPerson.value
          ? prefer
            ? null
            : /\b(either|both|any)\b/
          : remote.value
            ? prefer
              ? /^(fully |completely |100 )?remote(ly)?$|^(work(ing)? )?(remotely|from home)$|remote only|only remote/
              : /remote only|only remote|fully remote/
            : inPerson.value
              ? prefer
                ? /^(fully |completely |100 )?(work(ing)? )?(in ?(the )?office|on ?site|in person|office based)$|(on ?site|in person|office) only/
                : /(on ?site|in person|office) only|only (on ?site|in person)/
              : null;
      // An option's head is what it states; an explanation after a colon ("Fully remote: I prefer to
      // work completely remotely") says it again.
      const head = (o: QuestionOption) => words(o.label.replace(/:.*$/, ""));
      return want
        ? { type: "choose", pick: (options) => options.find((o) => want.test(head(o))), from: `${remote.from}+${inPerson.from}` }
        : null;
    },
  },
  {
    // Remote from another country than home asks about a place the profile does not cover.
    name: "remote",
    category: "work_arrangement",
    test: /\bremote(ly)?\b|from home|work from anywhere/,
    // "Entirely on-site, with no remote days at all?" is about working in person; a hybrid schedule
    // about both (in_person).
    not: /prefer|which|(have|has|own) (a )?(\w+ )?home office|home office (set ?up|equipment|space|stipend)|internet|equipment|workspace|quiet|(place|space|room|area|desk) to work|dedicated|experience|hybrid|(entirely|fully|100|only) (on ?site|in (the )?office|in person)\b/,
    claim: (f, q) => {
      const country = countryIn(q.field.label);
      return country && country !== canonicalCountry(f.p.personalInformation.country) ? null : boolAt("workPreferences.canWorkRemotely")(f);
    },
  },
  {
    name: "travel",
    category: "commute_travel",
    test: /travel/,
    claim: (f, q) => {
      const max = f.at<number>("workPreferences.maxTravelPercent");
      if (!max) return null;
      // "Do you need a role with no travel at all?": only someone who travels none does.
      if (/\b(need|require|looking for|only (consider|accept))\b.*\b(no|zero|0) travel|without (any )?travel/.test(q.text))
        return bool(max.value === 0, max.from);
      if (!q.field.options?.length && /(maximum|max|how much|what) (percentage|percent|share|amount)/.test(q.text))
        return { type: "number", n: max.value, from: max.from };
      // ("Half of your working time" is 50%, "a quarter" 25%.)
      const share = /\b(half|a quarter|a third)\b/.exec(q.text)?.[1];
      const asked =
        /(\d+) ?%|(\d+) percent/.exec(q.field.label) ?? (share ? [share, { half: "50", "a quarter": "25", "a third": "33" }[share]] : null);
      if (asked) {
        const n = Number(asked[1] ?? asked[2]);
        const able = /\b(exceed|exceeding|more than|over|above)\b/.test(q.text)
          ? max.value > n
          : /(maximum|max|limit|availability)\b.*\b(below|under|less than)/.test(q.text)
            ? max.value < n
            : n <= max.value;
        // The profile's figure is a share of time, anywhere: it rules out more abroad, not that much.
        if (able && /international|overseas|abroad/.test(q.text)) return null;
        // "Would travel over 30% be a problem?" asks the other way round.
        return bool(/\b(problem|issue|concern|difficult)\b/.test(q.text) ? !able : able, max.from);
      }
      // "Are you able to travel if the job requires it?": some travel is within any maximum above 0,
      // none within 0; how far, how long or how often ("extended periods", "overnight") is not said.
      const yesNo = !q.field.options?.length || pickYesNo(q.field.options, true) !== undefined;
      if (
        yesNo &&
        /\btravel/.test(q.question) &&
        /\b(able|willing|can you|open|available)\b/.test(q.text) &&
        !/\b(problem|issue|concern|difficult)\b/.test(q.text)
      ) {
        if (max.value === 0) return bool(false, max.from);
        return /extended|overnight|international|overseas|abroad|frequent|extensive|weeks?|months?|long|regular|weekly|monthly|\d/.test(
          q.text,
        )
          ? null
          : bool(true, max.from);
      }
      // Options by the most each allows ("Moderate (up to 25%)", "None"): the largest within the profile's.
      // A preference among levels ("What is your preference for business travel?") is not the most one
      // accepts: only a maximum of 0 picks "No travel" there.
      if (max.value > 0 && /\bprefer(ence|red)?\b/.test(q.text)) return null;
      const options = q.field.options ?? [];
      const levels = options.map((o) => ({
        o,
        n: /^(none|no travel|0)\b/.test(words(o.label))
          ? 0
          : Math.max(...[...o.label.matchAll(/(\d+) ?%/g)].map((m) => Number(m[1])).concat(o.label.includes("%") ? [] : [NaN])),
        over: /more than|over|above|\+/.test(o.label),
      }));
      const within = levels.filter((x) => !Number.isNaN(x.n) && !x.over && x.n <= max.value).sort((a, b) => b.n - a.n)[0];
      // "None" beside levels not stated as a share ("Occasionally", "Frequently") says less than a
      // maximum above 0 allows, and one of those may be within it: not known.
      if (within?.n === 0 && max.value > 0 && levels.some((x) => Number.isNaN(x.n) && polarity(x.o.label) !== "decline")) return null;
      return within ? { type: "choose", pick: () => within.o, from: max.from } : null;
    },
  },
  {
    name: "transportation",
    category: "transportation",
    // ("Your own way of getting to the office every day" is the same.)
    test: /transportation|reliable (means of )?transport|reliably commute|commute reliably|\b(way|means) (of getting|to get) (to|into)( and from)? (work|the office|the (work|job) ?site|your (workplace|place of work))\b/,
    not: /commute to/,
    claim: boolAt("workPreferences.hasTransportation"),
  },
  {
    // Transportation may be a bus: only having none says there is no vehicle.
    name: "own_vehicle",
    category: "transportation",
    test: /(own|a|your) (vehicle|car)\b|access to a (vehicle|car)/,
    claim: (f, q) => {
      const fact = f.bool("workPreferences.hasTransportation");
      // "A vehicle or other dependable transport": any transportation is one of them.
      if (fact?.value && /\bor (any )?(other )?(\w+ )?(transport|transportation|means of transport)\b/.test(q.question))
        return bool(true, fact.from);
      return fact?.value === false ? bool(false, fact.from) : null;
    },
  },
  {
    // "Can you commute to Austin, TX?": someone who cannot work in person cannot; someone who lives
    // near it and can, can; anyone else is not known (docs/answers.md, "Entailment").
    name: "commute_to_place",
    category: "commute_travel",
    // ("Do you currently live within a 45-minute commute of ...?" asks where one lives: location.)
    test: (q) =>
      /\bcommut(e|ing)\b/.test(q.text) &&
      !/commuting distance|\b(live|living|reside|residing|located|based) within\b/.test(q.text) &&
      namedPlace(q.field.label) !== null,
    claim: (f, q) => {
      const inPerson = f.bool("workPreferences.canWorkInPerson");
      if (inPerson?.value === false) return bool(false, inPerson.from);
      const at = homeAt(f.p.personalInformation, q.field.label);
      if (inPerson && at) return bool(true, `${inPerson.from}+personalInformation.city`);
      // Far from it and not moving: no; far and willing to move says nothing of when.
      const moving = f.bool("workPreferences.canRelocate");
      return at === false && moving?.value === false ? bool(false, `${moving.from}+personalInformation.city`) : null;
    },
  },
  {
    // "How many days a week can you be in the office?", "Which office would you work from?" (with a
    // Remote option): only someone who cannot work in person has an answer the profile gives (none,
    // remote: the option for home's country when several name one), and someone who can work in
    // person but not remotely (every day: 5).
    name: "office_days",
    category: "work_arrangement",
    test: (q) =>
      /^how many\b.*\bdays?\b.*\b(office|on ?site|in person)\b|which office|office (location )?preference|prefer(red)? office|work (setup|arrangement|model|location) (do you )?prefer|preferred work (setup|arrangement|model|location)|able to work in an office|office attendance|^(office|on ?site|in person) days (per|a) week\b/.test(
        q.text,
      ) && !/closest|nearest/.test(q.text),
    claim: (f, q) => {
      const inPerson = f.bool("workPreferences.canWorkInPerson");
      const days = /days?/.test(q.text);
      if (inPerson?.value === true) {
        const remote = f.bool("workPreferences.canWorkRemotely");
        if (remote?.value !== false || !(days || /\bdays?\b/.test(q.optionsText))) return null;
        const every = (o: { label: string }) =>
          /^5\b|\b5 days\b|every (work|working )?day|full time (in|on|at)|fully (office|on ?site|in (the )?office)/.test(words(o.label));
        return { type: "choose", pick: (options) => options.find(every), text: "5", from: `${inPerson.from}+${remote.from}` };
      }
      if (inPerson?.value !== false) return null;
      const home = canonicalCountry(f.p.personalInformation.country);
      const remote = (o: { label: string }) =>
        /^0\b|\bnone\b|no days|fully remote|remote( only)?$|^remote\b|100 remote/.test(words(o.label));
      // Remote from another country than home is not known: "Remote (UK)" for someone in London.
      const pick = (options: QuestionOption[]) => {
        const here = options.filter(remote).filter((o) => [null, home].includes(countryIn(o.label)));
        return here.find((o) => countryIn(o.label) === home) ?? here[0];
      };
      return { type: "choose", pick, text: days ? "0" : undefined, from: inPerson.from };
    },
  },
  {
    name: "in_person",
    category: "work_arrangement",
    test: /in ?person|on ?site|onsite|in the office|\bin office\b|office based|from (the |our )?([a-z]+ )?office\b|in our .*office|commute to|hybrid|office .*days|days .*office/,
    not: /preferred|preference|which/,
    // At an office named elsewhere than home: only "cannot work in person" answers it.
    claim: (f, q) => {
      const inPerson = f.bool("workPreferences.canWorkInPerson");
      if (!inPerson) return null;
      // A hybrid schedule with days at home needs both: in person and remote.
      if (/hybrid/.test(q.text) && /\b(at|from) home\b|\bremote(ly)?\b/.test(q.text) && inPerson.value) {
        const remote = f.bool("workPreferences.canWorkRemotely");
        return remote ? bool(remote.value, `${inPerson.from}+${remote.from}`) : null;
      }
      // A hybrid role is partly remote: someone who cannot work remotely may or may not take one.
      if (/hybrid/.test(q.text) && inPerson.value && f.bool("workPreferences.canWorkRemotely")?.value === false) return null;
      // Willingness is the profile's preference wherever the office is; being able to get there is not.
      if (!inPerson.value || !namedPlace(q.field.label)) return bool(inPerson.value, inPerson.from);
      const at = homeAt(f.p.personalInformation, q.field.label);
      if (/\bwilling\b/.test(q.text) && at !== false) return bool(inPerson.value, inPerson.from);
      if (at) return bool(true, `${inPerson.from}+personalInformation.city`);
      // Far from it and not moving: no, as for commuting there; far and willing to move says nothing of when.
      const moving = f.bool("workPreferences.canRelocate");
      return at === false && moving?.value === false ? bool(false, `${moving.from}+personalInformation.city`) : null;
    },
  },
  {
    // A licence of a kind ("a G licence", "Class B", a CDL), or with more ("and a reliable vehicle",
    // "and a clean driving record"): no licence at all rules each out; having one says nothing of its
    // class or the rest.
    name: "drivers_license_kind",
    category: "drivers_license",
    test: (q) =>
      (/driv(er|ing|ers)s? licen[cs]e|drivers licen[cs]e|driving licen[cs]e/.test(q.text) || /\bcdl\b|commercial driv/.test(q.text)) &&
      /\bcdl\b|commercial driv|\bclass\b|\btype\b|\b(?!a\b)[a-z]\d? (drivers|driver|driving) licen|vehicle|\bcar\b|driving record/.test(
        q.question,
      ) &&
      /^(do|does|are|have|has|can|could|will|would|is)\b/.test(q.question) &&
      !/number|expir|issued|issuing|suspend|revok|disqualif|penalty points|endorsement|restrict/.test(q.text),
    claim: (f, q) => {
      const fact = f.bool("personalInformation.hasDriversLicense");
      return fact?.value === false && !q.negated ? bool(false, fact.from) : null;
    },
  },
  {
    name: "drivers_license",
    category: "drivers_license",
    // (A licence "and access to a vehicle", or of a class ("a G licence"), asks more than the flag.)
    test: (q) =>
      /driv(er|ing|ers)s? licen[cs]e|drivers licen[cs]e|driving licen[cs]e/.test(q.text) &&
      !/type|class|number|state|\b(?!a\b)[a-z]\d? (drivers|driver|driving) licen/.test(q.text) &&
      // What befell a licence (suspended, revoked, penalty points) is not whether one is held.
      !/suspend|revok|disqualif|penalty points|endorsement|restrict/.test(q.text) &&
      !/vehicle|\bcar\b/.test(q.question),
    // A licence of a named country is another country's licence for someone living elsewhere; no
    // licence at all is none of any country.
    claim: (f, q) => {
      const fact = f.bool("personalInformation.hasDriversLicense");
      const country = countryIn(q.field.label);
      if (fact?.value === false) return bool(false, fact.from);
      // A clean licence, one without points, tickets or accidents: having one says none of them.
      if (/\bpoints\b|violation|offen[cs]e|accident|\bclean\b|conviction|ticket|\bdui\b|\bdwi\b/.test(q.text)) return null;
      return country && country !== canonicalCountry(f.p.personalInformation.country) ? null : fact ? bool(fact.value, fact.from) : null;
    },
  },
];
