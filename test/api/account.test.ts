// GET/PATCH /v1/account: the account's answer defaults (docs/api-rules.md#account): merged on PATCH,
// null removes a key, sensitive or unknown keys and unstorable or overlong text are 422 by dot path.
import { describe, expect, it } from "vitest";
import { useTestApi, createAccountWithCandidate, apiClient } from "./helpers";

const server = useTestApi();

describe("/v1/account", () => {
  it("starts with no answer defaults; PATCH merges, null removes, and GET shows the result", async () => {
    const { api, accountId } = await createAccountWithCandidate(server.baseUrl);
    const fresh = await api("GET", "/account");
    expect(fresh.status).toBe(200);
    expect(Object.keys(fresh.body).sort()).toEqual(["answer_defaults", "auto_consent", "created_at", "email", "id"]);
    expect(fresh.body).toMatchObject({ id: accountId, answer_defaults: {}, auto_consent: true });

    const set = await api("PATCH", "/account", { answer_defaults: { how_did_you_hear: "  Company website  " } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.answer_defaults).toEqual({ how_did_you_hear: "Company website" });

    const merged = await api("PATCH", "/account", { answer_defaults: { phone_device_type: "Work" } });
    expect(merged.body.answer_defaults).toEqual({ how_did_you_hear: "Company website", phone_device_type: "Work" });

    const removed = await api("PATCH", "/account", { answer_defaults: { how_did_you_hear: null, phone_device_type: "Mobile" } });
    expect(removed.body.answer_defaults).toEqual({ phone_device_type: "Mobile" });
    expect((await api("PATCH", "/account", {})).body.answer_defaults).toEqual({ phone_device_type: "Mobile" });
    expect((await api("GET", "/account")).body.answer_defaults).toEqual({ phone_device_type: "Mobile" });
  });

  it("turns automatic consent off and on, leaving the answer defaults as they are; a non-boolean is a 422", async () => {
    const { api } = await createAccountWithCandidate(server.baseUrl);
    await api("PATCH", "/account", { answer_defaults: { how_did_you_hear: "Referral" } });
    const off = await api("PATCH", "/account", { auto_consent: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toMatchObject({ auto_consent: false, answer_defaults: { how_did_you_hear: "Referral" } });
    expect((await api("PATCH", "/account", { answer_defaults: { phone_device_type: "Work" } })).body.auto_consent).toBe(false);
    const bad = await api("PATCH", "/account", { auto_consent: "no" });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain("auto_consent");
    expect((await api("PATCH", "/account", { auto_consent: true })).body.auto_consent).toBe(true);
    expect((await api("GET", "/account")).body).toMatchObject({
      auto_consent: true,
      answer_defaults: { how_did_you_hear: "Referral", phone_device_type: "Work" },
    });
  });

  it("keeps every key of concurrent PATCHes of different keys", async () => {
    const { api } = await createAccountWithCandidate(server.baseUrl);
    await Promise.all([
      api("PATCH", "/account", { answer_defaults: { how_did_you_hear: "Referral" } }),
      api("PATCH", "/account", { answer_defaults: { phone_device_type: "Home" } }),
    ]);
    expect((await api("GET", "/account")).body.answer_defaults).toEqual({ how_did_you_hear: "Referral", phone_device_type: "Home" });
  });

  it("refuses a sensitive key with a 422 naming it, and changes nothing", async () => {
    const { api } = await createAccountWithCandidate(server.baseUrl);
    await api("PATCH", "/account", { answer_defaults: { how_did_you_hear: "Referral" } });
    for (const key of [
      "work_authorization",
      "visa_sponsorship",
      "age",
      "gender",
      "ethnicity",
      "eeo",
      "disability_status",
      "veteran_status",
      "criminal_record",
      "salary_expectation",
    ]) {
      const res = await api("PATCH", "/account", { answer_defaults: { phone_device_type: "Mobile", [key]: "Yes" } });
      expect(res.status, key).toBe(422);
      expect(res.body.error.code).toBe("invalid_request");
      expect(res.body.error.details, key).toEqual([
        { path: `answer_defaults.${key}`, message: expect.stringMatching(/sensitive question .*never takes a default/) },
      ]);
    }
    expect((await api("GET", "/account")).body.answer_defaults).toEqual({ how_did_you_hear: "Referral" });
  });

  it("refuses unknown keys and fields, bad values and unstorable text, each by dot path", async () => {
    const { api } = await createAccountWithCandidate(server.baseUrl);
    const details = async (body: unknown) => {
      const res = await api("PATCH", "/account", body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      return res.body.error.details as Array<{ path: string; message: string }>;
    };
    expect(await details({ answer_defaults: { favourite_colour: "Blue" } })).toEqual([
      {
        path: "answer_defaults.favourite_colour",
        message: "is not a question that takes a default; the keys are: how_did_you_hear, phone_device_type",
      },
    ]);
    expect(await details({ answer_defaults: { referral_source: "LinkedIn" } })).toEqual([
      { path: "answer_defaults.referral_source", message: "is not a key; this question's key is how_did_you_hear" },
    ]);
    expect(await details({ answer_defaults: { how_did_you_hear: "" } })).toEqual([
      { path: "answer_defaults.how_did_you_hear", message: "must be a non-empty string" },
    ]);
    expect(await details({ answer_defaults: { how_did_you_hear: "x".repeat(201) } })).toEqual([
      { path: "answer_defaults.how_did_you_hear", message: "must be at most 200 characters" },
    ]);
    expect(await details({ answer_defaults: { how_did_you_hear: "Job\nboard" } })).toEqual([
      { path: "answer_defaults.how_did_you_hear", message: "must be one line of text, without control characters" },
    ]);
    expect(await details({ answer_defaults: { how_did_you_hear: 7 } })).toEqual([
      { path: "answer_defaults.how_did_you_hear", message: "must be a string" },
    ]);
    expect(await details({ answer_defaults: ["how_did_you_hear"] })).toEqual([{ path: "answer_defaults", message: "must be an object" }]);
    expect(await details({ email: "new@example.com" })).toEqual([{ path: "email", message: "is not a recognised field" }]);
    // Text PostgreSQL cannot store, in a value or a key, is refused before validation.
    expect((await details({ answer_defaults: { how_did_you_hear: "Job\u0000board" } }))[0].path).toBe("answer_defaults.how_did_you_hear");
    expect((await details({ answer_defaults: { how_did_you_hear: "Job \ud800board" } }))[0].path).toBe("answer_defaults.how_did_you_hear");
    expect((await details({ answer_defaults: { "how\u0000": "Job board" } }))[0].message).toMatch(/field name/);
    expect((await api("GET", "/account")).body.answer_defaults).toEqual({});
  });

  it("shows each account only its own defaults, and needs a key", async () => {
    const one = await createAccountWithCandidate(server.baseUrl);
    const other = await createAccountWithCandidate(server.baseUrl);
    await one.api("PATCH", "/account", { answer_defaults: { how_did_you_hear: "Referral" } });
    expect((await other.api("GET", "/account")).body.answer_defaults).toEqual({});
    expect((await apiClient(server.baseUrl)("PATCH", "/account", { answer_defaults: {} })).status).toBe(401);
    expect((await one.api("PUT", "/account", { answer_defaults: {} })).status).toBe(404);
    expect((await one.api("PATCH", "/usage", {})).status).toBe(404);
  });

  it("is in the OpenAPI document", async () => {
    const doc = await (await fetch(`${server.baseUrl}/v1/openapi.json`)).json();
    expect(Object.keys(doc.paths["/account"]).sort()).toEqual(["get", "patch"]);
    expect(JSON.stringify(doc.components.schemas.UpdateAccountRequest)).toContain("how_did_you_hear");
  });
});
