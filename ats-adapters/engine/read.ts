// Reads the current step of a form into FormFields (questions plus how to drive them).
import { controlName } from "./accessible-name";
import { READ_FORM_SCRIPT } from "./dom-script";
import { editable, readListbox } from "./listbox";
import { isPlaceholderOption } from "./option-meaning";
import { deep, SHADOW_JS } from "./shadow";
import { readYesNo } from "./yes-no";
import type { FormField, FormScope } from "./types";

/**
 * Reads the form; `options: false` skips opening button dropdowns (a cheap read for comparisons), and
 * `known` gives fields already read and answered on this step, whose dropdowns need not be opened again.
 */
export async function readForm(scope: FormScope, opts: { options?: boolean; known?: FormField[] } = {}): Promise<FormField[]> {
  const yesNo = await readYesNo(scope);
  const general = (await scope.frame.evaluate(
    `${READ_FORM_SCRIPT}(${JSON.stringify({ root: scope.root ?? null, typeaheads: (scope.typeaheads ?? []).map((t) => t.input) })})`,
  )) as FormField[];
  const fields = yesNo.length ? await inPageOrder(scope, [...general, ...yesNo]) : general;
  for (const field of fields) {
    field.fmt ??= null;
    const button = field.widget === "listbox-button" ? await scope.frame.$(deep(`[data-ae-key="${field.key}"]`)) : null;
    if (button) {
      const name = await controlName(button);
      field.label = name.label || field.label;
      field.required ||= name.required;
      const seen = opts.known?.find((k) => k.key === field.key && k.label === field.label);
      if (seen) Object.assign(field, { kind: seen.kind, widget: seen.widget, options: seen.options });
      else if (opts.options !== false) {
        field.options = (await readListbox(scope, button)).map((label) => ({ value: label, label }));
        // A searchable combobox that shows no options until something is typed (a city lookup) is a typeahead.
        if (!field.options.length && (await editable(button))) Object.assign(field, { kind: "typeahead", widget: "typeahead", options: null });
      }
    }
    if (field.options) field.options = field.options.filter((o) => !isPlaceholderOption(o));
  }
  return fields;
}

/** Sorts fields read by different scripts into the order their controls have on the page. */
async function inPageOrder(scope: FormScope, fields: FormField[]): Promise<FormField[]> {
  const keys = (await scope.frame.evaluate(
    `(function () { ${SHADOW_JS} return deepAll(document, "[data-ae-key]").map(function (e) { return e.getAttribute("data-ae-key"); }); })()`,
  )) as string[];
  const at = (key: string) => { const i = keys.indexOf(key); return i < 0 ? keys.length : i; };
  return [...fields].sort((a, b) => at(a.key) - at(b.key));
}
