// When the applicant can work: start date, notice period, "within N weeks of an offer" (where and how:
// work-arrangement.ts).
import { parseDuration } from "../../../lib/duration";
import type { Claim, Rule } from "../claims";
import { bool } from "../claims";
import type { ApplicantFacts } from "../facts";
import { durationDays, words } from "../text";

const DAY_MS = 86_400_000;
const isoIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** When the applicant can start, from the profile: a date, "immediately", or after the notice period. */
function start(f: ApplicantFacts): Extract<Claim, { type: "when" }> | null {
  const date = f.at<string>("workPreferences.earliestStartDate");
  if (date) {
    const days = Math.max(0, Math.ceil((Date.parse(`${date.value}T00:00:00Z`) - Date.now()) / DAY_MS));
    return { type: "when", days, text: date.value, iso: date.value, from: date.from };
  }
  if (f.p.workPreferences.canStartImmediately)
    return { type: "when", days: 0, text: "Immediately", iso: isoIn(0), from: "workPreferences.canStartImmediately" };
  const notice = f.at<string>("workPreferences.noticePeriod");
  const days = notice ? parseDuration(notice.value) : null;
  if (!notice || days === null) return null;
  return { type: "when", days, text: `After ${notice.value} notice`, iso: isoIn(days), from: notice.from };
}

/**
 * The notice period itself: "2 weeks", or "Immediately" when the applicant can start now; in weeks or
 * days when the label asks. A start date says when, not how much notice: no notice period from it.
 */
function notice(f: ApplicantFacts, label: string): Claim | null {
  const s = noticeStart(f);
  if (!s) return null;
  // "Do you have a notice period?": one of more than no days; "Are you serving one now?": someone who
  // can start at once is not, anyone else may or may not have resigned yet.
  if (/^(do|are|is|will|would|have) /.test(words(label))) {
    if (/\bserving\b|\b(currently|now) on (your |a )?notice\b/.test(label)) return s.days === 0 ? bool(false, s.from) : null;
    if (/\b(have|has|got) (a |any )?notice( period)?\b|\b(required|need|obliged) to (give|serve) (any )?notice\b/.test(label))
      return bool(s.days > 0, s.from);
    return null;
  }
  const text = s.from === "workPreferences.noticePeriod" ? s.text.replace(/^After (.*) notice$/, "$1") : s.text;
  if (/how many weeks|in weeks|\(\s*weeks?\s*\)/.test(label)) return { type: "number", n: Math.round(s.days / 7), from: s.from };
  if (/how many days|in days|\(\s*days?\s*\)/.test(label)) return { type: "number", n: s.days, from: s.from };
  return { ...s, text };
}

/** The start that a notice period gives, or none when only a start date is known. */
function noticeStart(f: ApplicantFacts): ReturnType<typeof start> {
  const s = start(f);
  return s?.from === "workPreferences.earliestStartDate" && !f.at("workPreferences.noticePeriod") ? null : s;
}

const WEEKDAY = "(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday) ";
const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

const START_BY = new RegExp(
  `\\b(start|available|join|begin)\\b.*\\b(in|by|before|on|on or after) (${WEEKDAY})?(${MONTHS.join("|")})( \\d{1,2}(st|nd|rd|th)?)? (\\d{4})`,
);
/** "1 January 2027" as "January 1 2027", the order the rules read. */
const dayFirst = (t: string) => t.replace(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? (${MONTHS.join("|")}) (\\d{4})\\b`, "g"), "$2 $1 $3");

export const AVAILABILITY_RULES: Rule[] = [
  {
    // "Available to start in January 2027 or earlier?": the start against the month's last day.
    name: "start_by_month",
    category: "start_date",
    // ("Can you start on Monday, January 4, 2027?": a day named, its weekday aside.)
    test: (q) => START_BY.test(dayFirst(q.text)),
    claim: (f, q0) => {
      const s = start(f);
      const q = { ...q0, text: dayFirst(q0.text) };
      // A day named ("before March 1, 2027"): the start against that day.
      const day = new RegExp(
        `\\b(by|before|on or before|on or after|on) (?:${WEEKDAY})?(${MONTHS.join("|")}) (\\d{1,2})(?:st|nd|rd|th)? (\\d{4})`,
      ).exec(q.text);
      // "On or after February 1": whatever the start, one can start on that day or later.
      if (s && day?.[1] === "on or after") return bool(true, s.from);
      if (s && day) {
        const iso = new Date(Date.UTC(Number(day[4]), MONTHS.indexOf(day[2]), Number(day[3]))).toISOString().slice(0, 10);
        return bool(day[1] === "before" ? s.iso < iso : s.iso <= iso, s.from);
      }
      const m = new RegExp(`\\b(in|by|before) (${MONTHS.join("|")}) (\\d{4})( or (earlier|sooner|before))?`).exec(q.text);
      if (!s || !m) return null;
      const month = MONTHS.indexOf(m[2]);
      const last = new Date(Date.UTC(Number(m[3]), month + (m[1] === "before" ? 0 : 1), 0)).toISOString().slice(0, 10);
      return bool(s.iso <= last, s.from);
    },
  },
  {
    // "Can you start within 2 weeks of an offer?": the start against the days the question names.
    name: "start_within",
    category: "start_date",
    test: (q) =>
      /\b(within|in the next|in less than)\b/.test(q.text) &&
      /\b(start|begin|join|available|commence)\b/.test(q.text) &&
      durationDays(q.text.replace(/^.*\b(within|in the next|in less than)\b/, "")) !== null,
    claim: (f, q) => {
      const s = start(f);
      const limit = durationDays(q.text.replace(/^.*\b(within|in the next|in less than)\b/, ""));
      return s && limit !== null ? bool(s.days <= limit, s.from) : null;
    },
  },
  {
    name: "start_immediately",
    category: "start_date",
    test: /(start|available|join|begin)(ing)?\b.*\b(immediately|right away|asap)|immediately available|\bimmediate (start|availability)\b/,
    // "Is there anything that would prevent you from starting immediately?" asks the other way round.
    claim: (f, q) => {
      const s = start(f);
      const prevented = /\b(prevent|stop|keep|hinder|delay)s?\b.*\bfrom (start|join|begin)/.test(q.text);
      return s ? bool(prevented ? s.days !== 0 : s.days === 0, s.from) : null;
    },
  },
  {
    // "Is your notice period longer than one month?", "3 months or more?": the notice against the span named.
    name: "notice_over",
    category: "notice_period",
    // ("More than two weeks before you can start?" is the notice too.)
    test: (q) =>
      /notice|\b(time|weeks?|days?|months?) before (you (can|could) |being able to )?(start|begin|join)/.test(q.text) &&
      /\b(longer|more|greater|over|less|shorter|under|at least|at most|or more|or less)\b/.test(q.text) &&
      durationDays(
        q.text.replace(/^.*?\b(longer than|more than|greater than|over|less than|shorter than|under|at least|at most)\b/, ""),
      ) !== null,
    claim: (f, q) => {
      const s = noticeStart(f);
      if (!s) return null;
      const limit = durationDays(
        q.text.replace(/^.*?\b(longer than|more than|greater than|over|less than|shorter than|under|at least|at most)\b/, ""),
      )!;
      const longer = /or less|or fewer|at most/.test(q.text)
        ? s.days <= limit
        : /\b(less|shorter|under)\b/.test(q.text)
          ? s.days < limit
          : /at least|or more/.test(q.text)
            ? s.days >= limit
            : s.days > limit;
      return bool(longer, s.from);
    },
  },
  {
    name: "notice_period",
    category: "notice_period",
    test: /notice/,
    // ("Notice at Collection for California Job Applicants" is a privacy notice.)
    // ("The earliest date you could start, taking into account any notice period" asks the start.)
    not: /\b(earliest|what) (date|day)\b.*\b(start|begin|join)\b.*\b(taking into account|allowing for|after|including)\b|privacy|notice of|candidate notice|protection notice|read the|notice (and|&)|acknowledge|confirm|notice at collection|\b(applicant|ccpa|cpra) notice|notice (to|for) (job )?(applicants|candidates)/,
    claim: (f, q) => notice(f, q.field.label.toLowerCase()),
  },
  {
    name: "start_date",
    category: "start_date",
    test: /start date|when (can|could|are|would|will) you (be )?(able to )?(start|begin|join)|available to (start|join|begin|commence)|availability|earliest|date available|available from|how soon|start work|\bdate you (can|could) (start|begin)\b|\bjoining date\b|date of joining/,
    not: /interview|travel/,
    claim: (f) => start(f),
  },
];
