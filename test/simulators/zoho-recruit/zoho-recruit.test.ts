// Drives the Zoho Recruit simulator by hand in real Chromium: "I'm interested", the two steps (candidate
// details, then the assessment), "-None-" selects, "cannot be empty" errors, the thank-you, a closed opening.
import { describe, it, expect } from "vitest";
import { useSimulatorBrowser, resumeFile, typeInto, upload } from "../harness";

const env = useSimulatorBrowser();
const resume = resumeFile();
const POSTING = (n: string) => `http://acme.zohorecruit.com/jobs/Careers/59052200001188${n}/Software-Engineer?source=CareerSite`;

describe("Zoho Recruit simulator", () => {
  it("goes through both steps and records the details with the assessment", async () => {
    const p = env.page;
    await p.goto(POSTING("4012"));
    await Promise.all([p.waitForNavigation(), p.click("#zr-interested")]);
    await Promise.all([p.waitForNavigation(), p.click("#zr-next")]);
    expect(await p.$eval(".zr-banner", (e) => e.textContent)).toBe("Please fill in all mandatory fields.");
    expect(await p.$$eval(".zr-error", (es) => es.map((e) => e.textContent))).toContain("First Name cannot be empty");
    await typeInto(p, "#zr_First_Name", "Jane");
    await typeInto(p, "#zr_Last_Name", "Doe");
    await typeInto(p, "#zr_Email", "jane@example.com");
    await typeInto(p, "#zr_Mobile", "+14155550100");
    await typeInto(p, "#zr_City", "San Francisco");
    await p.select("#zr_Country", "United States");
    await upload(p, "#zr_Resume", resume);
    await Promise.all([p.waitForNavigation(), p.click("#zr-next")]);
    expect(await p.$eval("[aria-current=step]", (e) => e.textContent)).toBe("Assessment");
    await p.click("#zr_assessment_1_0");
    await p.click("#zr_assessment_2_1");
    await typeInto(p, "#zr_assessment_3", "7");
    await Promise.all([p.waitForNavigation(), p.click("#zr-submit")]);
    expect(await p.$eval(".zr-thanks h2", (e) => e.textContent)).toBe("Thank you for applying!");
    expect(env.sim.submissions).toHaveLength(1);
    expect(env.sim.submissions[0]).toMatchObject({ ats: "zoho_recruit", tenant: "acme", jobId: "590522000011884012" });
    expect(env.sim.submissions[0].fields).toMatchObject({
      First_Name: "Jane",
      Country: "United States",
      "assessment[1]": "Yes",
      "assessment[2]": "No",
      "assessment[3]": "7",
    });
    expect(env.sim.submissions[0].files.Resume.filename).toBe("jane-doe-resume.pdf");
  });

  it("a closed opening is no longer available", async () => {
    await env.page.goto(POSTING("4040"));
    expect(await env.page.$eval("h2", (e) => e.textContent)).toBe("The job opening you are looking for is no longer available.");
  });
});
