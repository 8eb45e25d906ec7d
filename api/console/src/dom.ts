// Rendering helpers. Every value from the API goes into the page as text (textContent, attributes
// set one by one), never parsed as HTML.
import { ApiFailure } from "./api";

export function $<T extends HTMLElement = HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing from the page`);
  return found as T;
}

type Child = Node | string | null | undefined | false;

/** An element with attributes (strings, or booleans for flags) and text or element children. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) node.setAttribute(name, "");
    else if (typeof value === "string") node.setAttribute(name, value);
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

export function button(text: string, onClick: () => unknown, attributes: Record<string, string> = {}): HTMLButtonElement {
  const node = el("button", { type: "button", ...attributes }, text);
  node.addEventListener("click", () => void onClick());
  return node;
}

export const usd = (amount: number): string => `$${Number(amount).toFixed(2)}`;
export const localTime = (iso: string | null | undefined): string => (iso ? new Date(iso).toLocaleString() : "");

/** Replaces a table's rows; `toCells` returns one item's cells (strings or elements). Each cell is
 * labelled with its column's heading, which the narrow layout shows beside the value. */
export function fillTable<T>(table: HTMLTableElement, items: T[], toCells: (item: T) => Array<string | Node>, emptyText: string): void {
  const headings = [...table.querySelectorAll("thead th")].map((th) => th.textContent ?? "");
  const rows = items.map((item) =>
    el("tr", {}, ...toCells(item).map((value, column) => el("td", { "data-label": headings[column] || undefined }, value))),
  );
  if (rows.length === 0) rows.push(el("tr", {}, el("td", { colspan: String(headings.length), class: "empty" }, emptyText)));
  table.tBodies[0]!.replaceChildren(...rows);
}

let onUnauthorized: (message: string) => void = () => {};

/** What a refused key does (main.ts signs out). */
export function whenUnauthorized(handler: (message: string) => void): void {
  onUnauthorized = handler;
}

export function showError(message: string): void {
  const box = $("error");
  box.textContent = message;
  box.hidden = !message;
}

export function handleFailure(error: unknown): void {
  if (error instanceof ApiFailure && error.status === 401) return onUnauthorized("That API key was not accepted.");
  showError(error instanceof ApiFailure ? error.message : "Could not reach the API.");
}

/** Runs a user's action: clears the last error, reports a failure in the alert box. */
export async function attempt(action: () => Promise<unknown>): Promise<void> {
  showError("");
  try {
    await action();
  } catch (error) {
    handleFailure(error);
  }
}

/** Shows a secret once, in a panel the owner closes with its Done button (which forgets the text). */
export function showSecret(panelId: string, secret: string, note = ""): void {
  const panel = $(panelId);
  panel.querySelector("code")!.textContent = secret;
  const noteNode = panel.querySelector(".secret-note");
  if (noteNode) noteNode.textContent = note;
  panel.hidden = false;
  panel.focus();
}

export function hideSecret(panelId: string): void {
  const panel = $(panelId);
  panel.querySelector("code")!.textContent = "";
  panel.hidden = true;
}
