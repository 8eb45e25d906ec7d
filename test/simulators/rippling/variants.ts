// The seeded variants (../variants.ts) on Rippling's apply page (index.ts): the basic questions' titles
// reworded (first and last name, email, phone, location, LinkedIn), the employer's "Application
// questions" shuffled (employers build that form and order it), and the variant's items as a second
// additionalQuestions group in Rippling's own question types (measured, see index.ts): a yes/no as a
// KNOCKOUT (the div combobox showing "Select"), a radio choice as SINGLE_SELECT_RADIO, a multiple choice
// as MULTI_SELECT_CHECKBOX. GUESSES: a dropdown choice as `SINGLE_SELECT_DROPDOWN` (the measured notes
// say dropdowns are the same div combobox, not the type's name), a lone box as `CHECKBOX` (one box with
// the statement beside it under a short title), display text as a `TEXT_BLOCK` item, a second level
// shown through the form's `skipLogic` (the measured form carries an empty `skipLogic` list, not its
// shape), and the cookie banner and the confirmation shapes on Rippling's page.
import { variantQuestionExpectations } from "../variant-forms";
import { type Expectation, type Question, type Variant, boxTitle, questionsOf } from "../variants";

/** The variant's additionalQuestions group (its id is what the answers' keys carry). */
export const RIPPLING_VARIANT_GROUP = { id: "7a9e4c21-3b5d-4e8f-9c0a-1d2e3f4a5b6c", name: "Additional questions" };

export interface RpQuestion {
  uniqueKey: string;
  title: string;
  questionType: string;
  isRequired: boolean;
  strChoices: string[];
  /** A lone box's statement (CHECKBOX) or display text (TEXT_BLOCK). */
  description?: string;
  kind?: "heading" | "paragraph";
}
/** skipLogic: `questionUniqueKey` is shown only while `dependsOn` is answered `equals`. */
export interface RpSkip {
  questionUniqueKey: string;
  dependsOn: string;
  equals: string;
}

export const rpUniqueKey = (key: string) => `v${key}`;
export const rpAnswerKey = (q: Question) => `customQuestions.${RIPPLING_VARIANT_GROUP.id}.${rpUniqueKey(q.key)}`;

const TYPES = {
  yesno: "KNOCKOUT",
  select: "SINGLE_SELECT_DROPDOWN",
  radio: "SINGLE_SELECT_RADIO",
  checkboxes: "MULTI_SELECT_CHECKBOX",
  checkbox: "CHECKBOX",
} as const;

/** The variant's group form: its questions (and text blocks) in page order, and the skip logic. */
export function ripplingVariantForm(v: Variant): { questions: RpQuestion[]; skipLogic: RpSkip[] } {
  const questions = v.items.map((item): RpQuestion => {
    if (item.type === "display")
      return {
        uniqueKey: item.key,
        title: "",
        questionType: "TEXT_BLOCK",
        isRequired: false,
        strChoices: [],
        description: item.text,
        kind: item.kind,
      };
    return {
      uniqueKey: rpUniqueKey(item.key),
      title: item.widget === "checkbox" ? boxTitle(item) : item.label,
      questionType: TYPES[item.widget],
      isRequired: item.required,
      strChoices: item.widget === "yesno" ? ["Yes", "No"] : item.options,
      ...(item.widget === "checkbox" ? { description: item.label } : {}),
    };
  });
  const skipLogic = questionsOf(v).flatMap((q) =>
    q.showIf ? [{ questionUniqueKey: rpUniqueKey(q.key), dependsOn: rpUniqueKey(q.showIf.key), equals: q.showIf.value }] : [],
  );
  return { questions, skipLogic };
}

export function ripplingVariantExpectations(v: Variant): Expectation[] {
  return [
    { field: "first_name", label: v.labels.firstName, expected: "Jane" },
    { field: "last_name", label: v.labels.lastName, expected: "Doe" },
    ...variantQuestionExpectations(v, rpAnswerKey),
  ];
}
