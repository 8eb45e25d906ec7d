// What the final click's outcome is decided from, beside the adapter's own success detector: the
// form's submit request (its status), a confirmation that appeared in the page, and the form's own
// validation messages. The rule that weighs them is docs/api-rules.md, "Outcome by evidence": a 2xx
// answer to the form's own submit request with no validation message is an application the employer
// holds, so it is never reported failed.
import type { Frame, HTTPResponse, Page } from "puppeteer-core";
import { getDomain } from "tldts";

/** A write the page made after the final click, and the site's answer to it. */
export interface SubmitRequest {
  method: string;
  url: string;
  status: number;
}

const WRITES = new Set(["POST", "PUT", "PATCH"]);
const FORM_TRAFFIC = new Set(["document", "xhr", "fetch"]);
/** Same-site writes that are not the application: telemetry and error reporting. */
const TELEMETRY = /\/(analytics|collect|track(ing)?|beacon|events?|metrics|logs?|telemetry|rum|pixel|sentry)(\/|\?|$)/i;

/** "Thank you for applying", "Your application was submitted successfully", "We've received your application". */
export const THANKS =
  /thank(s| you)\b[^.!\n]{0,60}\b(appl(y|ying|ication)|submi(t|ssion|tting)|interest)|application (has been |was |is )?(successfully )?(submitted|received|sent|complete)|(we('ve| have)|we) received your application|successfully (submitted|applied|sent)|submission (was |has been )?(received|successful)/i;

const siteOf = (url: string): string => {
  try {
    const host = new URL(url).hostname;
    return getDomain(host) ?? host;
  } catch {
    return "";
  }
};

/** Records the page's writes to its own site from the moment it is made until stop(). */
export class SubmitRecorder {
  readonly requests: SubmitRequest[] = [];
  private readonly onResponse = (response: HTTPResponse) => {
    const request = response.request();
    // A POST answered by a redirect arrives as its last hop (a GET): the write is the first hop.
    const first = request.redirectChain()[0] ?? request;
    if (!WRITES.has(first.method()) || !FORM_TRAFFIC.has(request.resourceType())) return;
    const url = first.url();
    const frameUrl = request.frame()?.url() || this.page.url();
    if (siteOf(url) !== siteOf(frameUrl) || TELEMETRY.test(new URL(url).pathname)) return;
    this.requests.push({ method: first.method(), url: url.split("?")[0], status: response.status() });
  };

  constructor(private readonly page: Page) {
    page.on("response", this.onResponse);
  }

  stop(): void {
    this.page.off("response", this.onResponse);
  }

  /** The latest write the site accepted (2xx, or a redirect followed to a 2xx page). */
  accepted(): SubmitRequest | undefined {
    return this.requests.findLast((r) => r.status >= 200 && r.status < 300);
  }

  /** The latest write the site refused (4xx or 5xx). */
  refused(): SubmitRequest | undefined {
    return this.requests.findLast((r) => r.status >= 400);
  }
}

/** One request as evidence: "POST https://boards.example.com/apply answered 200". */
export const describeRequest = (r: SubmitRequest): string => `${r.method} ${r.url} answered ${r.status}`;

/**
 * Confirmation text visible now: what the page's status, alert and live regions, toasts and dialogs
 * say, and the page's whole text, each reduced to its thank-you lines. Compared with the same
 * reading from before the click, so a job description's "thank you for your interest" never counts.
 */
export async function confirmationsShown(frame: Page | Frame): Promise<string[]> {
  const texts = await frame
    .evaluate(() => {
      const shown = (e: Element) => {
        const r = e.getBoundingClientRect(),
          cs = getComputedStyle(e);
        return r.width > 0 && r.height > 0 && cs.visibility !== "hidden" && cs.display !== "none";
      };
      const regions = document.querySelectorAll(
        "[role=status], [role=alert], [aria-live], [role=dialog], dialog[open], [class*=toast], [class*=snackbar], [class*=notification], [class*=success]",
      );
      return [...[...regions].filter(shown).map((e) => (e as HTMLElement).innerText), document.body?.innerText ?? ""];
    })
    .catch(() => [] as string[]);
  const out = new Set<string>();
  for (const text of texts) {
    // A line at a time; a long line (a paragraph) a sentence at a time.
    for (const line of text.split(/\n+/)) {
      for (const part of line.length > 200 ? line.split(/(?<=[.!?])\s+/) : [line]) {
        const s = part.replace(/\s+/g, " ").trim();
        if (s.length <= 200 && THANKS.test(s)) out.add(s);
      }
    }
  }
  return [...out];
}
