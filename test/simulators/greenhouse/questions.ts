// The questions of a simulated Greenhouse posting, in the Job Board API's shape, shared by the new
// React board (index.ts, client.ts), the legacy form (legacy.ts) and the API.
// Facts and sources are listed at the top of index.ts; what is a guess here is marked.
import { randomInt } from "node:crypto";
import { type PostingBehaviour, h, verificationMail } from "../core";
import { ghRelabel, ghVariantQuestions } from "./variants";
import { variantFor } from "../variants";

import type { GhField, GhQuestion, GhValue } from "./types";
export type { FieldType, GhField, GhQuestion, GhValue } from "./types";

const text = (name: string): GhField => ({ name, type: "input_text", values: [] });
const select = (name: string, values: GhValue[]): GhField => ({ name, type: "multi_value_single_select", values });
// Yes/No questions carry the values 1 and 0 (GHdoc).
const yesNo = (name: string) =>
  select(name, [
    { value: 1, label: "Yes" },
    { value: 0, label: "No" },
  ]);
const opts = (first: number, labels: string[]) => labels.map((label, i) => ({ value: first + i, label }));

/** The standard and custom questions of one posting (API `questions`), in the order the form shows them. */
export function greenhouseQuestions(b: PostingBehaviour): GhQuestion[] {
  const q: GhQuestion[] = [
    { required: true, label: "First Name", fields: [text("first_name")] },
    { required: true, label: "Last Name", fields: [text("last_name")] },
    { required: false, label: "Preferred First Name", fields: [text("preferred_name")] },
    { required: true, label: "Email", fields: [text("email")] },
    { required: true, label: "Phone", fields: [text("phone")] },
    {
      required: true,
      label: "Resume/CV",
      fields: [
        { name: "resume", type: "input_file", values: [] },
        { name: "resume_text", type: "textarea", values: [] },
      ],
    },
    {
      required: false,
      label: "Cover Letter",
      fields: [
        { name: "cover_letter", type: "input_file", values: [] },
        { name: "cover_letter_text", type: "textarea", values: [] },
      ],
    },
    { required: false, label: "LinkedIn Profile", fields: [text("question_1001")] },
    { required: true, label: "Are you legally authorized to work in the United States?", fields: [yesNo("question_1002")] },
    {
      required: true,
      label: "Will you now or in the future require sponsorship for employment visa status (e.g. H-1B visa status)?",
      fields: [yesNo("question_1003")],
    },
    {
      required: true,
      label: "How many years of professional experience do you have?",
      fields: [select("question_1004", opts(7000, ["0-2", "3-5", "6-10", "10+"]))],
    },
    {
      required: true,
      label: "How did you hear about us?",
      fields: [select("question_1005", opts(7100, ["LinkedIn", "Indeed", "Company website", "Referral", "Other"]))],
    },
    {
      required: false,
      label: "Which of our offices could you work from?",
      fields: [{ name: "question_1006[]", type: "multi_value_multi_select", values: opts(7200, ["New York", "San Francisco", "Remote"]) }],
    },
    {
      required: false,
      label: "Anything else you would like us to know?",
      fields: [{ name: "question_1007", type: "textarea", values: [] }],
    },
  ];
  if (b.unanswerableQuestion)
    q.push({ required: true, label: "What is your Acme employee referral code?", fields: [text("question_1099")] });
  if (b.variant === undefined) return q;
  // A seeded variant (variants.ts): reworded labels, then its extra questions.
  const v = variantFor(b.variant);
  return [...q.map((x) => ({ ...x, label: ghRelabel(v, x.fields[0].name, x.label) })), ...ghVariantQuestions(v)];
}

/** The API's `location_questions` (the "Location (City)" typeahead); its field name is a guess. */
export const LOCATION_QUESTION: GhQuestion = { required: true, label: "Location (City)", fields: [text("location")] };

/** EEOC questions (API `compliance[0].questions`); `race` is asked only after "No" to Hispanic/Latino. */
export const EEOC: GhQuestion[] = [
  {
    required: false,
    label: "Gender",
    fields: [
      select("gender", [
        { value: 1, label: "Male" },
        { value: 2, label: "Female" },
        { value: 3, label: "Decline To Self Identify" },
      ]),
    ],
  },
  {
    required: false,
    label: "Are you Hispanic/Latino?",
    fields: [
      select("hispanic_ethnicity", [
        { value: "Yes", label: "Yes" },
        { value: "No", label: "No" },
        { value: "Decline To Self Identify", label: "Decline To Self Identify" },
      ]),
    ],
  },
  {
    required: false,
    label: "Please identify your race",
    fields: [
      select(
        "race",
        opts(1, [
          "American Indian or Alaskan Native",
          "Asian",
          "Black or African American",
          "White",
          "Native Hawaiian or Other Pacific Islander",
          "Two or More Races",
          "Decline To Self Identify",
        ]),
      ),
    ],
  },
  {
    required: false,
    label: "Veteran Status",
    fields: [
      select("veteran_status", [
        { value: 1, label: "I am not a protected veteran" },
        { value: 2, label: "I identify as one or more of the classifications of protected veteran" },
        { value: 3, label: "I don't wish to answer" },
      ]),
    ],
  },
  {
    required: false,
    label: "Disability Status",
    fields: [
      select("disability_status", [
        { value: 1, label: "Yes, I have a disability, or have had one in the past" },
        { value: 2, label: "No, I do not have a disability and have not had one in the past" },
        { value: 3, label: "I do not want to answer" },
      ]),
    ],
  },
];

/** Education (optional on this board): school and discipline are searched, degree is a short list. Lists are guesses. */
export const EDUCATION = {
  schools: [
    "Stanford University",
    "University of California, Berkeley",
    "Massachusetts Institute of Technology",
    "University of Cambridge",
    "Carnegie Mellon University",
    "Other",
  ],
  degrees: [
    "High School",
    "Associate's Degree",
    "Bachelor's Degree",
    "Master's Degree",
    "Master of Business Administration (M.B.A.)",
    "Doctor of Philosophy (Ph.D.)",
    "Other",
  ],
  disciplines: ["Computer Science", "Computer Engineering", "Mathematics", "Physics", "Economics", "Business", "Other"],
};

/** What the location lookup knows (Pelias-style "City, Region, Country" labels; the list is a guess). */
export const CITIES = [
  "San Francisco, California, United States",
  "San Francisco de Macorís, Duarte, Dominican Republic",
  "South San Francisco, California, United States",
  "New York, New York, United States",
  "Newark, New Jersey, United States",
  "London, England, United Kingdom",
  "London, Ontario, Canada",
  "Berlin, Berlin, Germany",
  "Austin, Texas, United States",
  "Boston, Massachusetts, United States",
  "Seattle, Washington, United States",
];

/** Suggestions for a typed query: every query word must begin a word of the label (at least 2 characters typed). */
export function lookup(list: string[], q: string): string[] {
  const words = q
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (q.trim().length < 2) return [];
  return list
    .filter((label) => {
      const have = label.toLowerCase().split(/[\s,()]+/);
      return words.every((w) => have.some((x) => x.startsWith(w)));
    })
    .slice(0, 10);
}

export const company = (token: string) => token.charAt(0).toUpperCase() + token.slice(1);
export const titleOf = (b: PostingBehaviour) => b.title ?? "Software Engineer";

/** 8 letters and digits in both cases, as live codes are ("ydksL0X0", "pWaac5Dq"). */
export function securityCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
  return Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join("");
}

/** The security-code mail: the code on the instruction's line, and a footer with a postal code in it. */
export function securityCodeMail(to: string, token: string, firstName: string, code: string, htmlOnly?: boolean) {
  return verificationMail({
    from: "Greenhouse <no-reply@us.greenhouse-mail.io>",
    to,
    htmlOnly,
    subject: `Security code for your application to ${company(token)}`,
    lines: [
      `Hi ${firstName},`,
      `Copy and paste this code into the security code field on your application: ${code}`,
      "After you enter the code, resubmit your application.",
      "Greenhouse Software, Inc. · 228 Park Ave S, New York, NY 10011, USA",
    ],
  });
}

/**
 * The "Thanks For Applying" mail Greenhouse sends every candidate who applies (an employer's template;
 * support.greenhouse.io/hc/en-us/articles/206257226; the wording here is a GUESS at the default).
 */
export function thanksForApplyingMail(to: string, token: string, firstName: string) {
  return verificationMail({
    from: `${company(token)} <no-reply@us.greenhouse-mail.io>`,
    to,
    subject: `Thank you for applying to ${company(token)}`,
    lines: [
      `Hi ${firstName},`,
      `Thanks for your interest in ${company(token)}! We have received your application for the Software Engineer role.`,
      "Our team will review it and be in touch if your experience is a good fit.",
    ],
  });
}

/** The public board page of a company, with the closed-posting flash when `?error=true`. */
export function boardIndex(token: string, error: boolean): string {
  return `${error ? `<div class="flash-error" role="alert">The job you are looking for is no longer open.</div>` : ""}<h1>Current openings at ${h(company(token))}</h1>
<div class="opening"><a href="/${h(token)}/jobs/4012">Software Engineer</a></div>`;
}
