// Two-level prompts: "How did you hear about us?" offers categories ("Online", "Referral", "Other"),
// and the source itself ("Company website") appears in a second list only once its category is
// chosen. When the profile names a source no first-level option says, each category is tried in
// turn until the list it brings up offers the profile's words; that category is kept, and the
// second list is answered by meaning like any follow-up (answers/index.ts, inContext). When none
// does, the first answer (a fallback, or the empty choice when there was none: an answer the applicant
// never gave is not left behind) is put back, and the next such prompt on the page is tried (a page
// may ask the platform's own source question before the employer's two-level one).
// docs/answers.md, "Two-level prompts".
import type { ReviewQuestion } from "../lib/domain";
import { optionSays, wordsBeyondOptions } from "./answers";
import { isPlaceholderOption } from "./engine/option-meaning";
import type { FormField } from "./engine/types";
import type { Applicant } from "./types";

type Question = ReviewQuestion & FormField;

const CHOICE_WIDGETS = new Set(["select", "radio", "aria-radio", "listbox-button"]);
/** A list of categories is short; a longer one is the sources themselves, and is not tried option by option. */
const MAX_CATEGORIES = 8;

export interface TwoLevelPage {
  /** Writes an answer to a question on the page. */
  write(q: Question, answer: string): Promise<unknown>;
  /** The step's fields now, the known ones keeping the options already read. */
  read(): Promise<FormField[]>;
}

/**
 * What puts a tried question back: its first answer; for a select that had none, an answer matching
 * no option (the read leaves out its "Please select": choosing nothing shows that empty choice again).
 */
const putBack = (q: Question): string | null => q.answer || (q.widget === "select" ? "" : null);

/**
 * Tries the categories of each prompt whose source the profile names but neither the first level nor
 * the list after it offers, until one brings up a list that offers it. Returns that question with its
 * category kept; else the first one tried, its first answer put back; null when there is none.
 */
export async function chooseCategory(answered: Question[], applicant: Applicant, page: TwoLevelPage): Promise<Question | null> {
  const says = (f: FormField | undefined, text: string) => !!f?.options?.some((o) => optionSays(o, text));
  let first: Question | null = null;
  for (const [i, q] of answered.entries()) {
    if (!CHOICE_WIDGETS.has(q.widget) || !q.options?.length || q.options.length > MAX_CATEGORIES) continue;
    if (q.answer_source === "profile" || q.answer_source === "client") continue;
    const wanted = wordsBeyondOptions(q, applicant);
    // The second list is the field right after the first; the category shown may already be the one.
    if (!wanted || says(answered[i + 1], wanted.text)) continue;
    const present = new Set(answered.map((a) => a.key));
    for (const option of q.options.filter((o) => !isPlaceholderOption(o))) {
      if (
        !(await page.write(q, option.value).then(
          () => true,
          () => false,
        ))
      )
        continue;
      // The list the category brings up: the field right after it, or one that was not there before.
      const fields = await page.read();
      const after = fields[fields.findIndex((f) => f.key === q.key) + 1];
      if (says(after, wanted.text) || fields.some((f) => !present.has(f.key) && says(f, wanted.text))) {
        return Object.assign(q, { answer: option.value, answer_source: "profile" as const, answer_from: wanted.from });
      }
    }
    const back = putBack(q);
    if (back !== null) await page.write(q, back).catch(() => undefined);
    first ??= q;
  }
  return first;
}
