// The account console: everything shown comes from the public API, called with the key the owner
// pasted. The key lives in sessionStorage only (gone when the tab closes, never in a URL), and
// every value from the API is rendered with textContent, never parsed as HTML.
"use strict";

const KEY_STORAGE = "apply-console-api-key";
const LIST_SIZE = 20;

const $ = (id) => document.getElementById(id);

const storedKey = () => sessionStorage.getItem(KEY_STORAGE);

class ApiFailure extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

async function api(method, path) {
  const response = await fetch(`/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${storedKey()}` },
    cache: "no-store",
    credentials: "omit",
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new ApiFailure(response.status, body?.error?.message ?? `Request failed (${response.status}).`);
  return body;
}

// ---- rendering helpers (text only) ----

const usd = (amount) => `$${Number(amount).toFixed(2)}`;
const localTime = (iso) => (iso ? new Date(iso).toLocaleString() : "");

function cell(text) {
  const td = document.createElement("td");
  td.textContent = text ?? "";
  return td;
}

/** Replaces a table's rows; `toCells` returns the row's <td>s for one item. */
function fillTable(tableId, items, toCells, emptyText) {
  const tbody = $(tableId).querySelector("tbody");
  const columns = $(tableId).querySelectorAll("thead th").length;
  const rows = items.map((item) => {
    const tr = document.createElement("tr");
    tr.append(...toCells(item));
    return tr;
  });
  if (rows.length === 0) {
    const td = cell(emptyText);
    td.colSpan = columns;
    td.className = "empty";
    const tr = document.createElement("tr");
    tr.append(td);
    rows.push(tr);
  }
  tbody.replaceChildren(...rows);
}

function showError(message) {
  $("error").textContent = message;
  $("error").hidden = !message;
}

// ---- sections ----

async function loadBalance() {
  const usage = await api("GET", "/usage");
  $("balance-available").textContent = usd(usage.available_usd);
  $("balance-held").textContent = usd(usage.held_usd);
  $("balance-spent").textContent = usd(usage.spent_usd);
}

async function loadApplications() {
  const page = await api("GET", `/applications?limit=${LIST_SIZE}`);
  fillTable(
    "applications",
    page.data,
    (app) => [
      cell(localTime(app.created_at)),
      cell(app.candidate_name),
      cell(app.ats ?? "unknown"),
      cell(app.status),
      cell(usd(app.price_usd)),
      cell([app.failure_reason, app.failure_message].filter(Boolean).join(": ")),
    ],
    "No applications yet.",
  );
}

async function loadProfiles() {
  const page = await api("GET", `/profiles?limit=${LIST_SIZE}`);
  fillTable(
    "profiles",
    page.data,
    (profile) => {
      const person = profile.profile?.personalInformation ?? {};
      return [
        cell(profile.id),
        cell([person.firstName, person.lastName].filter(Boolean).join(" ")),
        cell(person.email),
        cell(localTime(profile.created_at)),
      ];
    },
    "No saved profiles yet.",
  );
}

async function loadKeys() {
  const page = await api("GET", "/api_keys?limit=100");
  const current = storedKey()?.slice(0, 16);
  fillTable(
    "keys",
    page.data,
    (key) => {
      const actions = document.createElement("td");
      if (!key.revoked_at) {
        const revoke = document.createElement("button");
        revoke.type = "button";
        revoke.className = "revoke";
        revoke.textContent = "Revoke";
        revoke.addEventListener("click", () => revokeKey(key));
        actions.append(revoke);
      }
      const status = key.revoked_at ? `revoked ${localTime(key.revoked_at)}` : key.prefix === current ? "active (this session)" : "active";
      return [cell(`${key.prefix}…`), cell(localTime(key.created_at)), cell(status), actions];
    },
    "No keys.",
  );
}

async function refresh() {
  showError("");
  try {
    await Promise.all([loadBalance(), loadApplications(), loadProfiles(), loadKeys()]);
  } catch (error) {
    handleFailure(error);
  }
}

// ---- actions ----

async function createKey() {
  showError("");
  try {
    const created = await api("POST", "/api_keys");
    $("new-key-value").textContent = created.api_key;
    $("new-key").hidden = false;
    await loadKeys();
  } catch (error) {
    handleFailure(error);
  }
}

async function revokeKey(key) {
  const own = key.prefix === storedKey()?.slice(0, 16);
  const question = own
    ? `Revoke ${key.prefix}…? It is the key this console is using; you will be signed out.`
    : `Revoke ${key.prefix}…? Requests using it will be refused.`;
  if (!window.confirm(question)) return;
  showError("");
  try {
    await api("DELETE", `/api_keys/${encodeURIComponent(key.id)}`);
    if (own) return signOut("The key was revoked; sign in with another key.");
    await loadKeys();
  } catch (error) {
    handleFailure(error);
  }
}

function handleFailure(error) {
  if (error instanceof ApiFailure && error.status === 401) return signOut("That API key was not accepted.");
  showError(error instanceof ApiFailure ? error.message : "Could not reach the API.");
}

// ---- session ----

function showDashboard(signedIn) {
  $("sign-in").hidden = signedIn;
  $("dashboard").hidden = !signedIn;
  $("sign-out").hidden = !signedIn;
}

function signOut(message = "") {
  sessionStorage.removeItem(KEY_STORAGE);
  $("new-key-value").textContent = "";
  $("new-key").hidden = true;
  showDashboard(false);
  showError(message);
}

function signIn(event) {
  event.preventDefault();
  const key = $("api-key").value.trim();
  $("api-key").value = "";
  if (!key) return;
  sessionStorage.setItem(KEY_STORAGE, key);
  showDashboard(true);
  refresh();
}

document.addEventListener("DOMContentLoaded", () => {
  $("sign-in-form").addEventListener("submit", signIn);
  $("sign-out").addEventListener("click", () => signOut());
  $("create-key").addEventListener("click", createKey);
  $("new-key-done").addEventListener("click", () => {
    $("new-key-value").textContent = "";
    $("new-key").hidden = true;
  });
  if (storedKey()) {
    showDashboard(true);
    refresh();
  }
});
