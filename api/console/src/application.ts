// The application page (#/applications/{id}): its state, the failure message, the review form while it
// waits on one, the evidence images and the timeline of every event. It polls while work is under way.
import { api, apiBlob, ApiFailure } from "./api";
import { $, attempt, el, handleFailure, localTime, usd } from "./dom";
import { renderReview } from "./review";
import type { Application, ApplicationEvent, Evidence, Page } from "./types";

const POLL_MS = 2000;
const UNDER_WAY = new Set(["queued", "running"]);
/** The event that announces each status: the timeline may be read a moment before it is recorded. */
const STATUS_EVENT: Record<string, string> = {
  running: "application.running",
  needs_review: "application.needs_review",
  submitted: "application.submitted",
  failed: "application.failed",
};
/** Looks after the work stopped, for a timeline that has not caught up with the status yet. */
const CATCH_UP_LOOKS = 15;

let current: { id: string; timer?: number; images: string[]; catchUps: number } | null = null;

/** Leaves the page: stops polling and frees the images' object URLs. */
export function closeApplication(): void {
  if (!current) return;
  window.clearTimeout(current.timer);
  current.images.forEach((url) => URL.revokeObjectURL(url));
  current = null;
}

export async function openApplication(id: string): Promise<void> {
  closeApplication();
  current = { id, images: [], catchUps: 0 };
  $("application-title").textContent = "Application";
  for (const part of ["application-status", "application-details", "review", "evidence-list", "timeline"]) $(part).replaceChildren();
  $("application-failure").hidden = true;
  $("application-title").focus();
  await attempt(() => load(id, true));
}

async function load(id: string, withEvidence: boolean): Promise<void> {
  const app = await api<Application>("GET", `/applications/${encodeURIComponent(id)}`);
  if (current?.id !== id) return;
  showState(app);
  const [newest] = await Promise.all([loadTimeline(id), withEvidence || !UNDER_WAY.has(app.status) ? loadEvidence(id) : null]);
  if (current?.id !== id) return;
  const behind = STATUS_EVENT[app.status] !== undefined && newest !== STATUS_EVENT[app.status];
  if (UNDER_WAY.has(app.status) || (behind && current.catchUps++ < CATCH_UP_LOOKS)) {
    current.timer = window.setTimeout(() => void load(id, false).catch(handleFailure), POLL_MS);
  }
}

/** After a decision at review: show the application as the API answered, then follow it. */
export function applicationChanged(app: Application): void {
  if (current?.id !== app.id) return;
  window.clearTimeout(current.timer);
  showState(app);
  void load(app.id, false).catch(handleFailure);
}

function showState(app: Application): void {
  // The id in a fixed-width font: every id is as wide as any other, so the heading's height (and all
  // below it) does not change with the id's letters.
  $("application-title").replaceChildren("Application ", el("code", { class: "id" }, app.id));
  const status = $("application-status");
  if (status.textContent !== app.status) status.textContent = app.status;
  status.className = `status status-${app.status}`;
  const facts: Array<[string, string | Node]> = [
    ["Candidate", `${app.candidate_name} <${app.candidate_email}>`],
    ["ATS", app.ats ?? "unknown"],
    ["Posting", el("span", { class: "url" }, app.url)],
    ["Price", usd(app.price_usd)],
    ["Created", localTime(app.created_at)],
    ["Updated", localTime(app.updated_at)],
  ];
  if (app.awaiting_otp) facts.push(["Waiting for", "a verification code (POST /v1/applications/{id}/otp)"]);
  $("application-details").replaceChildren(...facts.map(([term, value]) => el("div", {}, el("dt", {}, term), el("dd", {}, value))));
  const failure = $("application-failure");
  failure.hidden = app.status !== "failed";
  $("failure-reason").textContent = app.failure_reason ?? "";
  $("failure-message").textContent = app.failure_message ?? "";
  renderReview(app, applicationChanged);
}

const EVENT_TEXT: Record<string, string> = {
  "application.running": "Work started",
  "application.needs_review": "Waiting for review",
  "application.needs_otp": "Waiting for a verification code",
  "application.submitted": "Submitted",
  "application.failed": "Failed",
};

/** Shows the application's events, oldest first; returns the newest one's type. */
async function loadTimeline(id: string): Promise<string | undefined> {
  const page = await api<Page<ApplicationEvent>>("GET", `/events?application_id=${encodeURIComponent(id)}&limit=100`);
  if (current?.id !== id) return undefined;
  const items = [...page.data].reverse().map((event) => {
    const app = event.data.application;
    const detail = event.type === "application.failed" ? [app.failure_reason, app.failure_message].filter(Boolean).join(": ") : "";
    return el(
      "li",
      { "data-type": event.type },
      el("time", { datetime: event.created_at }, localTime(event.created_at)),
      " ",
      el("strong", {}, EVENT_TEXT[event.type] ?? event.type),
      detail && el("span", { class: "event-detail" }, ` — ${detail}`),
    );
  });
  $("timeline").replaceChildren(...(items.length ? items : [el("li", { class: "empty" }, "No events yet.")]));
  return page.data[0]?.type;
}

const imagePath = (id: string, evidence: Evidence) => `/applications/${encodeURIComponent(id)}/evidence/${encodeURIComponent(evidence.id)}`;

async function loadEvidence(id: string): Promise<void> {
  let items: Evidence[];
  try {
    const listed = await api<Page<Evidence> | Evidence[]>("GET", `/applications/${encodeURIComponent(id)}/evidence`);
    items = Array.isArray(listed) ? listed : listed.data;
  } catch (error) {
    // Not served (yet) on this gateway, or nothing for this application: nothing to show.
    if (error instanceof ApiFailure && error.status === 404) items = [];
    else throw error;
  }
  if (current?.id !== id) return;
  current.images.forEach((url) => URL.revokeObjectURL(url));
  current.images = [];
  const list = $("evidence-list");
  if (items.length === 0) return list.replaceChildren(el("p", { class: "empty" }, "No evidence."));
  list.replaceChildren(...items.map((item) => evidenceFigure(id, item)));
}

function evidenceFigure(id: string, item: Evidence): HTMLElement {
  const caption = el(
    "figcaption",
    {},
    el("strong", {}, item.kind.replace(/_/g, " ")),
    item.created_at && ` · ${localTime(item.created_at)}`,
  );
  const figure = el("figure", { class: "evidence", "data-kind": item.kind }, caption);
  if (!item.content_type || item.content_type.startsWith("image/")) {
    const img = el("img", { alt: `Screenshot: ${item.kind.replace(/_/g, " ")}`, loading: "lazy" });
    if (item.width && item.height) Object.assign(img, { width: item.width, height: item.height });
    figure.prepend(img);
    // The image needs the key, so it is fetched like any request and shown from a blob: URL.
    apiBlob(imagePath(id, item))
      .then((blob) => {
        if (!current || current.id !== id) return;
        const url = URL.createObjectURL(blob);
        current.images.push(url);
        img.src = url;
      })
      .catch(() => img.replaceWith(el("p", { class: "empty" }, "The image could not be loaded.")));
  }
  if (item.signals?.length) figure.append(el("ul", { class: "signals" }, ...item.signals.map((s) => el("li", {}, s))));
  if (item.text) figure.append(el("details", {}, el("summary", {}, "Page text"), el("pre", {}, item.text)));
  return figure;
}
