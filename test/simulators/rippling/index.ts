// Rippling simulator: ats.rippling.com/{co}/jobs/{id} → /apply?step=application, one page, submit "Apply".
//
// Facts and their sources:
// - Measured on 3 postings of 3 employers and 13 posting pages (code search fs:"Rippling application forms -
//   measured facts"): one host for every employer, `ats.rippling.com/<employer>/jobs/<id>`, form at the same
//   link + `/apply` (`?step=application`), a Next.js page; the form definition is in `__NEXT_DATA__`
//   (`props.pageProps.apiData.jobPost.activeJobApplication`: `basicQuestions [{oid, fieldType, title,
//   required}]`, `additionalQuestions [{name, id, form: {questions}}]`, each question `{uniqueKey, title,
//   questionType, isRequired, strChoices}`; `eeocQuestionnaireEnabledForJobPost`); basic questions always
//   required: `first_name`, `last_name`, `email`, `phone_number`, `location` ("Location (city only)"),
//   `resume` FILE; never required: `pronouns`, `current_company`, `linkedin`, `cover_letter` FILE,
//   `website`; question types KNOCKOUT (Yes / No select), SINGLE_SELECT_RADIO, SHORT_ANSWER, DATE (3 boxes
//   month / day / year), MULTI_SELECT_CHECKBOX ...; text boxes `field-N` ids with a `name` random per load
//   and no label tied to them; KNOCKOUT and dropdowns are a div combobox showing "Select"; the phone's
//   country is a combobox labelled "Search" (required); radios / checkboxes named
//   `customQuestions.<groupid>.<uniqueKey>`; resume / cover letter `input[data-testid=input-resume]` /
//   `input-cover_letter` in "Drop or select (.doc/.docx/.pdf)", max 10 MB; the resume is uploaded as soon
//   as chosen (`GET v1/utility/file_upload_url`, then the upload), then read to FILL BOXES FROM IT (which
//   may overwrite boxes already filled); location is a place search with a hidden `externalPlaceId`; EEO on
//   the same page (gender, race, Hispanic, veteran), voluntary; an SMS opt-in radiogroup; Turnstile in a
//   closed shadow root, its token taken at "Apply" (an interactive check when that fails); the submit
//   button reads "Apply"; a gone posting answers 308 → `/<employer>/jobs?rr_message=job_not_found`.
// - The location box is `input[aria-label="textbox"]`: code search fs:"ripplingStrategy.js".
// - Candidate mail from `no-reply@ats.rippling.com`: catalog/index.ts (sender domains, "seen").
// - ats.rippling.com is HSTS-preloaded (lib/host-map.ts): Chromium reaches it over https only.
// GUESSES (marked): the JSON endpoints' paths and shapes (`/api/ats/v1/board/{co}/jobs/{id}/apply`,
// `/api/v1/utility/*`), the server's error texts, which boxes the resume reading fills (first and last
// name, from the résumé's title line), the confirmation wording and `?step=confirmation`, the closed-list
// banner's wording, the option lists, "Apply now" on the posting, and an unpassable Turnstile for 4041.
import express from "express";
import { randomBytes } from "node:crypto";
import { type SimState, type PostingBehaviour, preamble, h, page, token } from "../core";
import { RIPPLING_CLIENT } from "./client";
import { shownRequired } from "../variant-forms";
import { COOKIE_BANNER, type Variant, confirmScript, variantFor } from "../variants";
import { RIPPLING_VARIANT_GROUP, type RpSkip, ripplingVariantForm, rpAnswerKey } from "./variants";

export const RIPPLING_HOSTS = ["ats.rippling.com"];

type Basic = { oid: string; fieldType: string; title: string; required: boolean };
type Custom = {
  uniqueKey: string;
  title: string;
  questionType: string;
  isRequired: boolean;
  strChoices: string[];
  description?: string;
  kind?: "heading" | "paragraph";
};
const BASIC: Basic[] = [
  { oid: "first_name", fieldType: "SHORT_TEXT", title: "First name", required: true },
  { oid: "last_name", fieldType: "SHORT_TEXT", title: "Last name", required: true },
  { oid: "email", fieldType: "EMAIL", title: "Email", required: true },
  { oid: "phone_number", fieldType: "PHONE_NUMBER", title: "Phone number", required: true },
  { oid: "location", fieldType: "LOCATION", title: "Location (city only)", required: true },
  { oid: "resume", fieldType: "FILE", title: "Resume", required: true },
  { oid: "pronouns", fieldType: "SELECT", title: "Pronouns", required: false },
  { oid: "current_company", fieldType: "SHORT_TEXT", title: "Current company", required: false },
  { oid: "linkedin", fieldType: "URL", title: "LinkedIn", required: false },
  { oid: "cover_letter", fieldType: "FILE", title: "Cover letter", required: false },
];
const GROUP = "c3f1a2b4-5d6e-4f70-8a9b-0c1d2e3f4a5b";
const custom = (b: PostingBehaviour): Custom[] => [
  {
    uniqueKey: "q1",
    title: "Are you legally authorized to work in the United States?",
    questionType: "KNOCKOUT",
    isRequired: true,
    strChoices: ["Yes", "No"],
  },
  {
    uniqueKey: "q2",
    title: "Will you now or in the future require visa sponsorship?",
    questionType: "KNOCKOUT",
    isRequired: true,
    strChoices: ["Yes", "No"],
  },
  {
    uniqueKey: "q3",
    title: "How many years of relevant work experience do you have?",
    questionType: "SINGLE_SELECT_RADIO",
    isRequired: true,
    strChoices: ["0-2 years", "3-5 years", "6-9 years", "10+ years"],
  },
  { uniqueKey: "q4", title: "When can you start?", questionType: "DATE", isRequired: false, strChoices: [] },
  ...(b.unanswerableQuestion
    ? [{ uniqueKey: "q9", title: "Acme employee referral code", questionType: "SHORT_ANSWER", isRequired: true, strChoices: [] }]
    : []),
];

const variantOf = (b: PostingBehaviour): Variant | undefined => (b.variant === undefined ? undefined : variantFor(b.variant));
/** The basic questions, with a variant's reworded titles (the employer names them in its form builder). */
const basicOf = (b: PostingBehaviour): Basic[] => {
  const v = variantOf(b);
  if (!v) return BASIC;
  const titles: Record<string, string> = {
    first_name: v.labels.firstName,
    last_name: v.labels.lastName,
    email: v.labels.email,
    phone_number: v.labels.phone,
    location: v.labels.location,
    linkedin: v.labels.linkedin,
  };
  return BASIC.map((q) => ({ ...q, title: titles[q.oid] ?? q.title }));
};
/** The employer's questions in page order (a variant shuffles them: employers order their form). */
const customOf = (b: PostingBehaviour): Custom[] => {
  const v = variantOf(b);
  return v ? v.order(custom(b), "rippling-questions") : custom(b);
};

export const RIPPLING_EEO = {
  gender: ["Male", "Female", "Non-binary", "I don't wish to answer"],
  veteran: ["I am a protected veteran", "I am not a protected veteran", "I don't wish to answer"],
};
export const RIPPLING_PLACES = ["San Francisco, CA, USA", "San Diego, CA, USA", "New York, NY, USA", "London, UK", "Berlin, Germany"];
export const RIPPLING_COUNTRIES = [
  ["US", "United States (+1)"],
  ["CA", "Canada (+1)"],
  ["GB", "United Kingdom (+44)"],
  ["DE", "Germany (+49)"],
];

const nextData = (co: string, id: string, b: PostingBehaviour) =>
  JSON.stringify({
    props: {
      pageProps: {
        apiData: {
          jobPost: {
            uuid: id,
            name: b.title ?? "Software Engineer",
            companyName: co,
            eeocQuestionnaireEnabledForJobPost: true,
            activeJobApplication: {
              basicQuestions: basicOf(b),
              additionalQuestions: [
                { name: "Application questions", id: GROUP, form: { questions: customOf(b), sections: [], skipLogic: [] } },
                ...(variantOf(b) ? [{ ...RIPPLING_VARIANT_GROUP, form: { ...ripplingVariantForm(variantOf(b)!), sections: [] } }] : []),
              ],
            },
          },
        },
      },
    },
    page: "/[companySlug]/jobs/[jobId]/apply",
    query: { companySlug: co, jobId: id },
  }).replace(/</g, "\\u003c");

/** Every box's random name for this page load (the real page's names change on each load). */
const rnd = () => randomBytes(8).toString("hex");
let fieldN = 0;
const fieldId = () => `field-${++fieldN}`;
const title = (t: string, required: boolean) =>
  `<label class="rq-title">${h(t)}${required ? ` <span class="rq-star" aria-hidden="true">*</span>` : ""}</label>`;
const err = (k: string) => `<p class="rq-error" data-error-for="${h(k)}" role="alert" hidden></p>`;
const combo = (key: string, label: string, required: boolean, options: string[], placeholder = "Select") =>
  `<div class="rq-field" data-key="${h(key)}">${title(label, required)}<div class="rq-combo"><div role="combobox" tabindex="0" aria-haspopup="listbox" aria-expanded="false" aria-required="${required}" class="rq-combo-button">${h(placeholder)}</div>
<div role="listbox" class="rq-menu" hidden>${options.map((o) => `<div role="option" aria-selected="false" class="rq-option">${h(o)}</div>`).join("")}</div></div>${err(key)}</div>`;

function basicField(q: Basic): string {
  const star = q.required,
    k = q.oid;
  switch (q.fieldType) {
    case "FILE":
      return `<div class="rq-field" data-key="${k}">${title(q.title, star)}<div class="rq-dropzone" role="presentation" style="position:relative"><p>Drop or select (.doc/.docx/.pdf)</p>
<input type="file" data-testid="input-${k}" accept=".doc,.docx,.pdf" style="opacity:0;position:absolute;inset:0;width:100%;height:100%"><p class="rq-file-name"></p></div>${err(k)}</div>`;
    case "PHONE_NUMBER":
      return `<div class="rq-field" data-key="${k}">${title(q.title, star)}<div class="rq-phone">
<div class="rq-country"><input role="combobox" aria-label="Search" aria-autocomplete="list" aria-expanded="false" aria-required="true" autocomplete="off" placeholder="Search" id="${fieldId()}"><div role="listbox" class="rq-menu" hidden>${RIPPLING_COUNTRIES.map(([c, t]) => `<div role="option" data-value="${c}" class="rq-option">${h(t)}</div>`).join("")}</div></div>
<input type="tel" id="${fieldId()}" name="${rnd()}" class="rq-input" aria-required="true"></div>${err(k)}</div>`;
    case "LOCATION":
      return `<div class="rq-field" data-key="${k}">${title(q.title, star)}<div class="rq-place"><input aria-label="textbox" role="combobox" aria-autocomplete="list" aria-expanded="false" autocomplete="off" id="${fieldId()}" name="${rnd()}" placeholder="Start typing a city">
<div role="listbox" class="rq-menu" hidden>${RIPPLING_PLACES.map((p, i) => `<div role="option" data-place-id="ChIJsim${i}" class="rq-option">${h(p)}</div>`).join("")}</div><input type="hidden" data-external-place-id value=""></div>${err(k)}</div>`;
    case "SELECT":
      return combo(k, q.title, star, ["He/him", "She/her", "They/them"]);
    default:
      return `<div class="rq-field" data-key="${k}">${title(q.title, star)}<input type="${q.fieldType === "EMAIL" ? "email" : "text"}" id="${fieldId()}" name="${rnd()}" class="rq-input"${star ? ` aria-required="true"` : ""}>${err(k)}</div>`;
  }
}

/** A question of an additionalQuestions group; `skip` hides it until its first level has the answer. */
function customField(q: Custom, group = GROUP, skip?: RpSkip): string {
  const key = `customQuestions.${group}.${q.uniqueKey}`;
  if (skip) {
    const html = customField(q, group);
    const at = html.indexOf(">");
    return `${html.slice(0, at)} hidden data-show-if="customQuestions.${group}.${skip.dependsOn}" data-show-if-value="${h(skip.equals)}"${html.slice(at)}`;
  }
  switch (q.questionType) {
    case "KNOCKOUT":
    case "SINGLE_SELECT_DROPDOWN": // GUESS: the type's name (variants.ts)
      return combo(key, q.title, q.isRequired, q.strChoices);
    case "MULTI_SELECT_CHECKBOX":
      return `<div class="rq-field" data-key="${key}">${title(q.title, q.isRequired)}<div role="group" class="rq-checkboxes">
${q.strChoices.map((c, i) => `<label class="rq-checkbox"><input type="checkbox" name="${key}" value="${h(c)}" id="${fieldId()}-${i}"> ${h(c)}</label>`).join("")}</div>${err(key)}</div>`;
    case "CHECKBOX": // GUESS (variants.ts)
      return `<div class="rq-field" data-key="${key}">${title(q.title, q.isRequired)}<label class="rq-checkbox"><input type="checkbox" name="${key}" value="true" id="${fieldId()}"> ${h(q.description ?? "")}</label>${err(key)}</div>`;
    case "TEXT_BLOCK": // GUESS (variants.ts)
      return q.kind === "heading"
        ? `<h3 class="rq-text-block">${h(q.description ?? "")}</h3>`
        : `<p class="rq-text-block">${h(q.description ?? "")}</p>`;
    case "SINGLE_SELECT_RADIO":
      return `<div class="rq-field" data-key="${key}">${title(q.title, q.isRequired)}<div role="radiogroup">
${q.strChoices.map((c, i) => `<label class="rq-radio"><input type="radio" name="${key}" value="${h(c)}" id="${fieldId()}-${i}"> ${h(c)}</label>`).join("")}</div>${err(key)}</div>`;
    case "DATE":
      return `<div class="rq-field" data-key="${key}">${title(q.title, q.isRequired)}<div class="rq-date">
<input id="${fieldId()}" name="${rnd()}" placeholder="MM" maxlength="2" inputmode="numeric" data-part="month"><input id="${fieldId()}" name="${rnd()}" placeholder="DD" maxlength="2" inputmode="numeric" data-part="day"><input id="${fieldId()}" name="${rnd()}" placeholder="YYYY" maxlength="4" inputmode="numeric" data-part="year"></div>${err(key)}</div>`;
    default:
      return `<div class="rq-field" data-key="${key}">${title(q.title, q.isRequired)}<input type="text" id="${fieldId()}" name="${rnd()}" class="rq-input"${q.isRequired ? ` aria-required="true"` : ""}>${err(key)}</div>`;
  }
}

/** Turnstile: invisible (its host's shadow root is closed) unless the posting asks for the interactive check. */
const turnstile = (wall: boolean) =>
  wall
    ? `<div class="cf-turnstile" data-sitekey="0xSimTurnstile"><iframe title="Widget containing a Cloudflare security challenge" width="300" height="65" src="https://challenges.cloudflare.com/cdn-cgi/challenge-platform/h/g/turnstile/if/ov2/av0/rcv/sim/normal" srcdoc="<label><input type=checkbox disabled> Verify you are human</label>"></iframe></div>`
    : `<div id="turnstile-host"></div><script>document.getElementById('turnstile-host').attachShadow({ mode: 'closed' });</script>`;

/** A variant's group, under its name as the page titles each group. */
function variantSection(v: Variant): string {
  const { questions, skipLogic } = ripplingVariantForm(v);
  const skipOf = (k: string) => skipLogic.find((s) => s.questionUniqueKey === k);
  return `<h2>${h(RIPPLING_VARIANT_GROUP.name)}</h2>${questions.map((q) => customField(q, RIPPLING_VARIANT_GROUP.id, skipOf(q.uniqueKey))).join("\n")}\n`;
}

function applyPage(co: string, id: string, b: PostingBehaviour): string {
  fieldN = 0;
  const v = variantOf(b);
  const eeo = `<section class="rq-eeo"><h3>Voluntary self-identification</h3><p>Providing this information is voluntary.</p>
${combo("eeoc.gender", "Gender", false, RIPPLING_EEO.gender)}
<div class="rq-field" data-key="eeoc.hispanic">${title("Are you Hispanic or Latino?", false)}<div role="radiogroup">${["Yes", "No", "I don't wish to answer"].map((o, i) => `<label class="rq-radio"><input type="radio" name="eeoc.hispanic" value="${h(o)}" id="eeo-hispanic-${i}"> ${h(o)}</label>`).join("")}</div></div>
${combo("eeoc.veteran", "Veteran status", false, RIPPLING_EEO.veteran)}</section>`;
  const sms = `<div class="rq-field" data-key="smsOptIn">${title("Would you like to receive text message updates about your application?", false)}<div role="radiogroup">${["Yes", "No"].map((o, i) => `<label class="rq-radio"><input type="radio" name="smsOptIn" value="${o}" id="sms-${i}"> ${o}</label>`).join("")}</div></div>`;
  return page(
    `${b.title ?? "Software Engineer"} - ${co} - Apply`,
    `<div id="__next"><main class="rq-apply"><h1>${h(b.title ?? "Software Engineer")}</h1><p class="rq-company">${h(co)}</p>
<div class="rq-banner" role="alert" hidden></div>
<form id="rq-form" novalidate data-co="${h(co)}" data-job="${h(id)}">
${basicOf(b).map(basicField).join("\n")}
<h2>Application questions</h2>${customOf(b)
      .map((q) => customField(q))
      .join("\n")}
${v ? variantSection(v) : ""}${eeo}${sms}${turnstile(!!b.captcha)}
<button type="submit" class="rq-submit">Apply</button></form></main></div>
<script id="__NEXT_DATA__" type="application/json">${nextData(co, id, b)}</script>${v ? `<script>${confirmScript(v)}</script>${v.cookieBanner ? COOKIE_BANNER : ""}` : ""}<script>${RIPPLING_CLIENT}</script>`,
  );
}

interface Upload {
  filename: string;
  contentType: string;
  bytes?: Buffer;
}

export function ripplingSite(state: SimState): express.Router {
  const r = express.Router();
  const uploads = new Map<string, Upload>();
  const gone = (co: string, res: express.Response) => res.redirect(308, `/${encodeURIComponent(co)}/jobs?rr_message=job_not_found`);
  const required = (b: PostingBehaviour, answers: Record<string, string | string[]>) => {
    const v = variantOf(b);
    return [
      ...BASIC.filter((q) => q.required).map((q) => q.oid),
      ...custom(b)
        .filter((q) => q.isRequired)
        .map((q) => `customQuestions.${GROUP}.${q.uniqueKey}`),
      // A variant's required questions, a second level only while its first level has the answer.
      ...(v ? shownRequired(v, answers, rpAnswerKey).map(rpAnswerKey) : []),
    ];
  };

  r.get("/:co/jobs", (req, res) => {
    const banner =
      req.query.rr_message === "job_not_found"
        ? `<div class="rq-toast" role="alert">The job you are looking for is no longer available.</div>`
        : "";
    res
      .type("html")
      .send(
        page(
          `${req.params.co} - Jobs`,
          `<div id="__next">${banner}<h1>Open positions at ${h(req.params.co)}</h1><ul class="rq-jobs"></ul></div>`,
        ),
      );
  });
  r.get("/:co/jobs/:id", async (req, res) => {
    const { co, id } = req.params;
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return gone(co, res);
    res.type("html").send(
      page(
        `${b.title ?? "Software Engineer"} - ${co}`,
        `<div id="__next"><h1>${h(b.title ?? "Software Engineer")}</h1><div class="rq-description"><p>${h(co)} is hiring.</p></div>
<a class="rq-apply-button" href="/${h(co)}/jobs/${h(id)}/apply?step=application">Apply now</a></div><script id="__NEXT_DATA__" type="application/json">${nextData(co, id, b)}</script>`,
      ),
    );
  });
  r.get("/:co/jobs/:id/apply", async (req, res) => {
    const { co, id } = req.params;
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return gone(co, res);
    if (req.query.step === "confirmation") {
      return res
        .type("html")
        .send(
          page(
            "Application submitted",
            `<div id="__next"><div class="rq-confirmation" role="status"><h1>Thank you for applying!</h1><p>Your application to ${h(co)} has been submitted.</p></div></div>`,
          ),
        );
    }
    res.type("html").send(applyPage(co, id, b));
  });

  // The upload: a signed link, then the bytes, then the résumé read to fill boxes.
  r.get("/api/v1/utility/file_upload_url", (req, res) => {
    const key = token();
    uploads.set(key, {
      filename: String(req.query.filename ?? "file"),
      contentType: String(req.query.contentType ?? "application/octet-stream"),
    });
    res.json({ uploadUrl: `/api/v1/utility/upload/${key}`, key });
  });
  r.put("/api/v1/utility/upload/:key", express.raw({ type: () => true, limit: "11mb" }), (req, res) => {
    const u = uploads.get(req.params.key);
    if (!u) return res.status(404).json({ error: "Unknown upload" });
    if ((req.body as Buffer).length > 10 * 1024 * 1024) return res.status(413).json({ error: "File is too large (max 10 MB)" });
    u.bytes = req.body as Buffer;
    res.status(204).end();
  });
  r.post("/api/v1/utility/parse_resume", express.json(), (req, res) => {
    const u = uploads.get(String(req.body?.key));
    if (!u?.bytes) return res.status(404).json({ error: "Unknown upload" });
    const name = /\(([^()]+?) - Resume\)/.exec(u.bytes.toString("latin1"))?.[1]?.split(/\s+/) ?? [];
    res.json({ first_name: name[0] ?? null, last_name: name.slice(1).join(" ") || null });
  });

  r.post("/api/ats/v1/board/:co/jobs/:id/apply", express.json({ limit: "1mb" }), async (req, res) => {
    const { co, id } = req.params;
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return res.status(404).json({ error: "job_not_found" });
    const body = (req.body ?? {}) as {
      answers?: Record<string, string | string[]>;
      files?: Record<string, string>;
      turnstileToken?: string;
    };
    const answers = body.answers ?? {},
      fileKeys = body.files ?? {};
    const errors: Record<string, string> = {};
    for (const k of required(b, answers)) {
      const v = k === "resume" ? uploads.get(fileKeys.resume ?? "")?.bytes : [answers[k]].flat().join("").trim();
      if (!v) errors[k] = "This field is required";
    }
    if (answers.email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(answers.email))) errors.email = "Enter a valid email address";
    if (!body.turnstileToken || body.turnstileToken === "interactive")
      return res.status(403).json({ error: "turnstile_failed", message: "Please verify you are human." });
    if (Object.keys(errors).length) return res.status(400).json({ error: "validation_failed", errors });
    const files = Object.fromEntries(
      Object.entries(fileKeys).flatMap(([k, key]) => {
        const u = uploads.get(key);
        return u?.bytes ? [[k, { filename: u.filename, contentType: u.contentType, bytes: u.bytes }]] : [];
      }),
    );
    state.record({ ats: "rippling", tenant: co, jobId: id, fields: answers, files });
    res.status(201).json({ id: rnd(), redirect: `/${co}/jobs/${id}/apply?step=confirmation` });
  });
  return r;
}
