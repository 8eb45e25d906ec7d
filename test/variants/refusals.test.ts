// The simulators' own check of a variant's required questions (test/simulators/README.md "Seeded
// variants"): a request that the fixed page accepts is refused once the posting is a variant with a
// required question it leaves out, and nothing is recorded.
import http from "node:http";
import { describe, expect, it } from "vitest";
import { variantFor } from "../simulators/variants";
import { useAtsEnv } from "../ats/env";
import { only, pad } from "./suite";

const env = useAtsEnv();
const pdf = () => new Blob(["%PDF-1.4 test"], { type: "application/pdf" });
async function post(host: string, path: string, form: Record<string, string | Blob>): Promise<{ status: number; text: string }> {
  const fd = new FormData();
  for (const [k, v] of Object.entries(form))
    if (v instanceof Blob) fd.append(k, v, "cv.pdf");
    else fd.append(k, v);
  const body = new Request("http://sim/", { method: "POST", body: fd });
  const buf = Buffer.from(await body.arrayBuffer());
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port: env.sim.port, path, method: "POST", headers: { host, "content-type": body.headers.get("content-type")! } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, text: Buffer.concat(chunks).toString() }));
      },
    );
    req.on("error", reject);
    req.end(buf);
  });
}
const person = { first: "Jane", last: "Doe", email: "jane@example.com", phone: "+14155550100" };
/** Per platform: sends a complete answer to the fixed page's questions (and none to a variant's). */
const COMPLETE: { ats: string; jobId: (s: number) => string; send(jobId: string): Promise<{ status: number; text: string }> }[] = [
  {
    ats: "bamboohr",
    jobId: (s) => `77${s}4013`,
    async send(id) {
      const host = "acme.bamboohr.com";
      const { fileId } = JSON.parse((await post(host, `/careers/${id}/resume`, { file: pdf() })).text) as { fileId: string };
      return post(host, `/careers/${id}/application`, {
        firstName: person.first,
        lastName: person.last,
        email: person.email,
        phone: person.phone,
        streetAddress: "1 Market St",
        "city.value": "San Francisco",
        state: "California",
        zip: "94105",
        countryId: "United States",
        "customQuestions[1]": "Yes",
        "customQuestions[2]": "No",
        "customQuestions[3]": "Bachelor's Degree",
        "customQuestions[4]": "Yes",
        resumeFileId: fileId,
      });
    },
  },
  {
    ats: "breezy",
    jobId: (s) => `a${s}4013`,
    async send(id) {
      const host = "acme.breezy.hr";
      const { id: cResumeId } = JSON.parse((await post(host, `/p/${id}-software-engineer/resume`, { file: pdf() })).text) as { id: string };
      return post(host, `/p/${id}-software-engineer/apply`, {
        cName: `${person.first} ${person.last}`,
        cEmail: person.email,
        cPhoneNumber: person.phone,
        cResumeId,
        gdprAgreement: "true",
        "cQuestions[q1]": "Yes",
        "cQuestions[q2]": "No",
        "cQuestions[q3]": "2-4",
      });
    },
  },
  {
    ats: "jazzhr",
    jobId: (s) => `xKq9${s}4013`,
    send: (id) =>
      post("acme.applytojob.com", `/apply/${id}/software-engineer`, {
        "resumator-firstname-value": person.first,
        "resumator-lastname-value": person.last,
        "resumator-email-value": person.email,
        "resumator-phone-value": person.phone,
        "resumator-address-value": "1 Market St",
        "resumator-resume-value": pdf(),
        "resumator-questionnaire[1]": "YES",
        "resumator-questionnaire[2]": "NO-||-",
        "resumator-questionnaire[3]": "5-10",
        "resumator-questionnaire[4]": "Bachelor's Degree",
        "resumator-questionnaire[5]": "CA",
        "resumator-questionnaire[6]": "YES-||-",
      }),
  },
  {
    ats: "jobvite",
    jobId: (s) => `oQ${s}4013`,
    send: (id) =>
      post("jobs.jobvite.com", `/api/acme/job/${id}/apply`, {
        firstName: person.first,
        lastName: person.last,
        email: person.email,
        phone: person.phone,
        resume: pdf(),
        workAuthorization: "Yes",
        sponsorship: "No",
      }),
  },
  {
    ats: "pinpoint",
    jobId: (s) => `00000000-0000-4000-8000-${pad(s)}4013`,
    send(id) {
      const A = "application_form[application]",
        Q = `${A}[answers_attributes]`;
      return post("acme.pinpointhq.com", `/en/postings/${id}/applications`, {
        [`${A}[first_name]`]: person.first,
        [`${A}[last_name]`]: person.last,
        [`${A}[email]`]: person.email,
        [`${A}[phone]`]: person.phone,
        [`${A}[country]`]: "US",
        [`${A}[address1]`]: "1 Market St",
        [`${A}[town]`]: "San Francisco",
        [`${A}[postcode]`]: "94105",
        [`${A}[cv]`]: pdf(),
        [`${Q}[0][boolean_answer]`]: "true",
        [`${Q}[1][boolean_answer]`]: "false",
        [`${Q}[2][number_answer]`]: "7",
        "application[process_information]": "1",
      });
    },
  },
];

/** The first seed from 1 whose variant asks a required question that is not a second level. */
const REQUIRED_SEED = (() => {
  for (let s = 1; ; s++) if (variantFor(s).items.some((i) => i.type === "question" && i.required && !i.showIf)) return s;
})();

const chosen = COMPLETE.filter((x) => !only || only.includes(x.ats));
if (!chosen.length) it.skip("no platform with a refusal check is among VARIANT_PLATFORMS", () => {});
describe.runIf(chosen.length)("the simulators refuse a variant's submission without its required questions", { timeout: 60_000 }, () => {
  for (const c of chosen) {
    it(`${c.ats}: accepted on the fixed page, refused on seed ${REQUIRED_SEED}`, async () => {
      const fixed = c.jobId(0),
        varied = c.jobId(REQUIRED_SEED);
      env.sim.postings.set(varied, { variant: REQUIRED_SEED });
      const accepted = await c.send(fixed);
      expect(accepted.status, accepted.text.slice(0, 300)).toBeLessThan(400);
      expect(env.sim.submissions.filter((s) => s.jobId === fixed)).toHaveLength(1);
      const refused = await c.send(varied);
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(env.sim.submissions.filter((s) => s.jobId === varied)).toHaveLength(0);
    });
  }
});
