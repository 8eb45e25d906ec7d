// Recruitee ({co}.recruitee.com/o/{slug}): docs/platforms.md#other-platforms-url-shapes-and-feeds. The
// description and the form are two tabs of one page; /o/{slug}/c/new opens it on the form's tab. One
// full-name input; Yes/No questions are radios whose values are true/false; Legal Agreements boxes (the
// processing consent ticked as the consent it is) beside an SMS opt-in (left alone); the page sends the
// request itself and shows "All done!" in place of the form.
import { withPathSuffix } from "../../catalog/url-rules";
import type { PlatformAdapter } from "./types";
import { platform } from "../../catalog/platforms/recruitee";

export const recruitee: PlatformAdapter = {
  id: platform.id,
  formUrl: (posting) => withPathSuffix(posting, "/c/new"),
  formRoot: "form#offer-application-form",
  closed: {
    text: [/this job is no longer available|offer (has been )?closed|we couldn.t find this job|this job doesn.t exist or was removed/i],
  },
  success: {
    selectors: ["[data-cy=application-sent]"],
    text: [/application sent|thank you for applying|your application has been successfully submitted/i],
  },
  submitButtons: [
    "[data-testid=submit-application-form-button]",
    "[data-cy=submit-application-form-button]",
    "form#offer-application-form button[type=submit]",
  ],
  errors: { selectors: ["form#offer-application-form [role=alert][id$='-error']:not(:empty)", "#form-errors:not([hidden])"] },
};
