// Reads the current step of a form into FormFields (questions plus how to drive them).
import { controlNames, type ControlName } from "./accessible-name";
import { READ_FORM_SCRIPT } from "./dom-script";
import { editable, readListbox } from "./listbox";
import { isPlaceholderOption } from "./option-meaning";
import { deepQuery, SHADOW_JS } from "./shadow";
import { readYesNo } from "./yes-no";
import type { FormField, FormScope } from "./types";

export interface ReadOptions {
  /** false: button dropdowns are not opened (a cheap read for comparisons). */
  options?: boolean;
  /** Fields already read and answered on this step, whose dropdowns need not be opened again. */
  known?: FormField[];
  /**
   * Answers a button dropdown while it is open for reading: `pick` names the option to choose (its
   * label) or null, and the keys of the dropdowns it chose are added to `chosen`. `stale` is set when
   * a choice re-rendered the step before the read was over (the dropdowns after it are not read).
   */
  choose?: { pick: (field: FormField) => string | null; chosen: Set<string>; stale?: boolean };
}

const asOptions = (labels: string[]) => labels.map((label) => ({ value: label, label })).filter((o) => !isPlaceholderOption(o));

/** Reads the form's current step. */
export async function readForm(scope: FormScope, opts: ReadOptions = {}): Promise<FormField[]> {
  const yesNo = await readYesNo(scope);
  const general = (await scope.frame.evaluate(
    `${READ_FORM_SCRIPT}(${JSON.stringify({ root: scope.root ?? null, typeaheads: (scope.typeaheads ?? []).map((t) => t.input) })})`,
  )) as FormField[];
  const fields = yesNo.length ? await inPageOrder(scope, [...general, ...yesNo]) : general;
  const { choose } = opts;
  // The dropdowns' names in one round trip; after a choice in this read each is named again, since
  // that choice may have re-rendered the step.
  const named = await controlNames(
    scope.frame,
    fields.filter((f) => f.widget === "listbox-button").map((f) => f.key),
  );
  let choseHere = false;
  for (const field of fields) {
    field.fmt ??= null;
    if (field.widget === "listbox-button" && !choose?.stale) {
      // A choice made earlier in this read may have re-rendered the step under it (Workday's
      // Country): a dropdown gone or out of reach then means the caller reads the step again.
      try {
        const name = choseHere ? (await controlNames(scope.frame, [field.key])).get(field.key)! : named.get(field.key)!;
        const outcome = await readButtonDropdown(scope, field, name, opts);
        if (outcome === "gone" && choseHere) choose!.stale = true;
        choseHere ||= outcome === "chosen";
      } catch (err) {
        if (choseHere) choose!.stale = true;
        else if ((err as Error).name === "ClickNotLanded") {
          // It would not open under the pointer (a menu that re-renders as it opens): a box one types
          // into is searched as a typeahead; another is left without options, to be asked.
          const button = await deepQuery(scope.frame, `[data-ae-key="${field.key}"]`);
          if (button && (await editable(button))) Object.assign(field, { kind: "typeahead", widget: "typeahead", options: null });
          else field.options = [];
        } else throw err;
      }
    }
    if (field.options) field.options = field.options.filter((o) => !isPlaceholderOption(o));
  }
  return fields;
}

/** Names a button dropdown and reads its options (opening it), or answers it too. */
async function readButtonDropdown(
  scope: FormScope,
  field: FormField,
  name: ControlName | null,
  opts: ReadOptions,
): Promise<"gone" | "read" | "chosen"> {
  if (!name) return "gone";
  field.label = name.label || field.label;
  field.required ||= name.required;
  const seen = opts.known?.find((k) => k.key === field.key && k.label === field.label);
  if (seen) {
    Object.assign(field, { kind: seen.kind, widget: seen.widget, options: seen.options });
    return "read";
  }
  if (opts.options === false) return "read";
  const button = await deepQuery(scope.frame, `[data-ae-key="${field.key}"]`);
  if (!button) return "gone";
  const { choose } = opts;
  const { labels, chosen } = await readListbox(scope, button, choose && ((shown) => choose.pick({ ...field, options: asOptions(shown) })));
  field.options = asOptions(labels);
  if (chosen) choose?.chosen.add(field.key);
  // A searchable combobox that shows no options until something is typed (a city lookup) is a typeahead.
  if (!field.options.length && (await editable(button))) Object.assign(field, { kind: "typeahead", widget: "typeahead", options: null });
  return chosen ? "chosen" : "read";
}

/** Sorts fields read by different scripts into the order their controls have on the page. */
async function inPageOrder(scope: FormScope, fields: FormField[]): Promise<FormField[]> {
  const keys = (await scope.frame.evaluate(
    `(function () { ${SHADOW_JS} return deepAll(document, "[data-ae-key]").map(function (e) { return e.getAttribute("data-ae-key"); }); })()`,
  )) as string[];
  const at = (key: string) => {
    const i = keys.indexOf(key);
    return i < 0 ? keys.length : i;
  };
  return [...fields].sort((a, b) => at(a.key) - at(b.key));
}
