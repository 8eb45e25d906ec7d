import type { Frame, Page } from "puppeteer-core";
import type { Question } from "../../lib/domain";

/** How the writer drives a question's control. */
export type Widget =
  | "type"
  | "date-native"
  | "select"
  | "radio"
  | "checkbox"
  | "checkbox-group"
  | "aria-radio"
  | "aria-checkbox-group"
  | "aria-checkbox"
  | "pressed-pair"
  | "typeahead"
  | "listbox-button"
  | "file"
  | "none"
  /** Yes/No asked as two checkboxes (yes-no.ts). */
  | "yes-no-checkboxes"
  /** A date asked in Month/Day/Year sections (date-sections.ts). */
  | "date-sections"
  /** A date asked as Day/Month/Year dropdowns (date-sections.ts). */
  | "date-selects";

/** A question as read from the page, with what the writer needs to find and drive its control. */
export interface FormField extends Question {
  widget: Widget;
  /** Date format the control expects when it is a text date picker, e.g. "MM/DD/YYYY". */
  fmt: string | null;
  /** The account's own login or password, asked in the form: filled from the credentials, never an answer. */
  account?: "login" | "password";
  /**
   * Which entry of a repeated section the question belongs to (0 the first, 1 for the second time the
   * step asks it in the same words: a second education's "School"). Set by answerAll.
   */
  entry?: number;
}

/** Where a form lives: the page (for the keyboard) and the frame holding the fields. */
export interface FormScope {
  page: Page;
  frame: Frame;
  /** CSS selector of the form's container inside the frame; the whole document when absent. */
  root?: string;
  /** Text inputs the platform makes typeaheads without ARIA roles, with their suggestions' selector. */
  typeaheads?: Typeahead[];
}

/** A typeahead the page marks by no role: its input, and the suggestions it lists (Lever's location). */
export interface Typeahead {
  input: string;
  options: string;
  /** The search runs when Enter is pressed (Workday's multi-select prompts), not as one types. */
  searchOnEnter?: boolean;
}
