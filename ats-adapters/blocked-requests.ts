// What a form does not need is never fetched: images, fonts and media, and anything from analytics,
// tag-manager and ad hosts (a light page load per application: docs/performance.md). Chromium's Fetch
// domain pauses only the requests that match these patterns and they are failed at once as "blocked by
// client", so they never leave the browser: neither the outbound-policy proxy (lib/outbound-proxy.ts)
// nor the employer's servers see them. Every other request goes on untouched, through the proxy, with
// no round trip to us (unlike Puppeteer's page.setRequestInterception, which pauses every request).
import type { Page } from "puppeteer-core";

/** Chromium resource types (CDP Network.ResourceType) a form never needs to be filled or submitted. */
const BLOCKED_TYPES = ["Image", "Font", "Media"] as const;

/** Analytics, tag-manager, session-recording and ad hosts (and their subdomains). */
export const BLOCKED_HOSTS = [
  "google-analytics.com",
  "analytics.google.com",
  "googletagmanager.com",
  "googleadservices.com",
  "googlesyndication.com",
  "doubleclick.net",
  "connect.facebook.net",
  "facebook.net",
  "hotjar.com",
  "hotjar.io",
  "segment.com",
  "segment.io",
  "mixpanel.com",
  "amplitude.com",
  "fullstory.com",
  "clarity.ms",
  "bat.bing.com",
  "ads.linkedin.com",
  "snap.licdn.com",
  "px.ads.linkedin.com",
  "static.ads-twitter.com",
  "analytics.tiktok.com",
  "cdn.heapanalytics.com",
  "js.hs-analytics.net",
  "newrelic.com",
  "nr-data.net",
] as const;

const patterns = [
  ...BLOCKED_TYPES.map((resourceType) => ({ urlPattern: "*", resourceType, requestStage: "Request" as const })),
  ...BLOCKED_HOSTS.flatMap((host) => [`*://${host}/*`, `*://*.${host}/*`]).map((urlPattern) => ({
    urlPattern,
    requestStage: "Request" as const,
  })),
];

/** Makes `page` fail what a form does not need before it is sent; lasts as long as the page. */
export async function blockUnneededRequests(page: Page): Promise<void> {
  const session = await page.createCDPSession();
  session.on("Fetch.requestPaused", ({ requestId }) => {
    // The page may be closing meanwhile; a request it no longer waits for needs no answer.
    session.send("Fetch.failRequest", { requestId, errorReason: "BlockedByClient" }).catch(() => undefined);
  });
  await session.send("Fetch.enable", { patterns });
}
