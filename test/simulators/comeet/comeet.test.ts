// Drives the Comeet simulator by hand in real Chromium: the comeet.com shell with its bootstrap config and
// the cross-origin iframe from comeet.co, the form's names, the phone that strips spaces, the page's
// required checks, the inline thank-you, a closed position, a CAPTCHA the server insists on.
import { describe, it, expect } from "vitest";
import type { Frame } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile } from "../harness";

const env = useSimulatorBrowser();
const resume = resumeFile();
const POSTING = (n: string) => `http://www.comeet.com/jobs/acme/8A.002/software-engineer/C3.${n}`;

async function formFrame(): Promise<Frame> {
  await env.page.waitForSelector("iframe#iFrameResizer1");
  const handle = await env.page.$("iframe#iFrameResizer1");
  const frame = (await handle!.contentFrame())!;
  await frame.waitForSelector("#comeet-apply-form");
  return frame;
}

// Presses in the page's own terms (a DOM click). A pointer click into this 1400-px cross-origin iframe
// lands only where Chromium has scrolled the parent page to, which it did not always do in time here;
// the adapter's real pointer clicks on this form are tested in test/ats/comeet.test.ts.
const press = (f: Frame, selector: string) => f.$eval(selector, (e) => (e as HTMLElement).click());

async function fill(f: Frame) {
  await f.type("#firstName", "Jane");
  await f.type("#lastName", "Doe");
  await f.type("#email", "jane@example.com");
  await f.type("#phone", "+1 415 555 0100");
  const input = await f.$("#cv");
  await (input as unknown as { uploadFile(p: string): Promise<void> }).uploadFile(resume);
  await press(f, '[name="questions[A1.001]"][value=Yes]');
  await press(f, '[name="questions[A1.002]"][value=No]');
  await f.select('[name="questions[A1.003]"]', "6-10");
}

describe("Comeet simulator", () => {
  it("serves the shell with the bootstrap config and the form in a comeet.co iframe, and submits", async () => {
    await env.page.goto(POSTING("4012"));
    expect(await env.page.evaluate(() => (window as unknown as { COMEET_CONFIG: { company_uid: string } }).COMEET_CONFIG.company_uid)).toBe(
      "8A.002",
    );
    const f = await formFrame();
    expect(f.url()).toMatch(/^https:\/\/www\.comeet\.co\/jobs\/8A\.002\/C3\.4012\/apply\?token=\w+&embedded=true$/);
    await fill(f);
    expect(await f.$eval("#phone", (e) => (e as HTMLInputElement).value)).toBe("+14155550100");
    await press(f, "#submit-application");
    await f.waitForSelector(".apply-success:not([hidden])");
    expect(env.sim.submissions).toHaveLength(1);
    const sub = env.sim.submissions[0];
    expect(sub).toMatchObject({ ats: "comeet", tenant: "8A.002", jobId: "C3.4012" });
    expect(sub.fields).toMatchObject({
      firstName: "Jane",
      email: "jane@example.com",
      phone: "+14155550100",
      "questions[A1.001]": "Yes",
      "questions[A1.002]": "No",
      "questions[A1.003]": "6-10",
    });
    expect(sub.files.cv.filename).toBe("jane-doe-resume.pdf");
  });

  it("names what is missing and sends nothing; a closed position is no longer available", async () => {
    await env.page.goto(POSTING("4012"));
    const f = await formFrame();
    await f.type("#firstName", "Jane");
    await press(f, "#submit-application");
    // The page validates in its submit handler, which may run after the click returns on a busy machine.
    await f.waitForFunction(() => document.querySelector(".form-alert")?.textContent === "Please fill in all required fields", {
      polling: 50,
    });
    expect(await f.$$eval(".has-error", (es) => es.map((e) => (e as HTMLElement).dataset.field))).toEqual(
      expect.arrayContaining(["lastName", "cv", "questions[A1.001]"]),
    );
    expect(env.sim.submissions).toHaveLength(0);
    await env.page.goto(POSTING("4040"));
    expect(await env.page.$eval("h2", (e) => e.textContent)).toBe("This position is no longer available");
  });

  it("4041: the server refuses the submission without the CAPTCHA", async () => {
    await env.page.goto(POSTING("4041"));
    const f = await formFrame();
    await fill(f);
    await press(f, "#submit-application");
    // Interval polling: Chromium throttles animation frames in an out-of-process iframe scrolled away.
    await f.waitForFunction(() => document.querySelector(".form-alert")?.textContent === "Please confirm you are not a robot", {
      polling: 250,
    });
    expect(env.sim.submissions).toHaveLength(0);
  });
});
