// Board platforms (Pinpoint, Rippling) through the whole service with review: the REST gateway,
// PostgreSQL, the Temporal dev server and a worker, Chromium against each platform's simulator. Each
// application parks with the one question the profile cannot answer (years of experience), the client
// answers it, and the recorded submission holds the profile's names, e-mail, phone, the résumé's exact
// bytes and the screening answers. The platforms run concurrently on the worker's shared browser pool.
import { expect } from "vitest";
import { describeBoards, useService, type BoardCase, digits } from "./harness";

const service = useService("boards2");
/** The years-of-experience question the candidate never answered. */
const YEARS = /years of (relevant |professional )?(work )?experience/i;
const A = "application_form[application]";

const PLATFORMS: BoardCase[] = [
  {
    name: "Pinpoint", ats: "pinpoint", resume: `${A}[cv]`, experience: { label: YEARS, answer: "7" },
    url: (job) => `http://acme.pinpointhq.com/en/postings/6f1c1d2e-8a4b-4c3d-9e5f-${job}`,
    check(sub, email) {
      expect(sub.fields).toMatchObject({
        [`${A}[first_name]`]: "Ada", [`${A}[last_name]`]: "Lovelace", [`${A}[email]`]: email, [`${A}[country]`]: "US",
        [`${A}[address1]`]: "1 Market St", [`${A}[town]`]: "San Francisco", [`${A}[postcode]`]: "94105",
        [`${A}[answers_attributes][0][boolean_answer]`]: "true", [`${A}[answers_attributes][1][boolean_answer]`]: "false",
        [`${A}[answers_attributes][2][number_answer]`]: "7",
      });
      expect(digits(sub.fields[`${A}[phone]`])).toMatch(/4155550100$/);
    },
  },
  {
    name: "Rippling", ats: "rippling", resume: "resume", experience: { label: YEARS, answer: "6-9 years" },
    url: (job) => `http://ats.rippling.com/acme/jobs/8e2b6c1a-0f3d-4b7e-9a51-${job}`,
    check(sub, email) {
      const Q = (k: string) => `customQuestions.c3f1a2b4-5d6e-4f70-8a9b-0c1d2e3f4a5b.${k}`;
      // The page reads the résumé ("Jane Doe") into the name boxes: the profile's names must win.
      expect(sub.fields).toMatchObject({
        first_name: "Ada", last_name: "Lovelace", email, phone_country: "US", location: "San Francisco, CA, USA",
        [Q("q1")]: "Yes", [Q("q2")]: "No", [Q("q3")]: "6-9 years",
      });
      expect(digits(sub.fields.phone_number)).toMatch(/4155550100$/);
    },
  },
];

describeBoards(service, PLATFORMS);
