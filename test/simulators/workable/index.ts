// Workable simulator: apply.workable.com/{account}/j/{SHORTCODE}/[apply/] and its JSON API.
//
// Facts and their sources:
// - URLs, the widget API, form definition `GET /api/v1/jobs/{code}/form` (sections "Personal
//   information", "Profile", "Details"; fields {id, label, type, required, options[{name,value}]};
//   standard ids firstname/lastname/email/phone/address/headline/resume/cover_letter; custom ids
//   QA_/CA_), data-ui attributes, a resume input with a random id that uploads on choice, address
//   prefilled from the visitor's IP: docs/platforms.md "Workable".
// - Measured on live forms (strelov1/freehire, code search fs:"Workable application forms - measured
//   facts"): `/j/{code}` and `/j/{code}/apply` answer 301 to the account path; an unknown posting's
//   /apply answers 302 to `/oops` and its /form 404; `address` comes with `value` +
//   `prefilledByLocation: true`; the file input is `input_files_input_<random>` without a name; booleans
//   are a `fieldset` radiogroup of `[role=radio]` options labelled YES / NO carrying hidden radios
//   named by the field id and valued true/false, where the hidden radio only mirrors the pick (a script
//   ticking it does not stay) and a click where the option sits, or Space on it, picks; dropdowns are
//   `div[data-ui={id}][data-input-type=select]` around `input#input_{id}_input` role=combobox
//   aria-haspopup=listbox that opens on click or ArrowDown and takes no typed value, options
//   `[role=option]`; one page, no Next.
// - Names through `aria-labelledby` ({id}_label), required as a star in the label, the GDPR box
//   `[data-ui=gdpr] [role=checkbox]` over a hidden `input[name=gdpr]`, submit `[data-ui=apply-button]`
//   "Submit application": a public form fixture, code search fs:"function mountWorkable(questions".
// GUESSES (marked): the phone's country picker (a listbox button preset from the visitor's location,
// Germany here; a number typed with "+" keeps its own code); the upload/apply endpoints and their JSON;
// error wording and placement (`[data-ui=error-{id}]`); the success message; the closed posting
// behaving like an unknown one; "Doctorate (PhD)" and the other education option names. Not modelled:
// education/experience groups, the avatar, `multiple` questions as checkboxes.
import express from "express";
import { type SimState, type PostingBehaviour, type UploadedFile, preamble, readForm, h, page, recaptchaWall, token } from "../core";
import { workableClient } from "./client";
import { workableVariantFields } from "./variants";
import { COOKIE_BANNER, confirmScript, variantFor } from "../variants";

export const WORKABLE_HOSTS = ["apply.workable.com"];

type WType =
  | "text"
  | "email"
  | "phone"
  | "paragraph"
  | "file"
  | "boolean"
  | "dropdown"
  // Only in seeded variants (variants.ts):
  | "multiple_choice"
  | "multiple"
  | "checkbox"
  | "statement";
interface WField {
  id: string;
  label: string;
  type: WType;
  required: boolean;
  options?: { name: string; value: string }[];
  value?: string;
  prefilledByLocation?: boolean;
  country?: string;
  showIf?: { id: string; value: string };
  kind?: string;
}
const opt = (...names: string[]) => names.map((name, i) => ({ name, value: String(i + 1) }));

export function workableForm(b: PostingBehaviour): { name: string; fields: WField[] }[] {
  const form = fixedForm(b);
  if (b.variant === undefined) return form;
  // A seeded variant (variants.ts): reworded labels, Details shuffled, then its items.
  const v = variantFor(b.variant);
  const label: Record<string, string> = {
    firstname: v.labels.firstName,
    lastname: v.labels.lastName,
    email: v.labels.email,
    phone: v.labels.phone,
  };
  return [
    { ...form[0], fields: form[0].fields.map((f) => ({ ...f, label: label[f.id] ?? f.label })) },
    form[1],
    { ...form[2], fields: [...v.order(form[2].fields, "workable-details"), ...(workableVariantFields(v) as WField[])] },
  ];
}

function fixedForm(b: PostingBehaviour): { name: string; fields: WField[] }[] {
  return [
    {
      name: "Personal information",
      fields: [
        { id: "firstname", label: "First name", type: "text", required: true },
        { id: "lastname", label: "Last name", type: "text", required: true },
        { id: "email", label: "Email", type: "email", required: true },
        { id: "headline", label: "Headline", type: "text", required: false },
        { id: "phone", label: "Phone", type: "phone", required: true, country: "DE" },
        {
          id: "address",
          label: "Address",
          type: "text",
          required: true,
          value: "Frankfurt am Main, Hesse, Germany",
          prefilledByLocation: true,
        },
      ],
    },
    {
      name: "Profile",
      fields: [
        { id: "resume", label: "Resume", type: "file", required: true },
        { id: "cover_letter", label: "Cover letter", type: "paragraph", required: false },
      ],
    },
    {
      name: "Details",
      fields: [
        { id: "QA_6308627", label: "Are you legally authorized to work in the United States?", type: "boolean", required: true },
        { id: "QA_6308628", label: "Will you now or in the future require visa sponsorship?", type: "boolean", required: true },
        {
          id: "CA_21901",
          label: "What is the highest level of education you have completed?",
          type: "dropdown",
          required: true,
          options: opt("High School", "Associate Degree", "Bachelor's Degree", "Master's Degree", "Doctorate (PhD)"),
        },
        {
          id: "QA_6308629",
          label: "How many years of experience do you have?",
          type: "dropdown",
          required: true,
          options: opt("0-2", "3-5", "6-10", "10+"),
        },
        ...(b.unanswerableQuestion
          ? [{ id: "QA_6308699", label: "Acme employee referral code", type: "text" as const, required: true }]
          : []),
      ],
    },
  ];
}

const variantExtras = (b: PostingBehaviour) => {
  if (b.variant === undefined) return "";
  const v = variantFor(b.variant);
  return `<script>${confirmScript(v)}</script>${v.cookieBanner ? COOKIE_BANNER : ""}`;
};

export function workableSite(state: SimState): express.Router {
  const r = express.Router();
  const uploads = new Map<string, UploadedFile>();
  const oops = (res: express.Response) => res.redirect(302, "/oops");
  const open = async (code: string, res: express.Response) => {
    if (await preamble(state, code, res)) return null;
    const b = state.postings.get(code);
    if (b.closed) {
      oops(res);
      return null;
    }
    return b;
  };

  r.get("/oops", (_req, res) => {
    res.type("html").send(page("Oops", `<main><h1 data-ui="error-page">Oops! The page you are looking for can't be found.</h1></main>`));
  });
  r.get("/api/v1/widget/accounts/:account", (req, res) => {
    res.json({
      name: req.params.account,
      jobs: [
        { shortcode: "A1B2C34012", title: "Software Engineer", url: `https://apply.workable.com/${req.params.account}/j/A1B2C34012/` },
      ],
    });
  });
  r.get("/api/v1/jobs/:code/form", (req, res) => {
    const b = state.postings.get(req.params.code);
    if (b.closed) return res.status(404).type("text").send("Not Found");
    res.json(workableForm(b));
  });
  r.post("/api/v1/jobs/:code/upload", async (req, res) => {
    const { files } = await readForm(req);
    if (!files.file) return res.status(422).json({ error: "No file" });
    const t = token();
    uploads.set(t, files.file);
    res.json({ token: t, name: files.file.filename });
  });
  r.post("/api/v1/jobs/:code/apply", express.json({ limit: "1mb" }), (req, res) => {
    const code = req.params.code;
    const b = state.postings.get(code);
    if (b.closed) return res.status(404).json({ error: "Not found" });
    if (b.captcha) return res.status(422).json({ error: "Please verify you are not a robot" });
    const c = { ...(req.body?.candidate ?? {}) } as Record<string, string>;
    const errors: Record<string, string> = {};
    const files: Record<string, UploadedFile> = {};
    for (const f of workableForm(b).flatMap((s) => s.fields)) {
      const value = c[f.id];
      if (f.type === "statement") continue;
      if (f.showIf && String(c[f.showIf.id] ?? "") !== f.showIf.value) {
        delete c[f.id];
        continue;
      }
      if (f.type === "checkbox") {
        if (f.required && String(value) !== "true") errors[f.id] = "This field is required";
        continue;
      }
      if (f.type === "multiple") {
        const list = Array.isArray(value) ? value.map(String) : [];
        if (f.required && !list.length) errors[f.id] = "This field is required";
        else if (list.some((x) => !f.options!.some((o) => o.value === x))) errors[f.id] = "Please select a valid option";
        continue;
      }
      if (f.type === "file") {
        const upload = typeof value === "string" ? uploads.get(value) : undefined;
        if (upload) {
          files[f.id] = upload;
          delete c[f.id];
        } else if (f.required) errors[f.id] = "This field is required";
      } else if (f.required && String(value ?? "").trim() === "") errors[f.id] = "This field is required";
      else if ((f.type === "dropdown" || f.type === "multiple_choice") && value !== undefined && !f.options!.some((o) => o.value === value))
        errors[f.id] = "Please select a valid option";
    }
    if (Object.keys(errors).length) return res.status(422).json({ errors });
    state.record({ ats: "workable", tenant: String(req.body.account ?? ""), jobId: code, fields: c, files });
    res.status(201).json({ status: "submitted" });
  });

  r.get("/j/:code", (req, res) => {
    res.redirect(301, `/acme/j/${req.params.code}/`);
  });
  r.get("/j/:code/apply", (req, res) => {
    res.redirect(301, `/acme/j/${req.params.code}/apply/`);
  });
  r.get("/:account/j/:code", async (req, res) => {
    const b = await open(req.params.code, res);
    if (!b) return;
    res.type("html").send(
      page(
        b.title ?? "Software Engineer",
        `<main><h1 data-ui="job-title">${h(b.title ?? "Software Engineer")}</h1>
<div data-ui="job-description"><p>Join ${h(req.params.account)}.</p></div><a data-ui="overview-apply-now" href="/${h(req.params.account)}/j/${h(req.params.code)}/apply/">Apply for this job</a></main>`,
      ),
    );
  });
  r.get("/:account/j/:code/apply", async (req, res) => {
    const b = await open(req.params.code, res);
    if (!b) return;
    res.type("html").send(
      page(
        `Apply – ${b.title ?? "Software Engineer"}`,
        `<main><h1 data-ui="job-title">${h(b.title ?? "Software Engineer")}</h1>
<form data-ui="application-form" novalidate>${b.captcha ? recaptchaWall() : ""}
<div data-ui="form-error" class="error" role="alert" hidden></div><button type="submit" data-ui="apply-button">Submit application</button></form></main>
<script>${workableClient(req.params.account, req.params.code)}</script>${variantExtras(b)}`,
      ),
    );
  });
  r.get("/:account/j/:code/apply/thanks", (_req, res) => {
    res
      .type("html")
      .send(
        page(
          "Application submitted",
          `<main><div data-ui="application-success"><h2>Thank you for applying!</h2><p>Your application has been submitted successfully.</p></div></main>`,
        ),
      );
  });
  return r;
}
