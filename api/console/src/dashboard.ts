// The dashboard's account sections: balance, recent applications, saved profiles and API keys.
import { api, storedKey } from "./api";
import { $, attempt, button, el, fillTable, localTime, showSecret, usd } from "./dom";
import type { ApiKey, Application, Page, SavedProfile, Usage } from "./types";

const LIST_SIZE = 20;

export async function loadBalance(): Promise<void> {
  const usage = await api<Usage>("GET", "/usage");
  $("balance-available").textContent = usd(usage.available_usd);
  $("balance-held").textContent = usd(usage.held_usd);
  $("balance-spent").textContent = usd(usage.spent_usd);
}

export const applicationHref = (id: string): string => `#/applications/${encodeURIComponent(id)}`;

export async function loadApplications(): Promise<void> {
  const page = await api<Page<Application>>("GET", `/applications?limit=${LIST_SIZE}`);
  fillTable(
    $<HTMLTableElement>("applications"),
    page.data,
    (app) => [
      localTime(app.created_at),
      el("a", { href: applicationHref(app.id), "aria-label": `${app.candidate_name}: application ${app.id}` }, app.candidate_name),
      app.ats ?? "unknown",
      app.status,
      usd(app.price_usd),
      [app.failure_reason, app.failure_message].filter(Boolean).join(": "),
    ],
    "No applications yet.",
  );
}

export async function loadProfiles(): Promise<void> {
  const page = await api<Page<SavedProfile>>("GET", `/profiles?limit=${LIST_SIZE}`);
  fillTable(
    $<HTMLTableElement>("profiles"),
    page.data,
    (profile) => {
      const person = profile.profile?.personalInformation ?? {};
      return [profile.id, [person.firstName, person.lastName].filter(Boolean).join(" "), person.email ?? "", localTime(profile.created_at)];
    },
    "No saved profiles yet.",
  );
}

const ownPrefix = () => storedKey()?.slice(0, 16);

export async function loadKeys(signOut: (message: string) => void): Promise<void> {
  const page = await api<Page<ApiKey>>("GET", "/api_keys?limit=100");
  fillTable(
    $<HTMLTableElement>("keys"),
    page.data,
    (key) => {
      const status = key.revoked_at
        ? `revoked ${localTime(key.revoked_at)}`
        : key.prefix === ownPrefix()
          ? "active (this session)"
          : "active";
      const revoke = key.revoked_at
        ? ""
        : button("Revoke", () => revokeKey(key, signOut), { class: "revoke", "aria-label": `Revoke ${key.prefix}…` });
      return [`${key.prefix}…`, localTime(key.created_at), status, revoke];
    },
    "No keys.",
  );
}

export function createKey(signOut: (message: string) => void): Promise<void> {
  return attempt(async () => {
    const created = await api<{ api_key: string }>("POST", "/api_keys");
    showSecret("new-key", created.api_key);
    await loadKeys(signOut);
  });
}

function revokeKey(key: ApiKey, signOut: (message: string) => void): Promise<void> {
  const own = key.prefix === ownPrefix();
  const question = own
    ? `Revoke ${key.prefix}…? It is the key this console is using; you will be signed out.`
    : `Revoke ${key.prefix}…? Requests using it will be refused.`;
  if (!window.confirm(question)) return Promise.resolve();
  return attempt(async () => {
    await api("DELETE", `/api_keys/${encodeURIComponent(key.id)}`);
    if (own) return signOut("The key was revoked; sign in with another key.");
    await loadKeys(signOut);
  });
}
