// The account console (docs/api-rules.md#console): the dashboard (#/) and an application's page
// (#/applications/{id}), both filled from the public API with the key the owner pasted.
import { forgetKey, storedKey, storeKey } from "./api";
import { closeApplication, openApplication } from "./application";
import { createKey, loadApplications, loadBalance, loadKeys, loadProfiles } from "./dashboard";
import { $, handleFailure, hideSecret, showError, whenUnauthorized } from "./dom";
import { loadUsageChart } from "./usage-chart";
import { loadEndpoints, wireWebhooks } from "./webhooks";

async function refreshDashboard(): Promise<void> {
  showError("");
  try {
    await Promise.all([loadBalance(), loadUsageChart(), loadApplications(), loadProfiles(), loadEndpoints(), loadKeys(signOut)]);
  } catch (error) {
    handleFailure(error);
  }
}

const applicationRoute = () => /^#\/applications\/([^/]+)$/.exec(location.hash)?.[1];

/** Shows what the address names: an application's page, or the dashboard. */
function route(): void {
  const signedIn = storedKey() !== null;
  const appId = signedIn ? applicationRoute() : undefined;
  $("sign-in").hidden = signedIn;
  $("sign-out").hidden = !signedIn;
  $("nav").hidden = !signedIn;
  $("dashboard").hidden = !signedIn || appId !== undefined;
  $("application").hidden = appId === undefined;
  if (!signedIn) return closeApplication();
  if (appId !== undefined) return void openApplication(decodeURIComponent(appId));
  closeApplication();
  void refreshDashboard();
}

function signOut(message = ""): void {
  forgetKey();
  hideSecret("new-key");
  hideSecret("endpoint-secret");
  closeApplication();
  route();
  showError(message);
  $("api-key").focus();
}

function signIn(event: SubmitEvent): void {
  event.preventDefault();
  const input = $<HTMLInputElement>("api-key");
  const key = input.value.trim();
  input.value = "";
  if (!key) return;
  storeKey(key);
  showError("");
  route();
}

document.addEventListener("DOMContentLoaded", () => {
  whenUnauthorized(signOut);
  $("sign-in-form").addEventListener("submit", (event) => signIn(event as SubmitEvent));
  $("sign-out").addEventListener("click", () => signOut());
  $("create-key").addEventListener("click", () => void createKey(signOut));
  $("new-key-done").addEventListener("click", () => hideSecret("new-key"));
  $("endpoint-secret-done").addEventListener("click", () => hideSecret("endpoint-secret"));
  $("application-refresh").addEventListener("click", () => {
    const id = applicationRoute();
    if (id) void openApplication(decodeURIComponent(id));
  });
  wireWebhooks();
  window.addEventListener("hashchange", route);
  route();
});
