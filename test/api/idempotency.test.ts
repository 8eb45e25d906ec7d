// Idempotency-Key on POST and PATCH (docs/api-rules.md#idempotent-requests): a retry gets the first
// answer and creates and holds nothing; another body is 422; a retry while the first runs is 409; a
// first attempt that never answered is recovered from what it committed.
import { describe, expect, it } from "vitest";
import { db } from "../../lib/db";
import { validProfile } from "../fixtures/profiles";
import { createAccountWithCandidate, useTestApi, type Api } from "./helpers";

const server = useTestApi();
const keyed = (key: string) => ({ "idempotency-key": key });
const newKey = () => `k-${Math.random().toString(36).slice(2)}-${Date.now()}`;
const candidateBody = () => ({ profile: validProfile(), resume_url: "https://files.example.test/resume.pdf" });

/** Leaves `key`'s row as a gateway that died after its commit, before its answer, would leave it. */
async function loseAnswer(accountId: string, key: string) {
  await db().idempotencyKey.update({
    where: { accountId_key: { accountId, key } },
    data: { responseStatus: null, responseBody: null, lockedUntil: null },
  });
}

async function post(api: Api, path: string, body: unknown, key: string) {
  return api("POST", path, body, keyed(key));
}

describe("Idempotency-Key", () => {
  it("gives a retry with the same body the first answer, and creates nothing more", async () => {
    const { api, accountId } = await createAccountWithCandidate(server.baseUrl);
    const key = newKey();
    const body = candidateBody();
    const first = await post(api, "/candidates", body, key);
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const before = await db().candidate.count({ where: { accountId } });

    // The same body with its keys in another order is the same request.
    const { profile, resume_url } = body;
    const retry = await post(api, "/candidates", { resume_url, profile }, key);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await db().candidate.count({ where: { accountId } })).toBe(before);
  });

  it("answers 422 idempotency_mismatch for the same key with another body or another path", async () => {
    const { api } = await createAccountWithCandidate(server.baseUrl);
    const key = newKey();
    const body = candidateBody();
    expect((await post(api, "/candidates", body, key)).status).toBe(201);
    const other = structuredClone(body);
    other.profile.personalInformation.firstName = "Someone";
    const changed = await post(api, "/candidates", other, key);
    expect(changed.status).toBe(422);
    expect(changed.body.error.code).toBe("idempotency_mismatch");
    const elsewhere = await post(api, "/webhook_endpoints", { url: "https://hooks.example.com/x" }, key);
    expect(elsewhere.body.error.code).toBe("idempotency_mismatch");
  });

  it("keys belong to one account: another account's same key is its own request", async () => {
    const a = await createAccountWithCandidate(server.baseUrl);
    const b = await createAccountWithCandidate(server.baseUrl);
    const key = newKey();
    const fromA = await post(a.api, "/candidates", candidateBody(), key);
    const fromB = await post(b.api, "/candidates", candidateBody(), key);
    expect(fromB.status).toBe(201);
    expect(fromB.body.id).not.toBe(fromA.body.id);
  });

  it("does not keep a 422 for an invalid body, so the corrected body may use the same key", async () => {
    const { api } = await createAccountWithCandidate(server.baseUrl);
    const key = newKey();
    const invalid = await post(api, "/candidates", { profile: {} }, key);
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.code).toBe("invalid_request");
    expect((await post(api, "/candidates", candidateBody(), key)).status).toBe(201);
  });

  it("keeps a refusal that was decided (402 insufficient_credit) like any answer", async () => {
    const { api, profileId, accountId } = await createAccountWithCandidate(server.baseUrl, { creditUsd: 0 });
    const key = newKey();
    const body = { profile_id: profileId, url: "https://boards.greenhouse.io/acme/jobs/4012345" };
    const refused = await post(api, "/applications", body, key);
    expect(refused.status).toBe(402);
    await db().account.update({ where: { id: accountId }, data: { balanceCents: 10_000 } });
    const retry = await post(api, "/applications", body, key);
    expect(retry.status).toBe(402);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
  });

  it("refuses a malformed key with 400", async () => {
    const { api } = await createAccountWithCandidate(server.baseUrl);
    for (const key of ["has space", "x".repeat(256)]) {
      const answer = await post(api, "/candidates", candidateBody(), key);
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toContain("Idempotency-Key");
    }
  });

  it("applies once and holds credit once when the same application is sent many times at once", async () => {
    const { api, accountId, profileId } = await createAccountWithCandidate(server.baseUrl, { creditUsd: 100 });
    const key = newKey();
    const body = { profile_id: profileId, url: `https://boards.greenhouse.io/acme/jobs/${Date.now()}` };
    const answers = await Promise.all(Array.from({ length: 12 }, () => post(api, "/applications", body, key)));
    const accepted = answers.filter((a) => a.status === 202);
    const busy = answers.filter((a) => a.status === 409);
    expect(accepted.length + busy.length).toBe(answers.length);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(new Set(accepted.map((a) => a.body.id)).size).toBe(1);
    for (const a of busy) {
      expect(a.body.error.code).toBe("idempotency_key_in_use");
      expect(Number(a.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    }
    const apps = await db().application.findMany({ where: { accountId } });
    expect(apps.map((a) => a.id)).toEqual([accepted[0]!.body.id]);
    const account = await db().account.findUniqueOrThrow({ where: { id: accountId } });
    expect(account.heldCents).toBe(apps[0]!.priceCents);
  });

  it("answers a keyed PATCH again without running it twice", async () => {
    const { api } = await createAccountWithCandidate(server.baseUrl);
    const key = newKey();
    const body = { answer_defaults: { how_did_you_hear: "LinkedIn" } };
    const first = await api("PATCH", "/account", body, keyed(key));
    expect(first.status).toBe(200);
    const retry = await api("PATCH", "/account", body, keyed(key));
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
  });

  it("takes a key again once its 24 hours have passed", async () => {
    const { api, accountId } = await createAccountWithCandidate(server.baseUrl);
    const key = newKey();
    const first = await post(api, "/candidates", candidateBody(), key);
    await db().idempotencyKey.update({ where: { accountId_key: { accountId, key } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const later = await post(api, "/candidates", candidateBody(), key);
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);
  });
});

describe("Idempotency-Key after a first attempt that never answered", () => {
  it("answers with the candidate, profile, application and endpoint the first attempt committed", async () => {
    const { api, accountId, profileId, candidateId } = await createAccountWithCandidate(server.baseUrl, { creditUsd: 100 });
    const requests: Array<[string, unknown]> = [
      ["/candidates", candidateBody()],
      ["/profiles", { candidate_id: candidateId, profile: validProfile() }],
      ["/applications", { profile_id: profileId, url: `https://jobs.lever.co/acme/${crypto.randomUUID()}` }],
      ["/webhook_endpoints", { url: "https://hooks.example.com/lost" }],
    ];
    for (const [path, body] of requests) {
      const key = newKey();
      const first = await post(api, path, body, key);
      expect(first.status, path).toBeLessThan(300);
      await loseAnswer(accountId, key);
      const retry = await post(api, path, body, key);
      expect(retry.status, path).toBe(first.status);
      expect(retry.body, path).toEqual(first.body);
      // Kept now: a third send is a replay.
      expect((await post(api, path, body, key)).headers.get("idempotent-replayed"), path).toBe("true");
    }
    expect(await db().application.count({ where: { accountId } })).toBe(1);
    expect(await db().webhookEndpoint.count({ where: { accountId } })).toBe(1);
  });

  it("says which API key to revoke when the answer that showed it was lost", async () => {
    const { api, accountId } = await createAccountWithCandidate(server.baseUrl);
    const key = newKey();
    const first = await post(api, "/api_keys", {}, key);
    await loseAnswer(accountId, key);
    const retry = await post(api, "/api_keys", {}, key);
    expect(retry.status).toBe(409);
    expect(retry.body.error.message).toContain(first.body.id);
    expect(JSON.stringify(retry.body)).not.toContain(first.body.api_key);
    expect(await db().apiKey.count({ where: { accountId } })).toBe(2);
  });

  it("runs the request when the first attempt committed nothing", async () => {
    const { api, accountId } = await createAccountWithCandidate(server.baseUrl);
    const key = newKey();
    const body = candidateBody();
    const first = await post(api, "/candidates", body, key);
    // As if the first attempt had died before its commit: its candidate never existed.
    await db().profile.deleteMany({ where: { candidateId: first.body.id } });
    await db().candidate.delete({ where: { id: first.body.id } });
    await loseAnswer(accountId, key);
    const retry = await post(api, "/candidates", body, key);
    expect(retry.status).toBe(201);
    // The ids come from the key: the run that committed makes the ones the lost attempt would have.
    expect(retry.body.id).toBe(first.body.id);
    expect(await db().candidate.count({ where: { id: first.body.id } })).toBe(1);
  });
});
