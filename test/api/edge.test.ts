// The gateway's edge: text PostgreSQL cannot store, wrong methods, type errors, URLs with credentials
// and the API reference page's Content-Security-Policy.
import { request } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { openApiDocument } from "../../api/openapi";
import { db } from "../../lib/db";
import { launchChromium } from "../simulators/harness";
import { validProfile } from "../fixtures/profiles";
import { useTestApi, createAccountWithCandidate, type ApiResponse, type TestAccount } from "./helpers";

const server = useTestApi();
let account: TestAccount;
beforeAll(async () => {
  account = await createAccountWithCandidate(server.baseUrl, { creditUsd: 20 });
});

const GREENHOUSE = "https://boards.greenhouse.io/acme/jobs/";
const UNSTORABLE = "contains a NUL character or an unpaired surrogate, which cannot be stored";
const details = (res: ApiResponse) => res.body?.error?.details as { path: string; message: string }[];
const paths = (res: ApiResponse) =>
  details(res)
    .map((d) => d.path)
    .sort();

function expect422(res: ApiResponse, label = "") {
  expect(res.status, `${label} ${JSON.stringify(res.body)}`).toBe(422);
  expect(res.body.error.code).toBe("invalid_request");
}

/** An application of `account` parked in needs_review with a file question, as the workflow leaves it. */
async function parkedApplication(job: number): Promise<string> {
  const created = await account.api("POST", "/applications", {
    profile_id: account.profileId,
    url: `${GREENHOUSE}${job}`,
    review_before_submit: true,
  });
  expect(created.status).toBe(202);
  const review = {
    requested_at: "2026-11-22T10:00:00.000Z",
    expires_at: "2026-11-29T10:00:00.000Z",
    questions: [{ key: "q_cv", label: "Resume", kind: "file", required: false, options: null, answer: null, answer_source: "none" }],
  };
  await db().application.update({ where: { id: created.body.id }, data: { status: "needs_review", review } });
  return created.body.id;
}

describe("text PostgreSQL cannot store", () => {
  it("answers 422 with every offending dot path, in values, keys, nested objects and arrays", async () => {
    const profile = validProfile({ skills: ["analysis", "bad\ud800"], notes: { ["key\u0000"]: "fine", deeper: [{ text: "\udc00lone" }] } });
    profile.personalInformation.firstName = "Ada\u0000";
    const before = await db().candidate.count({ where: { accountId: account.accountId } });
    const res = await account.api("POST", "/candidates", { profile, resume_url: "https://files.example.com/r\u0000.pdf" });
    expect422(res);
    expect(paths(res)).toEqual([
      "profile.notes.deeper.0.text",
      "profile.notes.key\ufffd",
      "profile.personalInformation.firstName",
      "profile.skills.1",
      "resume_url",
    ]);
    expect(details(res).every((d) => d.message.includes(UNSTORABLE))).toBe(true);
    expect(await db().candidate.count({ where: { accountId: account.accountId } })).toBe(before);

    // A surrogate pair is a well-formed character (an emoji) and is stored as sent.
    const emoji = validProfile();
    emoji.personalInformation.firstName = "Ada \ud83d\ude00";
    expect((await account.api("POST", "/candidates", { profile: emoji, resume_url: "https://files.example.com/r.pdf" })).status).toBe(201);
  });

  it("covers saved profiles, inline profiles and the review decision before any handler runs", async () => {
    const profile = validProfile();
    profile.personalInformation.city = "Lon\ud800don";
    const saved = await account.api("POST", "/profiles", { candidate_id: account.candidateId, profile });
    expect422(saved);
    expect(paths(saved)).toEqual(["profile.personalInformation.city"]);

    const inline = await account.api("POST", "/applications", { candidate_id: account.candidateId, profile, url: `${GREENHOUSE}101` });
    expect422(inline);
    expect(paths(inline)).toEqual(["profile.personalInformation.city"]);

    const appId = await parkedApplication(102);
    const rejected = await account.api("POST", `/applications/${appId}/review`, { action: "reject", reason: "bad\u0000reason" });
    expect422(rejected);
    expect(paths(rejected)).toEqual(["reason"]);
    const approved = await account.api("POST", `/applications/${appId}/review`, { action: "approve", answers: { q_x: "a\u0000" } });
    expect422(approved);
    expect(paths(approved)).toEqual(["answers.q_x"]);
    // Nothing reached the workflow: the application still waits for a decision.
    expect((await db().application.findUniqueOrThrow({ where: { id: appId } })).status).toBe("needs_review");
  });

  it("covers every endpoint's body and query string", async () => {
    const fake = (prefix: string) => `${prefix}_AAAAAAAAAAAAAAAAAAAAAAAA`;
    const endpoints: [string, string][] = [
      ["POST", "/detect"],
      ["POST", "/candidates"],
      ["POST", "/profiles"],
      ["POST", "/applications"],
      ["POST", "/webhook_endpoints"],
      ["POST", "/api_keys"],
      ["POST", `/applications/${fake("app")}/review`],
      ["POST", `/applications/${fake("app")}/otp`],
      ["GET", "/usage"],
      ["GET", "/ats"],
      ["GET", "/applications"],
      ["GET", `/applications/${fake("app")}`],
      ["GET", "/profiles"],
      ["GET", `/profiles/${fake("prof")}`],
      ["GET", "/webhook_endpoints"],
      ["GET", "/api_keys"],
      ["DELETE", `/webhook_endpoints/${fake("we")}`],
      ["DELETE", `/api_keys/${fake("key")}`],
    ];
    for (const [method, path] of endpoints) {
      const viaQuery = await account.api(method, `${path}?cursor=a%00b&x%00=1`);
      expect422(viaQuery, `${method} ${path}?`);
      expect(paths(viaQuery), `${method} ${path}?`).toEqual(["cursor", "x\ufffd"]);
      if (method === "GET") continue;
      const viaBody = await account.api(method, path, { ["k\ud800"]: "v", list: [{ deep: "\u0000" }] });
      expect422(viaBody, `${method} ${path}`);
      expect(paths(viaBody), `${method} ${path}`).toEqual(["k\ufffd", "list.0.deep"]);
      expect(details(viaBody).every((d) => d.message.includes(UNSTORABLE))).toBe(true);
    }
  });
});

/** Any method, including ones fetch() refuses to send (TRACE). */
function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.baseUrl}${path}`, { method, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("methods", () => {
  it("answers 404 not_found with the envelope for every method a path does not define, OPTIONS included", async () => {
    const auth = { authorization: `Bearer ${account.apiKey}` };
    const cases: [string, string][] = [];
    const everywhere = [
      "/v1/applications",
      "/v1/candidates",
      "/v1/applications/app_AAAAAAAAAAAAAAAAAAAAAAAA",
      "/v1/usage",
      "/v1/webhook_endpoints/we_AAAAAAAAAAAAAAAAAAAAAAAA",
      "/v1/openapi.json",
      "/console",
      "/docs/",
      "/healthz",
      "/nothing",
    ];
    for (const path of everywhere)
      for (const method of ["OPTIONS", "PUT", "PATCH", "TRACE", "PROPFIND", "SEARCH"]) cases.push([method, path]);
    for (const path of ["/v1/candidates", "/v1/detect", "/v1/applications/app_AAAAAAAAAAAAAAAAAAAAAAAA/review"])
      cases.push(["HEAD", path], ["GET", path]);
    for (const path of ["/v1/applications", "/v1/usage", "/v1/profiles/prof_AAAAAAAAAAAAAAAAAAAAAAAA", "/console", "/healthz"])
      cases.push(["DELETE", path]);
    cases.push(["POST", "/v1/usage"], ["POST", "/v1/ats"], ["POST", "/healthz"], ["POST", "/docs/"]);

    for (const [method, path] of cases) {
      const res = await rawRequest(method, path, auth);
      const label = `${method} ${path}`;
      expect(res.status, label).toBe(404);
      expect(res.headers.allow, label).toBeUndefined();
      if (method === "HEAD") continue;
      expect(JSON.parse(res.body).error.code, label).toBe("not_found");
    }
    // Defined methods still work, and HEAD answers wherever GET does.
    expect((await rawRequest("GET", "/v1/usage", auth)).status).toBe(200);
    expect((await rawRequest("HEAD", "/v1/usage", auth)).status).toBe(200);
  });
});

describe("type errors", () => {
  it("say what was expected, and 'is required' only for fields that are missing", async () => {
    for (const limit of ["abc", "0", "101", "1.5", ""]) {
      const res = await account.api("GET", `/applications?limit=${limit}`);
      expect422(res, limit);
      expect(details(res), limit).toEqual([{ path: "limit", message: "must be an integer from 1 to 100" }]);
    }
    const detect = await account.api("POST", "/detect", { url: 5 });
    expect(details(detect)).toEqual([{ path: "url", message: "must be a string" }]);

    const profile = validProfile({ education: "none" });
    profile.personalInformation.firstName = 5;
    profile.personalInformation.isOver18 = "yes";
    profile.personalInformation.lastName = null;
    delete profile.personalInformation.city;
    const created = await account.api("POST", "/candidates", {
      profile,
      resume_url: "https://files.example.com/r.pdf",
      email_mode: "other",
    });
    expect422(created);
    expect(details(created).sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: "email_mode", message: "must be one of: managed, candidate" },
      { path: "profile.education", message: "must be an array" },
      { path: "profile.personalInformation.city", message: "is required" },
      { path: "profile.personalInformation.firstName", message: "must be a string" },
      { path: "profile.personalInformation.isOver18", message: "must be true or false" },
      { path: "profile.personalInformation.lastName", message: "must be a string" },
    ]);

    const hook = await account.api("POST", "/webhook_endpoints", { url: "https://hooks.example.com/x", events: "application.submitted" });
    expect(details(hook)).toEqual([{ path: "events", message: "must be an array" }]);
    const flag = await account.api("POST", "/applications", {
      profile_id: account.profileId,
      url: `${GREENHOUSE}201`,
      review_before_submit: "yes",
    });
    expect(details(flag)).toEqual([{ path: "review_before_submit", message: "must be true or false" }]);
  });
});

describe("URLs with credentials", () => {
  const SECRET = "s3cr3t-pw";
  const withCredentials = [`https://ada:${SECRET}@files.example.com/r.pdf`, `https://${SECRET}@files.example.com/r.pdf`];

  it("are refused at creation with the dot path and never echoed", async () => {
    for (const url of withCredentials) {
      const attempts: [string, string, unknown, string][] = [
        ["POST", "/candidates", { profile: validProfile(), resume_url: url }, "resume_url"],
        ["POST", "/profiles", { candidate_id: account.candidateId, profile: validProfile(), resume_url: url }, "resume_url"],
        [
          "POST",
          "/applications",
          { profile_id: account.profileId, url: url.replace("files.example.com/r.pdf", "boards.greenhouse.io/acme/jobs/301") },
          "url",
        ],
        [
          "POST",
          "/applications",
          {
            candidate_id: account.candidateId,
            profile: validProfile(),
            url: url.replace("files.example.com/r.pdf", "boards.greenhouse.io/acme/jobs/302"),
          },
          "url",
        ],
        ["POST", "/detect", { url }, "url"],
        ["POST", "/webhook_endpoints", { url }, "url"],
      ];
      for (const [method, path, body, field] of attempts) {
        const res = await account.api(method, path, body);
        expect422(res, `${path} ${url}`);
        expect(paths(res), `${path} ${url}`).toEqual([field]);
        expect(JSON.stringify(res.body)).not.toContain(SECRET);
      }
    }
    const appId = await parkedApplication(303);
    for (const url of withCredentials) {
      const res = await account.api("POST", `/applications/${appId}/review`, { action: "approve", answers: { q_cv: url } });
      expect422(res, url);
      expect(paths(res)).toEqual(["answers.q_cv"]);
      expect(JSON.stringify(res.body)).not.toContain(SECRET);
    }
  });
});

describe("GET /docs", () => {
  it("serves the API reference under a strict Content-Security-Policy, and it still renders every operation", async () => {
    const res = await fetch(`${server.baseUrl}/docs/`);
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy") ?? "";
    for (const directive of [
      "default-src 'none'",
      "script-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);

    const operations = Object.values(openApiDocument().paths ?? {}).flatMap((item) => Object.keys(item ?? {})).length;
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const refused: string[] = [];
      page.on("console", (msg) => {
        if (/Content Security Policy|Refused to/i.test(msg.text())) refused.push(msg.text());
      });
      await page.evaluateOnNewDocument(() => {
        document.addEventListener("securitypolicyviolation", (e) => {
          ((window as any).__violations ??= []).push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
        });
      });
      await page.goto(`${server.baseUrl}/docs/`, { waitUntil: "load" });
      await page.waitForFunction((n) => document.querySelectorAll(".opblock").length === n, { timeout: 30_000 }, operations);
      expect(await page.$eval(".info .title", (el) => el.textContent)).toContain("Job Application Submission Service");
      // "Try it out" reaches the API (no key given, so 401).
      const ats = "#operations-default-get_ats";
      await page.click(`${ats} .opblock-summary-control`);
      await (await page.waitForSelector(`${ats} .try-out__btn`))!.click();
      await page.click(`${ats} .execute`);
      const status = await page.waitForSelector(`${ats} .live-responses-table tbody .response-col_status`);
      expect(await status!.evaluate((el) => el.textContent?.trim())).toBe("401");
      expect(await page.evaluate(() => (window as any).__violations ?? [])).toEqual([]);
      expect(refused).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
