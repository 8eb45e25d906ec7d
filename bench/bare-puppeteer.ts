// The reference for the end-to-end figures: a bare Puppeteer script that fills and submits the same
// simulator forms with no service around it (no API, workflow, database, answer engine or queue),
// hand-written the way the simulators' own tests drive them (test/simulators/<id>/<id>.test.ts).
//
// Run as a child process by bench/end-to-end.ts, so its memory and CPU are read like the worker's:
//   tsx bench/bare-puppeteer.ts <greenhouse|lever> <parallel> <count>
// with BENCH_CHROMIUM_ARGS (JSON: the simulators' Chromium flags). Prints one JSON line.
import { performance } from "node:perf_hooks";
import type { Page } from "puppeteer-core";
import { launchChromium, newPage, resumeFile, typeInto, upload } from "../test/simulators/harness";
import { QUESTIONS_CARD, WORK_CARD } from "../test/simulators/lever";
import { treeUsage, watchPeak } from "./processes";

const resume = resumeFile();
let serial = 0;
const unique = () => `${(Date.now() % 1e6).toString().padStart(6, "0")}${serial++}`;

const forms: Record<string, (page: Page) => Promise<void>> = {
  async greenhouse(p) {
    // The fields the service fills for the bench's candidate (bench/end-to-end.ts), as the simulator
    // recorded its submission: the optional offices and free-text questions left empty, the school
    // searched and not found. The new React board: react-selects open by a press and take a click on
    // an option (test/simulators/greenhouse/greenhouse.test.ts).
    const choose = async (id: string, option: string, search?: string) => {
      await p.click(`[id="${id}"]`);
      if (search) await p.type(`[id="${id}"]`, search);
      await (await p.waitForSelector(`[id^="react-select-${id}-option-"] ::-p-text(${option})`))!.click();
    };
    await p.goto(`http://job-boards.greenhouse.io/acme/jobs/${unique()}4012`);
    await p.waitForSelector("#application-form[data-ready=true]");
    await typeInto(p, "#first_name", "Jane");
    await typeInto(p, "#last_name", "Doe");
    await typeInto(p, "#preferred_name", "Jane");
    await typeInto(p, "#email", `jane.${unique()}@example.com`);
    await choose("country", "United States +1", "United");
    await typeInto(p, "#phone", "+1 415 555 0100");
    await choose("candidate-location", "San Francisco, California, United States", "San Fra");
    await upload(p, "#resume", resume);
    await p.waitForSelector("[aria-labelledby=upload-label-resume] .file-upload__filename");
    await typeInto(p, "#question_1001", "https://www.linkedin.com/in/janedoe");
    await choose("question_1002", "Yes");
    await choose("question_1003", "No");
    await choose("question_1004", "6-10");
    await choose("question_1005", "Company website");
    await p.click('[id="school--0"]');
    await p.type('[id="school--0"]', "University of London");
    await p.waitForSelector(".select__menu-notice--no-options");
    await p.keyboard.press("Escape");
    await choose("degree--0", "Bachelor's Degree");
    await choose("gender", "Decline To Self Identify");
    await choose("hispanic_ethnicity", "Decline To Self Identify");
    await choose("veteran_status", "I don't wish to answer");
    await choose("disability_status", "I do not want to answer");
    await Promise.all([p.waitForNavigation(), p.click("#application-form button[type=submit]")]);
    await p.waitForSelector("#application_confirmation");
  },
  async lever(p) {
    // As test/simulators/lever/lever.test.ts fills it.
    const work = `cards[${WORK_CARD}]`,
      more = `cards[${QUESTIONS_CARD}]`;
    await p.goto(`http://jobs.lever.co/acme/00000000-0000-4000-8000-${unique().padStart(8, "0").slice(-8)}4012/apply`);
    await upload(p, "input[name=resume]", resume);
    await p.waitForSelector(".resume-upload-success", { visible: true });
    await typeInto(p, "[data-qa=name-input]", "Jane Doe");
    await typeInto(p, "[data-qa=email-input]", `jane.${unique()}@example.com`);
    await typeInto(p, "[data-qa=phone-input]", "+1 415 555 0100");
    await p.click("#location-input");
    await p.type("#location-input", "San Fr");
    await (await p.waitForSelector(".dropdown-results .dropdown-location ::-p-text(San Francisco, California, United States)"))!.click();
    await typeInto(p, "input[name='urls[LinkedIn]']", "https://linkedin.com/in/janedoe");
    await p.click(`input[name='${work}[field0]'][value=Yes]`);
    await p.click(`input[name='${work}[field1]'][value=No]`);
    await p.select(`select[name='${more}[field0]']`, "6-10");
    await p.click(`input[name='${more}[field1]'][value=TypeScript]`);
    await p.select("select[name='eeo[gender]']", "Decline to self-identify");
    await Promise.all([p.waitForNavigation(), p.click("#btn-submit")]);
    await p.waitForSelector("[data-qa=msg-submit-success]");
  },
};

const [platform, parallelArg, countArg] = process.argv.slice(2);
const fill = forms[platform!];
if (!fill) throw new Error(`usage: bare-puppeteer.ts <${Object.keys(forms).join("|")}> <parallel> <count>`);
const parallel = Number(parallelArg);
const count = Number(countArg);

const browser = await launchChromium(JSON.parse(process.env.BENCH_CHROMIUM_ARGS ?? "[]"));
/** One application in its own incognito context, as the service gives each application. */
async function apply(): Promise<number> {
  const started = performance.now();
  const page = await newPage(browser);
  page.setDefaultTimeout(60_000); // a busy machine is slow, not wrong: the figure says so
  try {
    await fill(page);
  } finally {
    await page.browserContext().close();
  }
  return (performance.now() - started) / 1000;
}

await apply(); // warm-up: the first page of a new Chromium is slower
const before = treeUsage(process.pid);
const peak = watchPeak(process.pid);
const started = performance.now();
/** Each application's own time, and when it finished, counted from the batch's start. */
const seconds: number[] = [];
const finished: number[] = [];
let next = 0;
await Promise.all(
  Array.from({ length: parallel }, async () => {
    while (next < count) {
      next++;
      seconds.push(await apply());
      finished.push((performance.now() - started) / 1000);
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;
const { peakRssBytes, peakPssBytes } = peak.stop();
const after = treeUsage(process.pid);
await browser.close();
console.log(
  JSON.stringify({
    seconds,
    finished,
    elapsed,
    peakRssBytes,
    peakPssBytes,
    afterRssBytes: after.rssBytes,
    cpuSeconds: after.cpuSeconds - before.cpuSeconds,
  }),
);
