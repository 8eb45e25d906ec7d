// A generic server-rendered application form, standing in for catalog platforms without a simulator of
// their own (generic-platforms.ts: OTHER_PLATFORMS; none today). docs/platforms.md gives URL shapes only;
// everything else here — labelled inputs, selects, radios, checkboxes, a date input, a file upload, a
// consent box, an optional two-step wizard (fields with `step: 2`), a 6-digit e-mailed code, the wording —
// is built from what is common on such platforms.
// The code's sender is the platform's real one where known (`mailFrom`, sourced in generic-platforms.ts),
// else no-reply@ the posting's host (a guess).
import express from "express";
import {
  type SimState,
  type PostingBehaviour,
  type UploadedFile,
  preamble,
  readForm,
  str,
  h,
  page,
  recaptchaWall,
  numericCode,
  verificationMail,
} from "./core";
import { type Field, type GenericPlatform, OTHER_PLATFORMS } from "./generic-platforms";

const idOf = (name: string) =>
  name
    .replace(/\[\]$/, "")
    .replace(/[^a-zA-Z0-9_-]+/g, "_")
    .replace(/_+$/, "");

function renderField(f: Field, errors: Record<string, string>, vals: Record<string, string | string[]>): string {
  const id = idOf(f.name),
    star = f.required ? ` <span class="required">*</span>` : "",
    req = f.required ? " required" : "";
  const current = [vals[f.name]].flat().filter(Boolean) as string[];
  const err = errors[f.name] ? `<span class="error" id="${id}-error" role="alert">${h(errors[f.name])}</span>` : "";
  let control: string;
  switch (f.kind) {
    case "select":
      control = `<select id="${id}" name="${h(f.name)}"${req}><option value="">-- Select --</option>${f.options!.map((o) => `<option${current.includes(o) ? " selected" : ""}>${h(o)}</option>`).join("")}</select>`;
      break;
    case "radio":
    case "checkboxes":
      return `<fieldset class="form-group" id="${id}"><legend>${h(f.label)}${star}</legend>${f.options!.map((o, i) => `<label for="${id}-${i}"><input type="${f.kind === "radio" ? "radio" : "checkbox"}" id="${id}-${i}" name="${h(f.name)}" value="${h(o)}"${current.includes(o) ? " checked" : ""}${f.kind === "radio" ? req : ""}> ${h(o)}</label>`).join("")}${err}</fieldset>`;
    case "checkbox":
      return `<div class="form-group"><label for="${id}"><input type="checkbox" id="${id}" name="${h(f.name)}" value="yes"${req}> ${h(f.label)}${star}</label>${err}</div>`;
    case "textarea":
      control = `<textarea id="${id}" name="${h(f.name)}"${req}>${h(current[0] ?? "")}</textarea>`;
      break;
    case "file":
      control = `<input type="file" id="${id}" name="${h(f.name)}" accept=".pdf,.doc,.docx"${req}>`;
      break;
    default:
      control = `<input type="${f.kind}" id="${id}" name="${h(f.name)}" value="${h(current[0] ?? "")}"${req}>`;
  }
  return `<div class="form-group"><label for="${id}">${h(f.label)}${star}</label>${control}${err}</div>`;
}

interface Pending {
  fields: Record<string, string | string[]>;
  files: Record<string, UploadedFile>;
  step: 1 | 2;
  code?: string;
  email?: string;
}

function router(state: SimState, p: GenericPlatform): express.Router {
  const r = express.Router();
  const params = (req: express.Request) => req.params as Record<string, string | string[]>;
  const tenantOf = (req: express.Request) =>
    p.tenant
      ? p.tenant(req.hostname, params(req), req.query as Record<string, unknown>)
      : p.tenantParam
        ? String(req.params[p.tenantParam])
        : p.host.exec(req.hostname)![1];
  const fill = (req: express.Request, template: string) =>
    template
      .replace(/:(\w+)/g, (_m, k: string) => encodeURIComponent(String(params(req)[k])))
      .replace(/\*(\w+)/g, (_m, k: string) =>
        [params(req)[k]]
          .flat()
          .map((x) => encodeURIComponent(String(x)))
          .join("/"),
      );
  const pendings = (req: express.Request, res: express.Response) => (state.session(req, res)[p.ats] ??= {}) as Record<string, Pending>;
  const title = (b: PostingBehaviour) => b.title ?? "Software Engineer";
  const closed = (res: express.Response) =>
    res
      .status(404)
      .type("html")
      .send(
        page(
          "Position closed",
          `<div class="alert" role="alert"><h1>This position is no longer available</h1><p>The job you are looking for has been filled or closed.</p></div>`,
        ),
      );
  // The query stays: some platforms carry the job id there (?jobId=, ?opportunityId=).
  const search = (req: express.Request) => {
    const q = req.originalUrl.indexOf("?");
    return q < 0 ? "" : req.originalUrl.slice(q);
  };
  const formUrl = (req: express.Request) => fill(req, p.formPath ?? p.postingPath) + search(req);

  function form(req: express.Request, b: PostingBehaviour, pending: Pending, errors: Record<string, string> = {}): string {
    const step = pending.step,
      wizard = p.fields(b).some((f) => f.step === 2);
    const fields = p.fields(b).filter((f) => !wizard || (f.step ?? 1) === step);
    const last = !wizard || step === 2;
    const button = `<button type="submit" id="${last ? "submit-application" : "next-step"}" class="btn btn-primary">${last ? "Submit Application" : "Next"}</button>`;
    return page(
      `${title(b)} – Apply`,
      `<h1 class="job-title">${h(title(b))}</h1>${wizard ? `<p class="wizard-steps">Step ${step} of 2</p>` : ""}
${Object.keys(errors).length ? `<div class="alert alert-danger" role="alert">${h(errors._captcha ?? "Please correct the errors below.")}</div>` : ""}
<form id="application-form" method="post" action="${h(formUrl(req))}" enctype="multipart/form-data" novalidate>
<input type="hidden" name="_step" value="${step}">${fields.map((f) => renderField(f, errors, pending.fields)).join("\n")}
${last && b.captcha ? recaptchaWall() : ""}${button}</form>`,
    );
  }

  const show = async (req: express.Request, res: express.Response, asForm: boolean) => {
    const id = p.jobId(req.params as Record<string, string | string[]>, req.query as Record<string, unknown>);
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return closed(res);
    if (!asForm)
      return res.type("html").send(
        page(
          title(b),
          `<h1 class="job-title">${h(title(b))}</h1><div class="description"><p>Join ${h(tenantOf(req))}.</p></div>
<a class="btn btn-primary apply-button" href="${h(formUrl(req))}">Apply for this position</a>`,
        ),
      );
    const pending = (pendings(req, res)[id] ??= { fields: {}, files: {}, step: 1 });
    if (pending.code) return res.type("html").send(codePage(req, pending.email!));
    res.type("html").send(form(req, b, pending));
  };

  const codePage = (req: express.Request, email: string, error = "") =>
    page(
      "Verify your email",
      `<h1>Verify your email address</h1>
<p id="verification-instructions">We sent a 6-digit verification code to ${h(email)}. Enter it below to complete your application.</p>
${error ? `<div class="alert alert-danger" role="alert">${h(error)}</div>` : ""}
<form method="post" action="${h(formUrl(req))}"><input type="hidden" name="_step" value="verify"><label for="verification_code">Verification code</label>
<input id="verification_code" name="verification_code" inputmode="numeric" autocomplete="one-time-code" maxlength="6"><button type="submit" id="verify-button">Verify</button></form>`,
    );

  const submit = async (req: express.Request, res: express.Response) => {
    const id = p.jobId(req.params as Record<string, string | string[]>, req.query as Record<string, unknown>);
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return closed(res);
    const all = pendings(req, res);
    const pending = (all[id] ??= { fields: {}, files: {}, step: 1 });
    const { fields, files } = await readForm(req);
    const tenant = tenantOf(req);
    const done = () => {
      state.record({ ats: p.ats, tenant, jobId: id, fields: pending.fields, files: pending.files });
      delete all[id];
      res.redirect(303, `${fill(req, p.postingPath)}/thanks`);
    };
    if (str(fields._step) === "verify") {
      if (!pending.code) return res.redirect(303, formUrl(req));
      if (str(fields.verification_code) !== pending.code)
        return res
          .status(400)
          .type("html")
          .send(codePage(req, pending.email!, "The code you entered is incorrect."));
      return done();
    }
    const wizard = p.fields(b).some((f) => f.step === 2);
    const errors: Record<string, string> = {};
    for (const f of p.fields(b).filter((x) => !wizard || (x.step ?? 1) === pending.step)) {
      const v = f.kind === "file" ? (files[f.name] ?? pending.files[f.name]) : str(fields[f.name]);
      if (f.required && !v) errors[f.name] = f.kind === "file" ? "Please attach a file." : "This field is required.";
      if (f.kind === "email" && str(fields[f.name]) && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(str(fields[f.name])))
        errors[f.name] = "Please enter a valid email address.";
    }
    delete fields._step;
    Object.assign(pending.fields, fields);
    Object.assign(pending.files, files);
    const last = !wizard || pending.step === 2;
    if (last && b.captcha && !str(fields["g-recaptcha-response"])) errors._captcha = "Please verify that you are not a robot.";
    if (Object.keys(errors).length)
      return res
        .status(400)
        .type("html")
        .send(form(req, b, pending, errors));
    if (!last) {
      pending.step = 2;
      return res.redirect(303, formUrl(req));
    }
    delete pending.fields["g-recaptcha-response"];
    if (b.emailVerification) {
      const emailField = p.fields(b).find((f) => f.kind === "email")!;
      pending.email = str(pending.fields[emailField.name]);
      pending.code = numericCode();
      await state.sendMail(
        verificationMail({
          from: p.mailFrom ?? `no-reply@${req.hostname}`,
          to: pending.email,
          subject: "Your verification code",
          htmlOnly: b.htmlOnlyMail,
          lines: [
            "Use this code to confirm your email address and complete your application:",
            pending.code,
            "The code expires in 15 minutes.",
          ],
        }),
      );
      return res.type("html").send(codePage(req, pending.email));
    }
    done();
  };

  r.get(`${p.postingPath}/thanks`, (_req, res) => {
    res
      .type("html")
      .send(
        page(
          "Application submitted",
          `<div class="application-confirmation" role="status"><h1>Thank you for applying!</h1><p>Your application has been submitted successfully.</p></div>`,
        ),
      );
  });
  r.get(p.postingPath, (req, res) => show(req, res, !p.formPath));
  if (p.formPath) r.get(p.formPath, (req, res) => show(req, res, true));
  r.post(p.formPath ?? p.postingPath, submit);
  return r;
}

export function genericRoutes(state: SimState) {
  return OTHER_PLATFORMS.map((p) => ({ match: (host: string) => p.host.test(host), router: router(state, p), generic: true }));
}
