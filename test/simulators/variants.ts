// Seeded variation of the simulators' posting pages (test/simulators/README.md, "Seeded variants"): ONE
// shared bank of variations, drawn deterministically from a seed with fast-check, that each simulator
// renders in its own markup style. A posting gets a variant only when its behaviour carries
// `variant: <seed>` (core.ts PostingBehaviour; `sim.postings.set(id, { variant: 123 })` or
// `PUT /__sim/postings/{id}`); without it every page stays exactly as before.
//
// A variant describes:
// - shape: the standard fields' labels reworded (real alternative wordings), a permutation used to
//   shuffle fields within a section where the platform lets employers order them, and extra questions
//   drawn from a bank of real screening questions, some flipped between optional and required;
// - page noise: a cookie banner (some seeds);
// - the confirmation shape after a successful submission (five shapes, see CONFIRMATIONS).
// Each extra question carries the answer expected for the simulators' test profile
// (test/fixtures/profiles.ts testProfile() + EXTRAS: Jane Doe, over 18, authorized in the US, no sponsorship,
// never worked for the company, will not relocate, no clearance, no EEO facts, heard of us on the
// "Company website"); a simulator turns those into the field values it records
// (`<platform>VariantExpectations(variant)` beside each simulator).
//
// Sources of the wordings. "corpus" = test/answers/corpus.jsonl, whose rows each name where the
// wording was seen (that row's `source` is quoted in the comment); GUESS = written here from what such
// forms commonly say, not checked against a stored page.
import fc from "fast-check";

/** How a page says the application went through. */
export type Confirmation =
  /** the platform's own thanks page (a navigation) */
  | "redirect"
  /** in-page text in a role="status" region that replaces the form */
  | "status"
  /** a toast ("Application submitted") that vanishes after a few seconds; the form stays in place */
  | "toast"
  /** the form is removed and nothing says anything */
  | "removed"
  /** the submit request answers 200 and the page is replaced by unrelated text */
  | "replaced";
export const CONFIRMATIONS: Confirmation[] = ["redirect", "status", "toast", "removed", "replaced"];

/** Labels of the standard fields; a platform uses those it has. */
export interface Labels {
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phone: string;
  linkedin: string;
  location: string;
}

/**
 * How a question is asked. A platform renders each in its own widget: `yesno` is its native boolean
 * (Greenhouse a Yes/No react-select, Lever radios, Workable YES/NO radiogroup, SmartRecruiters a radio
 * group, Ashby Yes/No buttons); `radio` and `select` a single choice (as radios or a native/listbox
 * select where the platform has one); `checkboxes` a multiple choice; `checkbox` one box.
 */
export type Widget = "yesno" | "radio" | "select" | "checkboxes" | "checkbox";

export interface Question {
  type: "question";
  /** Stable within the variant: "x1", "x2", ... (a platform derives its field names from it). */
  key: string;
  /** The bank entry it was drawn from. */
  bank: string;
  label: string;
  widget: Widget;
  /** Option labels ([] for a single checkbox). */
  options: string[];
  required: boolean;
  /**
   * What the test profile's submission must carry: an option label (single choice), option labels
   * (checkboxes), true/false (one checkbox: ticked / left unticked), or null (left unanswered).
   */
  expected: string | string[] | boolean | null;
  /** Shown only once the question `key` is answered with `value` (a two-level prompt's second level). */
  showIf?: { key: string; value: string };
  /** Where the wording comes from (corpus row source, or GUESS). */
  source: string;
}

/** Text that is not a question: a section heading or a statement paragraph. */
export interface Display {
  type: "display";
  key: string;
  kind: "heading" | "paragraph";
  text: string;
}

export type Item = Question | Display;

export interface Variant {
  seed: number;
  labels: Labels;
  /** Deterministic permutation of a platform's list (`salt` names the list, so lists differ). */
  order<T>(items: T[], salt: string): T[];
  /** Extra questions and display text, in page order. */
  items: Item[];
  cookieBanner: boolean;
  confirmation: Confirmation;
}

export const questionsOf = (v: Variant): Question[] => v.items.filter((i): i is Question => i.type === "question");

/** The question a second-level question follows (its `showIf`), among the variant's questions. */
export const parentOf = (qs: Question[], q: Question): Question | undefined =>
  q.showIf ? qs.find((p) => p.key === q.showIf!.key) : undefined;

/** A question whose expected answer is "nothing sent": no answer, a box left unticked, no option chosen. */
export const expectsNothing = (e: Question["expected"]): e is null | false | never[] =>
  e === null || e === false || (Array.isArray(e) && !e.length);

// ---------------------------------------------------------------------------------------------------
// Standard labels. The first of each list is the wording the simulators already use.
const LABELS: { [K in keyof Labels]: [string, string][] } = {
  firstName: [
    ["First Name", "corpus: Greenhouse questions=true sample payloads in public repos"],
    ["Given name", "corpus: public autofill project's 'ATS Field Taxonomy' (field synonyms seen on Greenhouse, Lever, Workday, Ashby)"],
    ["Legal First Name", "corpus: Workday application steps, ats-reference facts"],
    ["First Name (Legal)", "corpus: common phrasing on public postings, written from memory"],
  ],
  lastName: [
    ["Last Name", "corpus: Greenhouse questions=true sample payloads in public repos"],
    ["Family name", "corpus: public autofill project's 'ATS Field Taxonomy'"],
    ["Legal Last Name", "corpus: Workday application steps, ats-reference facts"],
    ["Surname", "corpus: common phrasing on public postings, written from memory"],
  ],
  fullName: [
    ["Full name", "corpus: common phrasing on public postings, written from memory"],
    ["Name", "corpus: common phrasing on public postings, written from memory"],
    ["What is your full name?", "corpus: LostNSeeker/JobExtension questions-reference.md"],
  ],
  email: [
    ["Email", "corpus: Greenhouse questions=true sample payloads in public repos"],
    ["Email address", "corpus: common phrasing on public postings, written from memory"],
    ["Personal email address", "corpus: paraphrase of SmartRecruiters screening question (written from memory)"],
  ],
  phone: [
    ["Phone", "corpus: Greenhouse questions=true sample payloads in public repos"],
    ["Phone number", "corpus: common phrasing on public postings, written from memory"],
    ["Mobile phone", "corpus: common phrasing on public postings, written from memory"],
    ["Mobile phone number", "GUESS (the issue's example)"],
  ],
  linkedin: [
    ["LinkedIn Profile", "corpus: Greenhouse questions=true sample payloads in public repos"],
    ["LinkedIn URL", "corpus: public autofill project's 'ATS Field Taxonomy'"],
    ["Please provide the link to your LinkedIn profile", "corpus: Swayamlabs/Auto_job_applier_linkedIn config/personals.py"],
    ["LinkedIn profile link", "corpus: paraphrase of Workday application question (written from memory)"],
  ],
  location: [
    ["Location (City)", "test/simulators/greenhouse/index.ts (Greenhouse's location question)"],
    ["Current location", "test/simulators/lever/index.ts (Lever's measured label)"],
    ["Where are you currently located?", "test/simulators/ashby/index.ts (captured Ashby form)"],
    ["City", "test/simulators/smartrecruiters/index.ts (SmartRecruiters' label)"],
  ],
};

// ---------------------------------------------------------------------------------------------------
// The bank of extra questions. `shapes` are the ways the question is asked; `flip` lets a draw make
// a question optional or required (only where the expected answer does not depend on it).
const YES_NO = ["Yes", "No"];

interface Shape {
  widget: Widget;
  options: string[];
  expected: Question["expected"];
}
interface BankEntry {
  id: string;
  wordings: [string, string][];
  shapes: Shape[];
  required: boolean;
  flip: boolean;
}

const yesNo = (expected: "Yes" | "No"): Shape[] =>
  (["yesno", "radio", "select"] as const).map((widget) => ({ widget, options: YES_NO, expected }));

const BANK: BankEntry[] = [
  {
    id: "over18",
    required: true,
    flip: true,
    shapes: yesNo("Yes"),
    wordings: [
      ["Are you 18 years of age or older?", "corpus (several rows)"],
      ["Are you at least 18 years of age?", "corpus (several rows)"],
      ["Are you 18 or older?", "GUESS (the issue's example)"],
    ],
  },
  {
    id: "sponsorship",
    required: true,
    flip: true,
    shapes: yesNo("No"),
    wordings: [
      [
        "Will you now or in the future require sponsorship for employment visa status?",
        "corpus: JaydenChung/Clicker logs/questions/all_questions.md",
      ],
      ["Do you require visa sponsorship?", "corpus: public autofill project's 'ATS Field Taxonomy'"],
      ["Do you need visa sponsorship to work in the United States?", "corpus: common phrasing on public postings, written from memory"],
    ],
  },
  {
    id: "sms",
    required: true,
    flip: true,
    shapes: yesNo("No"),
    wordings: [
      [
        "Do you agree to receive text messages about your application?",
        "GUESS (the issue's example; help.workable.com 'How does a candidate's consent to receive texts work' describes the consent, not this wording)",
      ],
      [
        "Do you consent to receive SMS text messages about job opportunities?",
        "corpus: paraphrase of Lever application question (written from memory)",
      ],
    ],
  },
  {
    id: "worked_before",
    required: true,
    flip: true,
    shapes: yesNo("No"),
    wordings: [
      [
        "Have you ever worked for us before, including as a contractor or intern?",
        "corpus: paraphrase of Greenhouse custom application question (written from memory)",
      ],
      [
        "Have you previously been employed by this company or any of its subsidiaries?",
        "corpus: paraphrase of Workday application question (written from memory)",
      ],
    ],
  },
  {
    id: "relocate",
    required: true,
    flip: true,
    shapes: yesNo("No"),
    wordings: [
      ["Are you willing to relocate?", "corpus: LostNSeeker/JobExtension questions-reference.md"],
      ["Are you open to relocation?", "corpus: public autofill project's 'ATS Field Taxonomy'"],
    ],
  },
  {
    id: "clearance",
    required: true,
    flip: true,
    shapes: yesNo("No"),
    wordings: [
      [
        "Do you currently hold an active Secret or Top Secret security clearance?",
        "corpus: paraphrase of Greenhouse custom application question (written from memory)",
      ],
      [
        "Do you currently have a Public Trust clearance?",
        "corpus: paraphrase of Greenhouse custom application question (written from memory)",
      ],
    ],
  },
  {
    // Required data-processing consent: must be ticked. Never optional here (an optional
    // acknowledgement's right answer would be a policy question, not a fact).
    id: "privacy_consent",
    required: true,
    flip: false,
    shapes: [{ widget: "checkbox", options: [], expected: true }],
    wordings: [
      [
        "I consent to the processing of my personal data for the purpose of this application",
        "corpus: paraphrase of GDPR consent checkbox on EU/UK application forms",
      ],
      [
        "I have read and agree to the Applicant Privacy Notice",
        "corpus: paraphrase of Greenhouse custom application question (written from memory)",
      ],
      ["I acknowledge that I have read the Candidate Privacy Notice", "corpus (acknowledgement row)"],
    ],
  },
  {
    // Marketing / talent-community opt-in: must stay unticked. Always optional (as the law wants).
    id: "marketing_opt_in",
    required: false,
    flip: false,
    shapes: [{ widget: "checkbox", options: [], expected: false }],
    wordings: [
      [
        "Keep me informed about future job opportunities (join our talent community)",
        "corpus: paraphrase of SmartRecruiters screening question (written from memory)",
      ],
      [
        "Yes, I'd like to receive marketing emails and company news",
        "corpus: paraphrase of Greenhouse custom application question (written from memory)",
      ],
      [
        "I agree to receive text messages (message and data rates may apply)",
        "corpus: paraphrase of SMS opt-in checkbox on US application forms",
      ],
      [
        "I consent to you retaining my data for 12 months to consider me for future roles",
        "corpus: paraphrase of GDPR talent-pool retention opt-in (written from memory)",
      ],
    ],
  },
  {
    // Self-identification with a decline option: the profile states nothing, so the decline answer.
    id: "gender_decline",
    required: false,
    flip: true,
    shapes: [
      { widget: "radio", options: ["Male", "Female", "Non-binary", "I don't wish to answer"], expected: "I don't wish to answer" },
      { widget: "select", options: ["Male", "Female", "Non-binary", "I don't wish to answer"], expected: "I don't wish to answer" },
      {
        widget: "checkboxes",
        options: ["Man", "Woman", "Non-binary", "Prefer to self-describe", "I don't wish to answer"],
        expected: ["I don't wish to answer"],
      },
    ],
    wordings: [
      ["Gender", "test/simulators/greenhouse/questions.ts EEOC (sourced there)"],
      [
        "How would you describe your gender identity? (mark all that apply)",
        "GUESS (modelled on Greenhouse's demographic survey, from memory)",
      ],
    ],
  },
  {
    id: "veteran_decline",
    required: false,
    flip: true,
    shapes: [
      {
        widget: "radio",
        options: [
          "I am not a protected veteran",
          "I identify as one or more of the classifications of protected veteran",
          "I don't wish to answer",
        ],
        expected: "I don't wish to answer",
      },
      {
        widget: "select",
        options: [
          "I am not a protected veteran",
          "I identify as one or more of the classifications of protected veteran",
          "I don't wish to answer",
        ],
        expected: "I don't wish to answer",
      },
    ],
    wordings: [
      ["Veteran Status", "test/simulators/greenhouse/questions.ts EEOC (options sourced there)"],
      ["Protected veteran status", "GUESS"],
    ],
  },
  {
    id: "disability_decline",
    required: false,
    flip: true,
    shapes: [
      {
        widget: "radio",
        options: [
          "Yes, I have a disability (or previously had a disability)",
          "No, I do not have a disability and have not had one in the past",
          "I do not want to answer",
        ],
        expected: "I do not want to answer",
      },
      {
        widget: "select",
        options: [
          "Yes, I have a disability (or previously had a disability)",
          "No, I do not have a disability and have not had one in the past",
          "I do not want to answer",
        ],
        expected: "I do not want to answer",
      },
    ],
    wordings: [
      ["Disability Status", "test/simulators/greenhouse/questions.ts EEOC; options as OFCCP form CC-305 (from memory)"],
      ["Do you have a disability?", "GUESS"],
    ],
  },
  {
    id: "race_decline",
    required: false,
    flip: true,
    shapes: [
      {
        widget: "checkboxes",
        options: [
          "American Indian or Alaska Native",
          "Asian",
          "Black or African American",
          "Hispanic or Latino",
          "Native Hawaiian or Other Pacific Islander",
          "White",
          "I don't wish to answer",
        ],
        expected: ["I don't wish to answer"],
      },
      {
        widget: "select",
        options: [
          "American Indian or Alaska Native",
          "Asian",
          "Black or African American",
          "Hispanic or Latino",
          "Native Hawaiian or Other Pacific Islander",
          "White",
          "Two or More Races",
          "I don't wish to answer",
        ],
        expected: "I don't wish to answer",
      },
    ],
    wordings: [
      ["Race/Ethnicity (select all that apply)", "GUESS (EEO-1 categories)"],
      ["Please identify your race", "test/simulators/greenhouse/questions.ts EEOC"],
    ],
  },
  {
    // Self-identification WITHOUT a decline option: optional, and nothing in the profile answers it,
    // so it must be left unanswered (sensitive questions only from the profile).
    id: "gender_no_decline",
    required: false,
    flip: false,
    shapes: [
      { widget: "radio", options: ["Male", "Female", "Non-binary"], expected: null },
      { widget: "select", options: ["Male", "Female", "Non-binary"], expected: null },
      { widget: "checkboxes", options: ["Man", "Woman", "Non-binary"], expected: [] },
    ],
    wordings: [
      ["Gender identity", "GUESS"],
      ["What is your gender?", "GUESS"],
    ],
  },
  {
    id: "veteran_no_decline",
    required: false,
    flip: false,
    shapes: [{ widget: "radio", options: ["I am a protected veteran", "I am not a protected veteran"], expected: null }],
    wordings: [["Are you a protected veteran?", "GUESS"]],
  },
];

/** Display text: headings and statements that are not questions. */
const HEADINGS: [string, string][] = [
  ["Voluntary Self-Identification", "test/simulators/greenhouse/page.ts (Greenhouse's EEOC heading)"],
  ["U.S. Equal Employment Opportunity information", "test/simulators/lever/page.ts (Lever's EEO heading)"],
  ["Additional questions", "test/simulators/lever/index.ts (a Lever card's text)"],
  ["Privacy", "GUESS"],
];
const PARAGRAPHS: [string, string][] = [
  [
    "Acme is an equal opportunity employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability, or protected veteran status.",
    "GUESS (the usual EEO statement)",
  ],
  [
    "For government reporting purposes, we ask candidates to respond to the below self-identification survey. Completion of the form is entirely voluntary.",
    "test/simulators/greenhouse/page.ts (Greenhouse's EEOC text)",
  ],
  ["Please read our Candidate Privacy Notice before you submit. It explains how we use the information you give us.", "GUESS"],
];

/** The two-level "How did you hear about us?": a category, then "Which one?" for that category. */
const SOURCE_CATEGORIES: Record<string, string[]> = {
  Online: ["Company website", "LinkedIn", "Indeed", "Glassdoor"],
  "Social media": ["LinkedIn", "Twitter / X", "Facebook", "Instagram"],
  Referral: [],
  Event: ["Career fair", "Meetup", "Conference"],
  Other: [],
};
const SOURCE_WORDINGS: [string, string][] = [
  [
    "How did you hear about us?",
    "test/simulators/greenhouse/questions.ts; Workday's 'How Did You Hear About Us?' source prompt is two-level (docs/platforms.md)",
  ],
  ["How did you hear about this job?", "GUESS"],
];
const FOLLOW_UP_WORDINGS: [string, string][] = [
  ["Which one?", "GUESS (the issue's example)"],
  ["Which site?", "GUESS"],
];

// ---------------------------------------------------------------------------------------------------

/** fast-check's generator for one seed: every draw below comes from it, in a fixed order. */
function generatorFor(seed: number) {
  return fc.sample(fc.gen(), { seed, numRuns: 1 })[0];
}

export function drawVariant(seed: number): Variant {
  const g = generatorFor(seed);
  // fast-check biases integers towards their bounds; a variant wants every choice equally likely.
  const int = (min: number, max: number): number => g(() => fc.noBias(fc.integer({ min, max })));
  const pick = <T>(xs: T[]): T => xs[int(0, xs.length - 1)];
  const labels = Object.fromEntries((Object.keys(LABELS) as (keyof Labels)[]).map((k) => [k, pick(LABELS[k])[0]])) as unknown as Labels;

  // The consents are drawn on their own (so most variants have some); the rest from the bank.
  const entries: BankEntry[] = [];
  const byId = (id: string) => BANK.find((b) => b.id === id)!;
  if (int(0, 9) < 6) entries.push(byId("privacy_consent"));
  if (int(0, 9) < 6) entries.push(byId("marketing_opt_in"));
  const others = BANK.filter((b) => !entries.includes(b) && b.id !== "privacy_consent" && b.id !== "marketing_opt_in");
  entries.push(...g(() => fc.noBias(fc.shuffledSubarray(others, { minLength: 3, maxLength: 6 }))));
  const order = g(
    fc.shuffledSubarray,
    entries.map((_, i) => i),
    { minLength: entries.length, maxLength: entries.length },
  );

  const items: Item[] = [];
  let n = 0;
  for (const i of order) {
    const e = entries[i];
    const shape = pick(e.shapes);
    const [label, source] = pick(e.wordings);
    const required = e.flip ? g(fc.boolean) : e.required;
    items.push({
      type: "question",
      key: `x${++n}`,
      bank: e.id,
      label,
      widget: shape.widget,
      options: shape.options,
      required,
      expected: shape.expected,
      source,
    });
  }
  if (g(fc.boolean)) {
    const [label, source] = pick(SOURCE_WORDINGS);
    const [follow, followSource] = pick(FOLLOW_UP_WORDINGS);
    const parent: Question = {
      type: "question",
      key: `x${++n}`,
      bank: "heard_about",
      label,
      widget: pick(["select", "radio"] as Widget[]),
      options: Object.keys(SOURCE_CATEGORIES),
      required: g(fc.boolean),
      expected: "Online",
      source,
    };
    const at = int(0, items.length);
    const children: Question[] = Object.entries(SOURCE_CATEGORIES)
      .filter(([, subs]) => subs.length)
      .map(([category, subs]) => ({
        type: "question",
        key: `x${++n}`,
        bank: "heard_about_which",
        label: follow,
        widget: "select",
        options: subs,
        required: true,
        expected: category === "Online" ? "Company website" : null,
        showIf: { key: parent.key, value: category },
        source: followSource,
      }));
    items.splice(at, 0, parent, ...children);
  }
  const displays = int(0, 2);
  for (let d = 0; d < displays; d++) {
    const heading = g(fc.boolean);
    const [text] = pick(heading ? HEADINGS : PARAGRAPHS);
    // Never between a two-level prompt's levels.
    const slots = items.map((_, i) => i).filter((i) => !(items[i]?.type === "question" && (items[i] as Question).showIf));
    const at = slots.length ? pick([...slots, items.length]) : items.length;
    items.splice(at, 0, { type: "display", key: `d${d + 1}`, kind: heading ? "heading" : "paragraph", text });
  }
  const cookieBanner = int(0, 9) < 4;
  const confirmation = pick(CONFIRMATIONS);
  const permSeed = int(0, 0x7fffffff);
  const orderFn = <T>(xs: T[], salt: string): T[] => {
    if (xs.length < 2) return [...xs];
    let h = permSeed;
    for (const c of salt) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
    const idx = fc.sample(
      fc.shuffledSubarray(
        xs.map((_, i) => i),
        { minLength: xs.length, maxLength: xs.length },
      ),
      { seed: h, numRuns: 1 },
    )[0];
    return idx.map((i) => xs[i]);
  };
  return { seed, labels, order: orderFn, items, cookieBanner, confirmation };
}

const cache = new Map<number, Variant>();
/** The variant of a seed (memoised: a page and its submit handler see the same one). */
export function variantFor(seed: number): Variant {
  let v = cache.get(seed);
  if (!v) cache.set(seed, (v = drawVariant(seed)));
  return v;
}

/**
 * The short title a platform that asks one box as a question of its own puts above it (the box's own
 * text is the statement): as Ashby's "Candidate Data Consent" over its consent box (ashby.ts); the
 * other titles are GUESSES.
 */
export function boxTitle(q: Question): string {
  return q.bank === "privacy_consent" ? "Candidate Data Consent" : q.bank === "marketing_opt_in" ? "Stay in touch" : q.label;
}

/** One line about a variant, for failure messages. */
export function describeVariant(v: Variant): string {
  const qs = questionsOf(v)
    .map((q) => `${q.key}:${q.bank}/${q.widget}${q.required ? "*" : ""}`)
    .join(" ");
  const ds = v.items.filter((i) => i.type === "display").length;
  return `seed ${v.seed}: ${qs}; ${ds} display item(s); cookie banner ${v.cookieBanner ? "yes" : "no"}; confirmation ${v.confirmation}; labels ${JSON.stringify(v.labels)}`;
}

/** Whether a question is asked, given the answers so far (a hidden second level is not). */
export function isShown(q: Question, answerOf: (key: string) => string | string[] | undefined): boolean {
  if (!q.showIf) return true;
  const a = answerOf(q.showIf.key);
  return Array.isArray(a) ? a.includes(q.showIf.value) : a === q.showIf.value;
}

// ---------------------------------------------------------------------------------------------------
// Page pieces every simulator uses as they are.

/**
 * A Cookiebot-style consent dialog fixed over the bottom of the page (ids as Cookiebot's:
 * `#CybotCookiebotDialog`, `#CybotCookiebotDialogBodyButtonDecline`,
 * `#CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll`: sourced from code search
 * cybotcorp/gtm-templates-cookiebot-cmp and the autoconsent rule for Cookiebot; the text and the
 * "CookieConsent" cookie's value are GUESSES). A choice sets the cookie and removes the dialog; a later
 * page load with the cookie shows none.
 */
export const COOKIE_BANNER = `<div id="CybotCookiebotDialog" role="dialog" aria-modal="false" aria-label="This website uses cookies"
 style="position:fixed;left:0;right:0;bottom:0;z-index:2147483000;background:#fff;border-top:2px solid #1032cf;padding:18px 24px;min-height:150px;box-shadow:0 -4px 16px rgba(0,0,0,.3)">
<h2 id="CybotCookiebotDialogBodyContentTitle">This website uses cookies</h2>
<div id="CybotCookiebotDialogBodyContentText">We use cookies to personalise content and to analyse our traffic. You consent to our cookies if you continue to use our website.</div>
<div id="CybotCookiebotDialogBodyButtonsWrapper" style="margin-top:10px"><button id="CybotCookiebotDialogBodyButtonDecline" type="button">Deny</button>
<button id="CybotCookiebotDialogBodyLevelButtonLevelOptinAllowallSelection" type="button">Allow selection</button>
<button id="CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll" type="button">Allow all</button></div></div>
<script>(function () {
  var d = document.getElementById('CybotCookiebotDialog');
  if (/(?:^|;\\s*)CookieConsent=/.test(document.cookie)) { d.remove(); return; }
  var choose = function (all) { document.cookie = 'CookieConsent=' + encodeURIComponent('{necessary:true,statistics:' + all + ',marketing:' + all + '}') + '; path=/'; d.remove(); };
  document.getElementById('CybotCookiebotDialogBodyButtonDecline').addEventListener('click', function () { choose(false); });
  document.getElementById('CybotCookiebotDialogBodyLevelButtonLevelOptinAllowallSelection').addEventListener('click', function () { choose(false); });
  document.getElementById('CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll').addEventListener('click', function () { choose(true); });
})();</script>`;

/** The text that replaces the page in the "replaced" shape: nothing about the application (GUESS). */
const UNRELATED = `<main class="careers-home"><h1>Life at Acme</h1><p>Our teams build tools used by millions of people every day, from offices in New York, London and Berlin.</p>
<h2>Open roles</h2><ul><li><a href="#">Product Designer</a></li><li><a href="#">Data Engineer</a></li></ul></main>`;

/**
 * In-page script: `variantConfirm(container, redirectUrl)` shows the variant's confirmation once the
 * platform's submit request succeeded. `container` is what a "status" replaces and "removed" removes.
 */
export function confirmScript(v: Variant): string {
  return `function variantConfirm(container, redirectUrl) {
  var shape = ${JSON.stringify(v.confirmation)};
  if (shape === 'redirect') { location.assign(redirectUrl); return; }
  if (shape === 'status') { var s = document.createElement('div'); s.setAttribute('role', 'status'); s.className = 'application-status';
    s.innerHTML = '<h2>Thank you for applying!</h2><p>Your application has been received. We will be in touch if your profile is a fit.</p>'; container.replaceWith(s); return; }
  if (shape === 'toast') { var t = document.createElement('div'); t.className = 'toast toast--success'; t.setAttribute('role', 'status'); t.setAttribute('aria-live', 'polite');
    t.style.cssText = 'position:fixed;top:16px;right:16px;z-index:2147483600;background:#1b5e20;color:#fff;padding:12px 16px';
    t.textContent = 'Application submitted successfully'; document.body.appendChild(t); setTimeout(function () { t.remove(); }, 5000); return; }
  if (shape === 'removed') { container.remove(); return; }
  document.body.innerHTML = ${JSON.stringify(UNRELATED)};
}`;
}

/** One value a simulator must have recorded: `expected` null = absent or empty (left unanswered/unticked). */
export interface Expectation {
  field: string;
  /** The question, for messages. */
  label: string;
  expected: string | string[] | null;
}
