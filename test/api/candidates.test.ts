import { describe, expect, it } from "vitest";
import { createApiKey, createAccount, revokeApiKey } from "../../lib/accounts";
import { decryptSecret } from "../../lib/crypto";
import { db } from "../../lib/db";
import { validProfile } from "../fixtures/profiles";
import { useTestApi, apiClient, createAccountWithCandidate } from "./helpers";

const server = useTestApi();

const paths = (body: any) => (body.error.details as { path: string }[]).map((d) => d.path);

describe("authentication", () => {
  it("rejects missing, malformed, unknown and revoked keys with 401 unauthorized", async () => {
    const { apiKey, keyId } = await createAccount({ email: `auth.${Date.now()}@example.com` });
    const ok = await apiClient(server.baseUrl, apiKey)("GET", "/usage");
    expect(ok.status).toBe(200);

    const attempts = [
      apiClient(server.baseUrl)("GET", "/usage"),
      apiClient(server.baseUrl)("GET", "/usage", undefined, { authorization: apiKey }),
      apiClient(server.baseUrl)("GET", "/usage", undefined, { authorization: `Basic ${apiKey}` }),
      apiClient(server.baseUrl, "sk_live_short")("GET", "/usage"),
      apiClient(server.baseUrl, `sk_test_${"a".repeat(40)}`)("GET", "/usage"),
      apiClient(server.baseUrl, `sk_live_${"a".repeat(40)}`)("GET", "/usage"),
      // Same prefix (which selects the stored row) as the real key, different secret part.
      apiClient(server.baseUrl, `${apiKey.slice(0, 16)}${"b".repeat(apiKey.length - 16)}`)("GET", "/usage"),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe("unauthorized");
    }

    await revokeApiKey(keyId);
    const revoked = await apiClient(server.baseUrl, apiKey)("GET", "/usage");
    expect(revoked.status).toBe(401);
    expect(revoked.body.error.code).toBe("unauthorized");
  });

  it("stores only a hash of the key", async () => {
    const { accountId } = await createAccount({ email: `hash.${Date.now()}@example.com` });
    const { apiKey, keyId } = await createApiKey(accountId);
    const row = await db().apiKey.findUniqueOrThrow({ where: { id: keyId } });
    expect(JSON.stringify(row)).not.toContain(apiKey.slice(8));
    expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("POST /v1/candidates", () => {
  it("creates a managed-mode candidate with its first profile, keeping extra profile fields verbatim", async () => {
    const { api } = await createAccountWithCandidate(server.baseUrl);
    const profile = validProfile({
      languages: [{ language: "French", proficiency: "fluent", since: 2010 }],
      custom: { "odd key": { nested: [1, null, true] } },
    });
    const res = await api("POST", "/candidates", { profile, resume_url: "https://files.example.com/ada.pdf" });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(["created_at", "email", "email_mode", "full_name", "id", "profile_id"]);
    expect(res.body.id).toMatch(/^cand_[0-9A-Za-z]{24}$/);
    expect(res.body.profile_id).toMatch(/^prof_/);
    expect(res.body.full_name).toBe("Ada Lovelace");
    expect(res.body.email_mode).toBe("managed");
    expect(res.body.email).toMatch(/^ada\.lovelace\.[a-z0-9]{6}@inbox\.localhost$/);
    expect(res.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const saved = await api("GET", `/profiles/${res.body.profile_id}`);
    expect(saved.status).toBe(200);
    expect(saved.body.profile.languages).toEqual(profile.languages);
    expect(saved.body.profile.custom).toEqual(profile.custom);
    expect(saved.body.resume_url).toBe("https://files.example.com/ada.pdf");
    expect(saved.body.runs).toEqual([]);
  });

  it("uses the profile's own e-mail in candidate mode and keeps the ATS password encrypted", async () => {
    const { api } = await createAccountWithCandidate(server.baseUrl);
    const profile = validProfile();
    const res = await api("POST", "/candidates", {
      profile,
      resume_url: "https://files.example.com/ada.pdf",
      email_mode: "candidate",
      account_system_password: "correct horse battery",
    });
    expect(res.status).toBe(201);
    expect(res.body.email).toBe(profile.personalInformation.email);
    expect(res.body.email_mode).toBe("candidate");
    expect(JSON.stringify(res.body)).not.toContain("correct horse");
    const row = await db().candidate.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.accountPasswordEnc).not.toContain("correct horse");
    expect(decryptSecret(row.accountPasswordEnc!)).toBe("correct horse battery");
  });

  it("lists every missing or mistyped profile field by dot path in one 422 and creates nothing", async () => {
    const { api, accountId } = await createAccountWithCandidate(server.baseUrl);
    const before = await db().candidate.count({ where: { accountId } });
    const profile = validProfile();
    delete profile.personalInformation.email;
    profile.personalInformation.isOver18 = "yes";
    delete profile.workPreferences;
    profile.education = [{ university: "UCL" }, { degree: 3, university: "KCL" }];
    const res = await api("POST", "/candidates", { profile, resume_url: "ftp://files.example.com/x", email_mode: "other" });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("invalid_request");
    expect(paths(res.body)).toEqual(
      expect.arrayContaining([
        "profile.personalInformation.email",
        "profile.personalInformation.isOver18",
        "profile.workPreferences.canWorkInPerson",
        "profile.workPreferences.hasAccommodations",
        "profile.education.0.degree",
        "profile.education.1.degree",
        "resume_url",
        "email_mode",
      ]),
    );
    expect(await db().candidate.count({ where: { accountId } })).toBe(before);
  });

  it("validates the optional fields real forms ask for by dot path, and keeps them when valid", async () => {
    const { api } = await createAccountWithCandidate(server.baseUrl);
    const bad = validProfile();
    bad.workPreferences.noticePeriod = "soonish";
    bad.salaryExpectation = { amount: 120000, currency: "dollars" };
    bad.languages = [{ language: "English", proficiency: "great" }];
    bad.workAuthorization.countries = [{ country: "United Kingdom" }];
    bad.skills = [{ name: "Go", years: -1 }];
    const res = await api("POST", "/candidates", { profile: bad, resume_url: "https://files.example.com/cv.pdf" });
    expect(res.status).toBe(422);
    expect(paths(res.body)).toEqual(
      expect.arrayContaining([
        "profile.workPreferences.noticePeriod",
        "profile.salaryExpectation.currency",
        "profile.languages.0.proficiency",
        "profile.workAuthorization.countries.0.authorized",
        "profile.skills.0.years",
      ]),
    );
    const good = validProfile();
    good.workPreferences.noticePeriod = "2 weeks";
    good.salaryExpectation = { amount: 120000, currency: "USD" };
    good.languages = [{ language: "English", proficiency: "native" }];
    const ok = await api("POST", "/candidates", { profile: good, resume_url: "https://files.example.com/cv.pdf" });
    expect(ok.status).toBe(201);
  });

  it("rejects passwords outside 8-128 characters, a missing profile and unknown fields", async () => {
    const { api } = await createAccountWithCandidate(server.baseUrl);
    for (const password of ["short", "x".repeat(129)]) {
      const res = await api("POST", "/candidates", {
        profile: validProfile(),
        resume_url: "https://x.example/r.pdf",
        account_system_password: password,
      });
      expect(res.status).toBe(422);
      expect(paths(res.body)).toEqual(["account_system_password"]);
      expect(JSON.stringify(res.body)).not.toContain(password);
    }
    const empty = await api("POST", "/candidates", {});
    expect(empty.status).toBe(422);
    expect(paths(empty.body)).toEqual(expect.arrayContaining(["profile", "resume_url"]));
    const unknown = await api("POST", "/candidates", {
      profile: validProfile(),
      resume_url: "https://x.example/r.pdf",
      emailMode: "managed",
    });
    expect(unknown.status).toBe(422);
    expect(paths(unknown.body)).toEqual(["emailMode"]);
  });
});

describe("profiles", () => {
  it("saves, lists (newest first, paginated) and fetches profiles", async () => {
    const { api, candidateId, profileId } = await createAccountWithCandidate(server.baseUrl);
    const created = await api("POST", "/profiles", { candidate_id: candidateId, profile: validProfile({ headline: "second" }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ candidate_id: candidateId, resume_url: "https://files.example.com/resume.pdf" });
    expect(created.body.profile.headline).toBe("second");
    const third = await api("POST", "/profiles", {
      candidate_id: candidateId,
      profile: validProfile(),
      resume_url: "https://files.example.com/other.pdf",
    });
    expect(third.body.resume_url).toBe("https://files.example.com/other.pdf");

    const page1 = await api("GET", "/profiles?limit=2");
    expect(page1.status).toBe(200);
    expect(page1.body.data.map((p: any) => p.id)).toEqual([third.body.id, created.body.id]);
    expect(page1.body.has_more).toBe(true);
    const page2 = await api("GET", `/profiles?limit=2&cursor=${page1.body.next_cursor}`);
    expect(page2.body).toMatchObject({ has_more: false, next_cursor: null });
    expect(page2.body.data.map((p: any) => p.id)).toEqual([profileId]);
  });

  it("validates like candidate creation and scopes everything to the account", async () => {
    const mine = await createAccountWithCandidate(server.baseUrl);
    const theirs = await createAccountWithCandidate(server.baseUrl);
    const invalid = await mine.api("POST", "/profiles", { candidate_id: mine.candidateId, profile: { education: "none" } });
    expect(invalid.status).toBe(422);
    expect(paths(invalid.body)).toEqual(expect.arrayContaining(["profile.personalInformation.firstName", "profile.education"]));

    const foreignCandidate = await mine.api("POST", "/profiles", { candidate_id: theirs.candidateId, profile: validProfile() });
    expect(foreignCandidate.status).toBe(404);
    expect(foreignCandidate.body.error.code).toBe("not_found");
    const foreignProfile = await mine.api("GET", `/profiles/${theirs.profileId}`);
    expect(foreignProfile.status).toBe(404);
    const list = await mine.api("GET", "/profiles");
    expect(list.body.data.map((p: any) => p.id)).toEqual([mine.profileId]);
    const foreignCursor = await mine.api("GET", `/profiles?cursor=${theirs.profileId}`);
    expect(foreignCursor.status).toBe(422);
    expect(paths(foreignCursor.body)).toEqual(["cursor"]);
    expect((await mine.api("GET", "/profiles/prof_doesnotexist")).status).toBe(404);
    expect((await mine.api("GET", "/profiles/not-an-id")).status).toBe(404);
  });
});
