// What the form reader makes of an account's own fields and of controls named only by their markup:
// a login and password asked inside the form are marked for the credentials (shared-flow.ts fills them
// and keeps them out of the answers), autocomplete tokens name a text box's kind, and a combobox that
// is not a text box is a dropdown even without aria-haspopup (ARIA 1.2's default). A registration
// form the adapter does not know is filled by what its boxes ask (account-steps.ts registerByMeaning).
import { beforeAll, describe, expect, it } from "vitest";
import { registerByMeaning } from "../../ats-adapters/account-steps";
import { readForm } from "../../ats-adapters/engine/read";
import type { AdapterRun } from "../../ats-adapters/platforms/types";
import type { FormField } from "../../ats-adapters/engine/types";
import { useBrowserLease } from "./env";

const PAGE = `<form id="app">
  <label for="login">Login *</label><input id="login" name="login" type="text" autocomplete="username" required>
  <label for="pw">Password<span>At least 8 characters.</span></label><input id="pw" name="pw" type="password" required>
  <label for="pw2">Password (Re-enter)</label><input id="pw2" name="pw2" type="password" required>
  <label for="uid">User name</label><input id="uid" name="uid" type="text">
  <label for="mail">Email</label><input id="mail" name="mail" type="text" autocomplete="email">
  <label for="num">Number<span>Please include your country code</span></label><input id="num" name="num" type="text" autocomplete="tel">
  <label id="src-label">How did you hear about us?</label>
  <select id="src" name="src" style="display:none"><option value=""></option><option value="1">LinkedIn</option></select>
  <a id="src_dropdown" href="#" role="combobox" aria-expanded="false" aria-labelledby="src-label">— Make a Selection —</a>
  <ul role="listbox" hidden><li role="option" data-value="1">LinkedIn</li></ul>
  <label for="city">City</label><div role="combobox" aria-expanded="false"><input id="city" name="city" type="text" aria-autocomplete="list"></div>
</form>`;

const held = useBrowserLease();
let fields: FormField[];
const byName = (id: string) => fields.find((f) => f.key === `q_${id}`);

beforeAll(async () => {
  await held.lease.page.setContent(PAGE);
  fields = await readForm({ page: held.lease.page, frame: held.lease.page.mainFrame(), root: "#app" }, { options: false });
});

describe("the form reader", () => {
  it("marks the account's login and password fields, and nothing else, as the account's", () => {
    expect(Object.fromEntries(fields.filter((f) => f.account).map((f) => [f.key, f.account]))).toEqual({
      q_login: "login",
      q_pw: "password",
      q_pw2: "password",
      q_uid: "login",
    });
  });

  it("takes a text box's kind from its autocomplete token", () => {
    expect(byName("mail")).toMatchObject({ kind: "email" });
    expect(byName("num")).toMatchObject({ kind: "phone" });
  });

  it("reads a combobox that is not a text box as a dropdown, and a wrapper around a text box as that text box", () => {
    expect(fields.find((f) => f.label.startsWith("How did you hear about us?"))).toMatchObject({ widget: "listbox-button" });
    expect(byName("city")).toMatchObject({ widget: "typeahead" });
    expect(fields.filter((f) => f.widget === "listbox-button")).toHaveLength(1);
  });
});

describe("a registration form the adapter does not know", () => {
  const REGISTER = `<form onsubmit="return false"><h2>Create an account</h2>
    <label for="e">Email address *</label><input id="e" type="email" name="EmailAddress">
    <label for="p1">Password *</label><input id="p1" type="password" name="Password">
    <label for="p2">Confirm password *</label><input id="p2" type="password" name="ConfirmPassword">
    <label for="fn">Given name</label><input id="fn" name="fname">
    <label><input type="checkbox" name="JobAlerts" checked> Send me job alerts by e-mail</label>
    <label><input type="checkbox" name="AcceptTermsOfUse"> I agree to the Terms of Use and the Privacy Policy *</label>
    <button type="button" onclick="window.sent = new FormData(this.form)">Create account</button></form>`;
  const runOn = (autoConsent?: boolean) =>
    ({
      page: held.lease.page,
      scope: async () => ({ page: held.lease.page, frame: held.lease.page.mainFrame() }),
      req: {
        credentials: { login: "ada@example.com", password: "S3cret-Pass!", existing: false },
        applicant: { firstName: "Ada", lastName: "Lovelace", phone: null },
        autoConsent,
      },
    }) as unknown as AdapterRun;

  it("types the login, the password twice and the name, ticks the terms, unticks the job alerts, and presses the button", async () => {
    await held.lease.page.setContent(REGISTER);
    await registerByMeaning(runOn(), /^create( an)? account$/i);
    const sent = await held.lease.page.evaluate(() => Object.fromEntries((window as unknown as { sent: FormData }).sent.entries()));
    expect(sent).toEqual({
      EmailAddress: "ada@example.com",
      Password: "S3cret-Pass!",
      ConfirmPassword: "S3cret-Pass!",
      fname: "Ada",
      AcceptTermsOfUse: "on",
    });
  });

  it("stops with incomplete_candidate when the account leaves consent to the review", async () => {
    await held.lease.page.setContent(REGISTER);
    await expect(registerByMeaning(runOn(false), /^create( an)? account$/i)).rejects.toMatchObject({ reason: "incomplete_candidate" });
  });
});
