// Lever simulator: hosted job site (jobs.lever.co, jobs.eu.lever.co) and the public postings API
// (api.lever.co). Page markup and scripts: page.ts.
//
// Facts and their sources:
// - URLs, regions (a posting lives in one; the other answers 404), the postings API and its fields,
//   closed = HTTP 404 "Sorry, we couldn't find anything here": docs/platforms.md "Lever" and the Lever
//   Postings API (github.com/lever/postings-api, as summarised there).
// - Measured on live boards 2026-07-02 (code search fs:"Lever ATS Application Form Schema"): the
//   form `form#application-form[enctype=multipart/form-data][method=POST]` has NO action (posts to the
//   /apply URL); `name` (one full-name field, data-qa=name-input), `email` (type=email), `phone`
//   (type=text; required on some boards), `location` (data-qa=location-input, maxlength 100) with the
//   hidden `selectedLocation` JSON, `org`, `urls[LinkedIn|Twitter|GitHub|Portfolio|Other]`, file `resume`
//   (data-qa=input-resume, class invisible-resume-upload); hidden accountId, linkedInData, origin, referer,
//   timezone (#applicant-timezone), socialReferralKey, socialSource, resumeStorageId, source,
//   h-captcha-response (#hcaptchaResponseInput); custom cards `cards[{cardId}][field{N}]` with a hidden
//   `cards[{cardId}][baseTemplate]` JSON ({createdAt, updatedAt, text, instructions, type:"posting",
//   accountId, fields[{type, text, description, required, id, options[{text, optionId}]}], id}) posted
//   back verbatim; field types multiple-choice (radios), multiple-select (checkboxes), dropdown (select,
//   option value = text), textarea, input-text, the submitted value being the option TEXT; EEO selects
//   `eeo[gender|race|veteran]` with the option lists used here, each starting with "Select ..." (empty);
//   `consent[marketing]` checkbox on some boards; the resume parse: on choice the page POSTs
//   /parseResume (multipart resume + accountId) and fills name, email, phone, org (from position) and
//   location/selectedLocation into fields the user has not touched; invisible hCaptcha executed on
//   submit, token in h-captcha-response, missing token refused by the server.
// - Measured live 2026-10-03 (code search fs:"Lever application form (jobs.lever.co/<company>/<posting-id>/apply)",
//   silentashish/huntgry src/shared/autofill/fixtures/lever-form.html@2fc6a632eb40ea832202346266634735a32d859b
//   and adapters/lever.ts): the section/label markup (`li.application-question > label > .application-label` + `✱` in
//   `span.required`), the resume widget (`.filename`, "Analyzing resume...", "Success!", "Couldn't
//   auto-read resume."), the location container (`.dropdown-container` > `.dropdown-results`,
//   `.dropdown-no-results` "No location found. Try entering a different location", `.dropdown-loading-results`),
//   free text in the location is cleared unless a suggestion is picked; `#btn-submit` "Submit application";
//   `/thanks` with `[data-qa=msg-submit-success]` "Application submitted!".
// - Measured 2026-09-15 against jobs.lever.co/js/retrieveLocations.js (code search fs:"modelled on Lever's
//   \"Current location\" as measured on 2026-09-15"): `input` only reveals the dropdown; the search runs from
//   a (debounced) keydown via /searchLocations; suggestions `.dropdown-results > div.dropdown-location#location-<i>`
//   ("San Francisco, California, United States"); a mousedown picks (text into the input, JSON into
//   selectedLocation); a blur with nothing picked wipes both. No ARIA roles on any of it.
// GUESSES (marked): the /searchLocations and /parseResume answer shapes beyond {name}; the debounce
// (250 ms); the parse reading the name from the PDF's text; the server's answer to a submission that
// misses required fields or the token (400 with `.application-error`, wording ours); "Submitting..." on
// the button; the card and question texts and ids (shaped like the measured Whoop cards); the
// resumeStorageId value. Not modelled: surveysResponses cards, pronouns, the disability signature
// section, rate limits.
import express from "express";
import { randomUUID } from "node:crypto";
import { type SimState, type PostingBehaviour, preamble, readForm, str, h, page, token } from "../core";
import { APPLY_CSS, applyBody, applyScript, baseTemplate, type Card, type Values } from "./page";
import { leverVariantCard, leverVariantMissing } from "./variants";
import { COOKIE_BANNER, confirmScript, variantFor } from "../variants";

export const LEVER_HOSTS = ["jobs.lever.co", "jobs.eu.lever.co"];
export const LEVER_API_HOSTS = ["api.lever.co", "api.eu.lever.co"];

const opts = (...texts: string[]) =>
  texts.map((text, i) => ({ text, optionId: `0b7e${String(i).padStart(4, "0")}-5c1d-4e2f-9a3b-6d8c0e1f2a3b` }));

export const WORK_CARD = "7b840a00-bccd-4752-a3dd-2c887a15ffe2";
export const QUESTIONS_CARD = "2690853c-4731-41b0-a871-687f8f7b351d";

export function leverCards(b: PostingBehaviour): Card[] {
  const cards = fixedCards(b);
  if (b.variant === undefined) return cards;
  // A seeded variant (variants.ts): the questions card's fields in its order, then its own card.
  const v = variantFor(b.variant);
  return [cards[0], { ...cards[1], fields: v.order(cards[1].fields, "lever-questions") }, leverVariantCard(v)];
}

function fixedCards(b: PostingBehaviour): Card[] {
  return [
    {
      id: WORK_CARD,
      text: "Work Authorization",
      fields: [
        {
          type: "multiple-choice",
          text: "Are you legally authorized to work in the United States?",
          required: true,
          id: "a1f0c3d2-0000-4000-8000-000000000001",
          options: opts("Yes", "No"),
        },
        {
          type: "multiple-choice",
          text: "Will you now or in the future require visa sponsorship for employment in the United States?",
          required: true,
          id: "a1f0c3d2-0000-4000-8000-000000000002",
          options: opts("Yes", "No"),
        },
      ],
    },
    {
      id: QUESTIONS_CARD,
      text: "Additional questions",
      fields: [
        {
          type: "dropdown",
          text: "How many years of professional experience do you have?",
          required: true,
          id: "a1f0c3d2-0000-4000-8000-000000000003",
          options: opts("0-2", "3-5", "6-10", "10+"),
        },
        {
          type: "multiple-select",
          text: "Which of these languages have you used professionally?",
          required: false,
          id: "a1f0c3d2-0000-4000-8000-000000000004",
          options: opts("TypeScript", "Go", "Python"),
        },
        {
          type: "textarea",
          text: "Why are you interested in working at Acme?",
          required: false,
          id: "a1f0c3d2-0000-4000-8000-000000000005",
        },
        ...(b.unanswerableQuestion
          ? [
              {
                type: "input-text" as const,
                text: "What is your Acme employee referral code?",
                required: true,
                id: "a1f0c3d2-0000-4000-8000-000000000099",
              },
            ]
          : []),
      ],
    },
  ];
}

const CITIES = [
  "San Francisco, California, United States",
  "San Francisco, Córdoba, Argentina",
  "South San Francisco, California, United States",
  "New York, New York, United States",
  "Austin, Texas, United States",
  "London, England, United Kingdom",
  "Berlin, Berlin, Germany",
];

/** A submission's card answers checked against the posted-back templates (values are option texts). */
function cardProblems(fields: Values, cards: Card[]): string[] {
  const missing: string[] = [];
  for (const card of cards) {
    const posted = str(fields[`cards[${card.id}][baseTemplate]`]);
    if (posted !== baseTemplate(card)) {
      missing.push(`${card.text} (the form was changed)`);
      continue;
    }
    card.fields.forEach((f, i) => {
      const given = [fields[`cards[${card.id}][field${i}]`] ?? []].flat().filter(Boolean);
      if (f.required && !given.length) missing.push(f.text);
      if (f.options && given.some((g) => !f.options!.some((o) => o.text === g))) missing.push(`${f.text} (not one of the options)`);
    });
  }
  return missing;
}

const notFound = () =>
  page(
    "Not found – Lever",
    `<div class="content"><h2>Sorry, we couldn't find anything here</h2><p>The job posting you're looking for might have closed, or it has been removed.</p></div>`,
  );

export function leverSite(state: SimState): express.Router {
  const r = express.Router();
  const tokens = new Set<string>();
  r.get("/searchLocations", (req, res) => {
    const q = String(req.query.text ?? "")
      .split(",")[0]
      .trim()
      .toLowerCase();
    res.json(
      q.length < 2
        ? []
        : CITIES.filter((c) => c.toLowerCase().includes(q))
            .slice(0, 5)
            .map((name) => ({ name })),
    );
  });
  r.post("/parseResume", async (req, res) => {
    const { files } = await readForm(req);
    if (!files.resume) return res.status(400).json({ error: "No file" });
    const name = /\(([^()]+?) - Resume\)/.exec(files.resume.bytes.toString("latin1"))?.[1];
    res.json({ name, position: null, location: null, links: [], resumeStorageId: randomUUID() });
  });
  r.get("/:site", (req, res) => {
    res
      .type("html")
      .send(
        page(
          req.params.site,
          `<div class="posting"><a class="posting-title" href="/${h(req.params.site)}/00000000-0000-4000-8000-000000004012"><h5>Software Engineer</h5></a></div>`,
        ),
      );
  });
  const guard = async (id: string, res: express.Response, req: express.Request) => {
    if (await preamble(state, id, res)) return true;
    const b = state.postings.get(id),
      region = req.hostname === "jobs.eu.lever.co" ? "eu" : "us";
    if (b.closed || (b.region && b.region !== region)) {
      res.status(404).type("html").send(notFound());
      return true;
    }
    return false;
  };
  const applyPage = (site: string, id: string, b: PostingBehaviour, values?: Values, error?: string) => {
    const tok = b.captcha ? null : token();
    if (tok) tokens.add(tok);
    const title = b.title ?? "Software Engineer";
    const v = b.variant === undefined ? null : variantFor(b.variant);
    if (v) {
      return page(
        `${site} - ${title}`,
        applyBody({ site, title, cards: leverCards(b), captchaWall: !!b.captcha, values, error, labels: v.labels }) +
          `<script>${confirmScript(v)}</script><script>${applyScript(tok, { fetch: v.confirmation !== "redirect", thanks: `/${site}/${id}/thanks` })}</script>${v.cookieBanner ? COOKIE_BANNER : ""}`,
        APPLY_CSS,
      );
    }
    return page(
      `${site} - ${title}`,
      applyBody({ site, title, cards: leverCards(b), captchaWall: !!b.captcha, values, error }) + `<script>${applyScript(tok)}</script>`,
      APPLY_CSS,
    );
  };
  r.get("/:site/:id", async (req, res) => {
    const { site, id } = req.params;
    if (await guard(id, res, req)) return;
    const b = state.postings.get(id);
    res.type("html").send(
      page(
        `${site} - ${b.title ?? "Software Engineer"}`,
        `<div class="posting-headline"><h2>${h(b.title ?? "Software Engineer")}</h2>
<div class="posting-categories"><div class="location">New York, NY</div></div></div><div class="section page-centered">Join ${h(site)}.</div>
<a class="postings-btn template-btn-submit" href="/${h(site)}/${h(id)}/apply">Apply for this job</a>`,
      ),
    );
  });
  r.get("/:site/:id/apply", async (req, res) => {
    if (await guard(req.params.id, res, req)) return;
    res.type("html").send(applyPage(req.params.site, req.params.id, state.postings.get(req.params.id)));
  });
  r.post("/:site/:id/apply", async (req, res) => {
    const { site, id } = req.params;
    if (await guard(id, res, req)) return;
    const b = state.postings.get(id);
    const { fields, files } = await readForm(req);
    const fail = (msg: string) =>
      res
        .status(400)
        .type("html")
        .send(applyPage(site, id, b, fields, msg));
    const captcha = str(fields["h-captcha-response"]);
    if (!tokens.delete(captcha)) return fail("Please complete the captcha to submit your application.");
    const missing: string[] = [];
    if (!files.resume) missing.push("Resume/CV");
    for (const [k, label] of [
      ["name", "Full name"],
      ["email", "Email"],
      ["phone", "Phone"],
      ["location", "Current location"],
    ])
      if (!str(fields[k])) missing.push(label);
    missing.push(...cardProblems(fields, leverCards(b)));
    if (b.variant !== undefined) missing.push(...leverVariantMissing(variantFor(b.variant), fields));
    if (missing.length) return fail(`Please fill out the required fields: ${missing.join(", ")}`);
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(str(fields.email))) return fail("Please enter a valid email address.");
    delete fields["h-captcha-response"];
    state.record({ ats: "lever", tenant: site, jobId: id, fields, files });
    // A seeded variant's page posts with fetch for its in-page confirmation shapes (variants.ts).
    if (b.variant !== undefined && /application\/json/.test(String(req.headers.accept))) return res.json({ ok: true });
    res.redirect(303, `/${site}/${id}/thanks`);
  });
  r.get("/:site/:id/thanks", (req, res) => {
    res.type("html").send(
      page(
        req.params.site,
        `<div class="content-wrapper"><div class="section-wrapper page-full-width">
<div class="section page-centered" data-qa="msg-submit-success"><h3>Application submitted!</h3><p>Thanks for applying to ${h(req.params.site)}.</p></div></div></div>`,
      ),
    );
  });
  return r;
}

export function leverApi(state: SimState): express.Router {
  const r = express.Router();
  const posting = (site: string, id: string, b: PostingBehaviour) => ({
    id,
    text: b.title ?? "Software Engineer",
    categories: {
      location: "New York, NY",
      commitment: "Full-time",
      team: "Engineering",
      department: "R&D",
      allLocations: ["New York, NY"],
    },
    country: "US",
    workplaceType: "hybrid",
    opening: "",
    openingPlain: "",
    description: "",
    descriptionPlain: "",
    lists: [],
    additional: "",
    additionalPlain: "",
    hostedUrl: `https://jobs.lever.co/${site}/${id}`,
    applyUrl: `https://jobs.lever.co/${site}/${id}/apply`,
    createdAt: 1_790_000_000_000,
  });
  r.get("/v0/postings/:site", (req, res) => {
    res.json([posting(req.params.site, "00000000-0000-4000-8000-000000004012", {})]);
  });
  r.get("/v0/postings/:site/:id", (req, res) => {
    const b = state.postings.get(req.params.id);
    if (b.closed) return res.status(404).json({ ok: false, error: "Document not found" });
    res.json(posting(req.params.site, req.params.id, b));
  });
  return r;
}
