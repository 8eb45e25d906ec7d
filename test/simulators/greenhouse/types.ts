// The shape of a Greenhouse job-board API question (GHdoc, docs/platforms.md#greenhouse), shared by
// the questions and their seeded variants.
export type FieldType =
  "input_text" | "input_file" | "input_hidden" | "textarea" | "multi_value_single_select" | "multi_value_multi_select";
export interface GhValue {
  value: number | string;
  label: string;
}
export interface GhField {
  name: string;
  type: FieldType;
  values: GhValue[];
}
export interface GhQuestion {
  required: boolean;
  label: string;
  fields: GhField[];
  description?: string | null;
}
