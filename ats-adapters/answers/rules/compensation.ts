// Salary expectations, only from the profile's own figure, in its own currency and period.
import type { QuestionOption } from "../../../lib/domain";
import type { Claim, Rule } from "../claims";
import { bool, text } from "../claims";
import type { ApplicantFacts } from "../facts";
import { currencyOf } from "../places";
import { asBounds, numberRange } from "../text";

// Other dollars before the US dollar: "CA$60,000" and "Canadian dollars" are not USD.
const CURRENCIES: Array<[string, RegExp]> = [
  ["CAD", /\bcad\b|\bca ?\$|\bc\$|canadian dollars?/i],
  ["AUD", /\baud\b|\bau?\$|australian dollars?/i],
  ["USD", /\$|\busd\b|us dollars?|\bdollars?\b/i],
  ["GBP", /£|\bgbp\b|pounds?( sterling)?\b/i],
  ["EUR", /€|\beur\b|\beuros?\b/i],
  ["INR", /₹|\binr\b|rupees?/i],
  ["CHF", /\bchf\b/i],
];
/** A question whether an offered figure or range is acceptable ("Does this work for you?"). */
const ACCEPTS =
  /within|in line|align|acceptable|comfortable|okay|ok with|work for you|works for you|meet your|meet or exceed|exceed your|fit/i;
const currencyIn = (s: string) => CURRENCIES.find(([, re]) => re.test(s))?.[0] ?? null;

interface Expectation {
  amount: number;
  currency: string | null;
  period: string;
  from: string;
}

function expectation(f: ApplicantFacts): Expectation | null {
  const s = f.at<{ amount: number; currency: string; period?: string }>("salaryExpectation");
  if (s && typeof s.value.amount === "number")
    return { amount: s.value.amount, currency: s.value.currency ?? null, period: s.value.period ?? "year", from: "salaryExpectation" };
  const legacy = f.extra("salary");
  const n = legacy ? Number(String(legacy.value).replace(/[^\d.]/g, "")) : NaN;
  return legacy && n > 0 ? { amount: n, currency: currencyIn(String(legacy.value)), period: "year", from: legacy.from } : null;
}

const AMOUNT = String.raw`[a-z]{0,3}[$£€]?\s*([\d,.]+)\s*(k\b)?`;
/** A comparison before a figure ("above $150,000") or after it ("$85 or more"). */
const BOUND = new RegExp(
  String.raw`\b(above|over|more than|greater than|higher than|exceeds?|exceeding|at least|a minimum of|no less than|below|under|less than|lower than|at most|no more than|a maximum of)\s*${AMOUNT}|(?:[$£€]|\b(?:cad|usd|gbp|eur|aud|inr|chf)\b)\s*([\d,.]+)\s*(k\b)?\s*(?:(?:per|a|an) (?:year|annum|hour|month)\s*)?(or more|or higher|or above|and above|\+|or less|or lower|or below|and below)`,
  "gi",
);

/** Every bound a label sets on a figure: its limit, its direction and whether the limit itself is in. */
function boundsIn(label: string): Array<{ limit: number; up: boolean; inclusive: boolean }> {
  return [...asBounds(label).matchAll(BOUND)].map((m) => {
    const [word, figure, k] = m[1] ? [m[1], m[2], m[3]] : [m[6], m[4], m[5]];
    const limit = Number(figure.replace(/,/g, "")) * (k ? 1000 : 1);
    const up = /above|over|more|greater|higher|exceed|at least|minimum|no less|\+/i.test(word) && !/no more/i.test(word);
    const inclusive = /at least|minimum|no less|at most|no more|maximum|^or |^and |\+/i.test(word);
    return { limit, up, inclusive };
  });
}

function salary(f: ApplicantFacts, label: string, options: QuestionOption[] | null): Claim | null {
  const e = expectation(f);
  if (!e) return null;
  const asked = currencyIn(label) ?? (options ? currencyIn(options.map((o) => o.label).join(" ")) : null);
  if (asked && e.currency && asked !== e.currency) return null; // never converted
  // A question that names no period takes the figure as the profile states it.
  const named = /hour|hourly/i.test(label)
    ? "hour"
    : /month/i.test(label)
      ? "month"
      : /annual|year|per annum|base salary/i.test(label)
        ? "year"
        : null;
  // Unnamed, the amounts say it: "$130,000-$145,000" is a year's pay, not an hourly rate.
  const amounts = [...label.replace(/,/g, "").matchAll(/[$£€]\s?(\d+(?:\.\d+)?)(k)?/gi)].map((m) => Number(m[1]) * (m[2] ? 1000 : 1));
  const period = named ?? (amounts.some((n) => n >= 10_000) ? "year" : null);
  if (period && period !== e.period) return null;
  // An amount below this is a rate, not a salary (a year or a month in the question says which).
  const least = e.period === "hour" ? 5 : 1000;
  // "The range for this role is $120,000 - $150,000. Is this within your expectations?"
  const range = numberRange(label.replace(/^[^$£€\d]*/, "").replace(/\b[a-z]{1,3}\$/gi, "$"));
  const accepts = ACCEPTS.test(label);
  // "We can offer up to £90,000. Would that meet your expectations?": a ceiling at or above the
  // figure meets it, one below it does not.
  const ceiling = /\b(up to|as much as|a maximum of|capped at)\s*[a-z]{0,3}[$£€]\s*([\d,.]+)\s*(k\b)?/i.exec(label);
  if (ceiling && accepts) {
    const limit = Number(ceiling[2].replace(/,/g, "")) * (ceiling[3] ? 1000 : 1);
    if (limit > least) return bool(e.amount <= limit, e.from);
  }
  if (range && range[1] !== Infinity && accepts && range[0] > least) {
    // One figure offered ("Would a base salary of $150,000 meet or exceed your expectations?") meets
    // an expectation at or below it; a range, one inside it.
    if (range[1] - range[0] < 1) return bool(e.amount <= range[0], e.from);
    return bool(e.amount >= range[0] && e.amount <= range[1] + 1, e.from);
  }
  // "Is your expected hourly rate between $80 and $90?": the expectation against both ends.
  const between = /\bbetween\s*[a-z]{0,3}[$£€]?\s*([\d,.]+)\s*(k\b)?\s*and\s*[a-z]{0,3}[$£€]?\s*([\d,.]+)\s*(k\b)?/i.exec(label);
  if (between) {
    const [lo, hi] = [1, 3].map((k) => Number(between[k].replace(/,/g, "")) * (between[k + 1] ? 1000 : 1));
    if (lo > least) return bool(e.amount >= lo && e.amount <= hi, e.from);
  }
  // "Is your expected base salary above $150,000?", "at least $100,000?", "$85 or more?", "more than
  // $75 but less than $90 per hour?": the expectation against every bound the label sets.
  const bounds = boundsIn(label);
  if (bounds.length && !options?.some((o) => numberRange(o.label)) && bounds.every((b) => b.limit > least))
    return bool(
      bounds.every((b) =>
        b.up ? (b.inclusive ? e.amount >= b.limit : e.amount > b.limit) : b.inclusive ? e.amount <= b.limit : e.amount < b.limit,
      ),
      e.from,
    );
  return { type: "number", n: e.amount, from: e.from };
}

export const COMPENSATION_RULES: Rule[] = [
  {
    // "Is your home in a country whose currency is the pound sterling?": home's country's own currency.
    name: "home_currency",
    category: "location",
    test: (q) => /\bcountry (whose|where the) (official )?currency is\b/.test(q.text) && currencyIn(q.field.label) !== null,
    claim: (f, q) => {
      const own = currencyOf(f.p.personalInformation.country ?? "");
      return own ? bool(own === currencyIn(q.field.label), "personalInformation.country") : null;
    },
  },
  {
    // "Salary expectation is stated per": the period of the profile's figure.
    name: "salary_period",
    category: "salary",
    sensitive: true,
    test: /(salary|pay|rate|compensation).*\b(stated|expressed|quoted|paid|is) per$|\b(salary|pay|compensation) (period|frequency|basis)$|annual (salary )?or (an )?hourly|hourly (rate )?or (an )?annual|salary or (an )?hourly rate/,
    claim: (f) => {
      const e = expectation(f);
      if (!e) return null;
      const alts =
        {
          year: ["Annually", "Annual", "Yearly", "Per year"],
          month: ["Monthly", "Month", "Per month"],
          hour: ["Hourly", "Hour", "Per hour"],
        }[e.period] ?? [];
      return { type: "text", text: e.period, alts, from: `${e.from}.period` };
    },
  },
  {
    name: "salary_currency",
    category: "salary",
    sensitive: true,
    test: /currency/,
    not: /in (your|the|local|my) (local )?currency|\(in .*currency\)/,
    // "Is your salary expectation in a currency other than U.S. dollars?": the profile's currency
    // against the one named.
    claim: (f, q) => {
      const e = expectation(f);
      if (!e?.currency) return null;
      const named = currencyIn(q.field.label);
      if (named && /^(is|are|do|does|will|would)\b/.test(q.question)) {
        // "A country whose currency is the pound" asks where home is, not the expectation.
        if (!/salary|pay|compensation|rate|expectation/.test(q.text)) return null;
        const same = e.currency === named;
        return bool(/\b(other than|besides|apart from)\b/.test(q.text) ? !same : same, `${e.from}.currency`);
      }
      return text(e.currency, `${e.from}.currency`);
    },
  },
  {
    name: "salary",
    category: "salary",
    sensitive: true,
    // ("Are you looking for more than $75 but less than $90 per hour?" asks the expectation too.)
    test: (q) =>
      /salary|compensation|pay (expectation|requirement|range)|desired pay|expected pay|rate expectation|hourly (pay )?rate|pay rate|day rate|pay range|\bpays\b.*\b(per hour|an hour|hourly|per year|a year|per annum)\b|\b(range|budget) for (this|the) (role|position)\b|\b(base|target|desired|expected) (annual |yearly |hourly )?(base )?pay\b/.test(
        q.text,
      ) ||
      /\b(looking for|seeking|expecting|hoping for)\b.*([$£€]|\b(cad|usd|gbp|eur|aud|inr|chf) ?)\s?\d.*\b(per|an|a) (hour|year|annum|month)\b/i.test(
        q.field.label,
      ),
    // "Leaving salary aside, ...": a topic set aside is not the question.
    not: /\b(salary|pay|compensation) aside\b|\b(aside|apart) from (the )?(salary|pay|compensation)\b/,
    // The lowest one would accept, or a total with bonus and equity, is not the expectation stated.
    claim: (f, q) =>
      /current|previous|last|most recent|present|prior|former|history|lowest|\bminimum\b.*\b(you (would|will|could) accept|acceptable|would still)\b|walk away|total (compensation|comp|package)|bonus|equity|on target/.test(
        q.text,
      )
        ? null
        : salary(f, q.field.label, q.field.options),
  },
];
