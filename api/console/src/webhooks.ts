// Webhook endpoints (docs/api-rules.md#webhooks): create one (its secret is shown once), rotate its
// secret, enable it again after it was disabled, delete it, and see its deliveries and send one again.
import { api } from "./api";
import { $, attempt, button, el, fillTable, localTime, showSecret } from "./dom";
import type { CreatedWebhookEndpoint, Page, WebhookDelivery, WebhookEndpoint } from "./types";

let shownDeliveries: WebhookEndpoint | null = null;
const path = (endpoint: WebhookEndpoint) => `/webhook_endpoints/${encodeURIComponent(endpoint.id)}`;

export async function loadEndpoints(): Promise<void> {
  const page = await api<Page<WebhookEndpoint>>("GET", "/webhook_endpoints?limit=100");
  fillTable(
    $<HTMLTableElement>("endpoints"),
    page.data,
    (endpoint) => {
      const name = endpoint.url;
      const actions = el(
        "div",
        { class: "row-actions" },
        button("Deliveries", () => showDeliveries(endpoint), { class: "deliveries", "aria-label": `Deliveries to ${name}` }),
        button("Rotate secret", () => rotate(endpoint), { class: "rotate", "aria-label": `Rotate the secret of ${name}` }),
        endpoint.status === "disabled" && button("Enable", () => enable(endpoint), { class: "enable", "aria-label": `Enable ${name}` }),
        button("Delete", () => remove(endpoint), { class: "delete", "aria-label": `Delete ${name}` }),
      );
      const status = endpoint.status === "disabled" ? `disabled: ${endpoint.disabled_reason ?? ""}` : "enabled";
      return [el("span", { class: "url" }, endpoint.url), status, localTime(endpoint.created_at), actions];
    },
    "No webhook endpoints.",
  );
  const still = shownDeliveries && page.data.find((e) => e.id === shownDeliveries!.id);
  if (shownDeliveries && !still) hideDeliveries();
}

export function createEndpoint(event: SubmitEvent): Promise<void> {
  event.preventDefault();
  const input = $<HTMLInputElement>("endpoint-url");
  return attempt(async () => {
    const created = await api<CreatedWebhookEndpoint>("POST", "/webhook_endpoints", { url: input.value.trim() });
    input.value = "";
    showSecret("endpoint-secret", created.secret, `Signing secret of ${created.url}.`);
    await loadEndpoints();
  });
}

function rotate(endpoint: WebhookEndpoint): Promise<void> {
  if (!window.confirm(`Rotate the secret of ${endpoint.url}? The current one keeps signing for 24 hours.`)) return Promise.resolve();
  return attempt(async () => {
    const rotated = await api<CreatedWebhookEndpoint>("POST", `${path(endpoint)}/rotate_secret`);
    const until = localTime(rotated.previous_secret_expires_at);
    showSecret("endpoint-secret", rotated.secret, `New signing secret of ${rotated.url}. The previous one stays valid until ${until}.`);
  });
}

function enable(endpoint: WebhookEndpoint): Promise<void> {
  return attempt(async () => {
    await api("PATCH", path(endpoint), { enabled: true });
    await loadEndpoints();
  });
}

function remove(endpoint: WebhookEndpoint): Promise<void> {
  if (!window.confirm(`Delete the endpoint ${endpoint.url}? It will receive no more events.`)) return Promise.resolve();
  return attempt(async () => {
    await api("DELETE", path(endpoint));
    await loadEndpoints();
  });
}

function hideDeliveries(): void {
  shownDeliveries = null;
  $("deliveries-panel").hidden = true;
  $<HTMLTableElement>("deliveries").tBodies[0]!.replaceChildren();
}

async function showDeliveries(endpoint: WebhookEndpoint): Promise<void> {
  shownDeliveries = endpoint;
  $("deliveries-heading").textContent = `Deliveries to ${endpoint.url}`;
  $("deliveries-panel").hidden = false;
  await attempt(loadDeliveries);
  $("deliveries-heading").focus();
}

export async function loadDeliveries(): Promise<void> {
  const endpoint = shownDeliveries;
  if (!endpoint) return;
  const page = await api<Page<WebhookDelivery>>("GET", `${path(endpoint)}/deliveries?limit=50`);
  if (shownDeliveries !== endpoint) return;
  fillTable(
    $<HTMLTableElement>("deliveries"),
    page.data,
    (d) => [
      d.event_type,
      d.status,
      String(d.attempts),
      [d.last_status_code === null ? "" : `HTTP ${d.last_status_code}`, d.last_error ?? ""].filter(Boolean).join(" · "),
      d.status === "pending" ? localTime(d.next_attempt_at) : localTime(d.delivered_at),
      button("Retry", () => retry(endpoint, d), { class: "retry", "aria-label": `Send the ${d.event_type} delivery again` }),
    ],
    "No deliveries yet.",
  );
}

function retry(endpoint: WebhookEndpoint, delivery: WebhookDelivery): Promise<void> {
  return attempt(async () => {
    await api("POST", `${path(endpoint)}/deliveries/${encodeURIComponent(delivery.id)}/retry`);
    await loadDeliveries();
  });
}

export function wireWebhooks(): void {
  $("endpoint-form").addEventListener("submit", (event) => void createEndpoint(event as SubmitEvent));
  $("deliveries-refresh").addEventListener("click", () => void attempt(loadDeliveries));
  $("deliveries-close").addEventListener("click", hideDeliveries);
}
