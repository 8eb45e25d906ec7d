// Hostile and malformed input gets 4xx envelopes, never a 500 or a stack trace; body limits hold; logs keep secrets out.
import { Writable } from "node:stream";
import { pino } from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "../../lib/db";
import { applicationWorkflowId } from "../../lib/workflow-contract";
import { redactPaths } from "../../lib/logger";
import { validProfile } from "../fixtures/profiles";
import {
  useTestApi,
  apiClient,
  createAccountWithCandidate,
  startTestApi,
  untilWorkflowStarted,
  type Api,
  type ApiResponse,
} from "./helpers";

const server = useTestApi();

function expectEnvelope(res: ApiResponse, label: string) {
  expect(res.status, label).toBeGreaterThanOrEqual(400);
  expect(res.status, label).toBeLessThan(500);
  expect(typeof res.body?.error?.code, label).toBe("string");
  expect(typeof res.body?.error?.message, label).toBe("string");
  expect(JSON.stringify(res.body), label).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
}

/** Deterministic PRNG so a failure can be reproduced. */
function rng(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
}

describe("fuzz", () => {
  it("answers hundreds of malformed and hostile requests with 4xx envelopes only", async () => {
    const { api, profileId, candidateId } = await createAccountWithCandidate(server.baseUrl, { creditUsd: 10 });
    const parked = (await api("POST", "/applications", { profile_id: profileId, url: "https://boards.greenhouse.io/acme/jobs/5" })).body.id;
    const review = {
      requested_at: "2026-11-22T10:00:00.000Z",
      expires_at: "2026-11-29T10:00:00.000Z",
      questions: [
        {
          key: "q_a",
          label: "A",
          kind: "multi_select",
          required: true,
          answer: null,
          answer_source: "none",
          options: [{ value: "x", label: "X" }],
        },
      ],
    };
    await db().application.update({ where: { id: parked }, data: { status: "needs_review", review, awaitingOtp: true } });
    // Its workflow starts beside the answer (api/workflow-start.ts).
    await untilWorkflowStarted(parked);
    // No worker serves this test's queue: end the workflow, so decisions that pass validation meet a
    // workflow that has ended (409) rather than one nobody runs.
    await server.temporal.workflow.getHandle(applicationWorkflowId(parked)).terminate("fuzz: a parked row with no workflow behind it");
    const random = rng(42);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const huge = "x".repeat(100_000);
    const junkValues: unknown[] = [
      null,
      true,
      0,
      -1,
      1e308,
      -0.5,
      "",
      " ",
      huge,
      "\u0000\u202e\ud800",
      "<script>alert(1)</script>",
      "' OR 1=1 --",
      [],
      [[[[[]]]]],
      {},
      { a: { b: { c: { d: {} } } } },
      Array.from({ length: 1000 }, (_, i) => i),
      "sk_live_" + "A".repeat(40),
      "app_" + "z".repeat(64),
      "prof_!!",
      "../../etc/passwd",
      "%00",
      "NaN",
      { $gt: "" },
      { toString: "x" },
    ];
    const keys = [
      "profile",
      "profile_id",
      "candidate_id",
      "url",
      "resume_url",
      "email_mode",
      "account_system_password",
      "review_before_submit",
      "action",
      "answers",
      "code",
      "events",
      "constructor",
      "prototype",
      "toString",
      "hasOwnProperty",
    ];
    const junkObject = (): Record<string, unknown> => {
      const o: Record<string, unknown> = {};
      const n = 1 + Math.floor(random() * 5);
      for (let i = 0; i < n; i++) o[pick(keys)] = pick(junkValues);
      return o;
    };
    const mutatedProfile = () => {
      const p = validProfile();
      const group = pick(["personalInformation", "workAuthorization", "workPreferences", "backgroundCheck"] as const);
      const field = pick(Object.keys(p[group]));
      p[group][field] = pick(junkValues);
      if (random() < 0.3) p.education = pick(junkValues);
      return p;
    };
    const rawBodies = [
      '{"__proto__":{"polluted":true},"profile_id":"prof_x","url":"https://boards.greenhouse.io/a/jobs/1"}',
      '{"constructor":{"prototype":{"polluted":true}},"url":"https://x.example"}',
      `{"profile":{"__proto__":{"polluted":true},"personalInformation":{"__proto__":{"isOver18":true}}},"resume_url":"https://x.example/r"}`,
      '{"answers":{"__proto__":"x","constructor":"y"},"action":"approve"}',
      "[".repeat(10_000) + "]".repeat(10_000),
      '{"a":' + '{"a":'.repeat(3000) + "1" + "}".repeat(3001),
      '{"url": "https://x.example", }',
      "null",
      "42",
      '"string"',
      "[]",
      "{}",
      "\u0000",
      "{'single':'quotes'}",
    ];

    const requests: [string, string, unknown][] = [];
    const postPaths = [
      "/candidates",
      "/profiles",
      "/applications",
      "/detect",
      "/webhook_endpoints",
      "/applications/app_AAAAAAAAAAAAAAAAAAAAAAAA/review",
      `/applications/${parked}/review`,
      `/applications/${parked}/otp`,
    ];
    for (let i = 0; i < 120; i++) requests.push(["POST", pick(postPaths), junkObject()]);
    for (let i = 0; i < 40; i++)
      requests.push([
        "POST",
        pick(["/candidates", "/profiles"]),
        { candidate_id: candidateId, profile: mutatedProfile(), resume_url: "https://x.example/r.pdf" },
      ]);
    for (let i = 0; i < 30; i++)
      requests.push(["POST", "/applications", { candidate_id: candidateId, profile: mutatedProfile(), url: pick(junkValues) }]);
    for (let i = 0; i < 30; i++) {
      const answers = random() < 0.5 ? junkObject() : { q_a: pick(junkValues), [pick(keys)]: pick(junkValues) };
      requests.push(["POST", `/applications/${parked}/review`, { action: pick(["approve", "reject", ...junkValues]), answers }]);
    }
    for (const raw of rawBodies) for (const path of postPaths) requests.push(["POST", path, raw]);
    const badIds = [
      "x",
      "app_",
      "app_%00",
      "app_" + "a".repeat(500),
      "%2e%2e",
      "cand_AAAAAAAAAAAA",
      "__proto__",
      "constructor",
      "prof_AAAAAAAAAAAAAAAAAAAAAAAA",
    ];
    for (const id of badIds) {
      requests.push(
        ["GET", `/applications/${id}`, undefined],
        ["GET", `/profiles/${id}`, undefined],
        ["DELETE", `/webhook_endpoints/${id}`, undefined],
      );
    }
    const badQueries = [
      "limit=-1",
      "limit=1e3",
      "limit=",
      "limit[]=1",
      "cursor=" + "a".repeat(5000),
      "cursor=app_AAAAAAAAAAAAAAAAAAAAAAAA",
      "cursor=%00",
      "status[$ne]=x",
      "__proto__[x]=1",
      "constructor=1",
      "status=queued&status=running",
      "ats=" + "x".repeat(100),
    ];
    for (const q of badQueries)
      requests.push(
        ["GET", `/applications?${q}`, undefined],
        ["GET", `/profiles?${q}`, undefined],
        ["GET", `/webhook_endpoints?${q}`, undefined],
      );

    expect(requests.length).toBeGreaterThan(300);
    const results: [string, ApiResponse][] = [];
    for (let i = 0; i < requests.length; i += 20) {
      const batch = requests.slice(i, i + 20);
      results.push(
        ...(await Promise.all(
          batch.map(
            async ([m, p, b]) => [`${m} ${p} ${String(JSON.stringify(b)).slice(0, 200)}`, await api(m, p, b)] as [string, ApiResponse],
          ),
        )),
      );
    }
    for (const [label, res] of results) {
      if (res.status < 400) {
        // Hostile but valid requests may succeed (e.g. a candidate whose extra fields are junk).
        expect(res.status, label).toBeLessThan(300);
        continue;
      }
      expectEnvelope(res, label);
    }
    expect(({} as any).polluted).toBeUndefined();
    expect((Object.prototype as any).isOver18).toBeUndefined();
    // No junk URL is a valid posting, so nothing beyond the parked application was queued.
    expect(await db().application.count({ where: { candidateId } })).toBe(1);
  }, 180_000);
});

describe("transport errors", () => {
  let api: Api;
  let apiKey: string;
  beforeAll(async () => {
    ({ api, apiKey } = await createAccountWithCandidate(server.baseUrl));
  });

  it("answers 400 for malformed JSON and for bodies without Content-Type: application/json", async () => {
    for (const [body, headers] of [
      ['{"url": ', {}],
      ["{}", { "content-type": "text/plain" }],
      ["url=https://x.example", { "content-type": "application/x-www-form-urlencoded" }],
      ["42", {}],
      ["{}", { "content-type": "application/json; charset=latin1" }],
    ] as const) {
      const res = await api("POST", "/detect", body, headers);
      expect(res.status, body).toBe(400);
      expect(res.body.error.code).toBe("invalid_request");
    }
    // A body with no Content-Type header at all.
    const noType = await fetch(`${server.baseUrl}/v1/detect`, {
      method: "POST",
      headers: { authorization: `Bearer ${apiKey}` },
      body: new Blob(['{"url":"https://x.example"}']),
    });
    expect(noType.status).toBe(400);
    expect((await noType.json()).error.code).toBe("invalid_request");
  });

  it("answers 413 for a body over 1 MiB", async () => {
    const res = await api("POST", "/candidates", {
      profile: validProfile({ blob: "x".repeat(1024 * 1024) }),
      resume_url: "https://x.example/r",
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("invalid_request");
    const justUnder = await api("POST", "/detect", { url: "https://x.example/", pad: "x".repeat(1000 * 1000) });
    expect(justUnder.status).toBe(422); // parsed fine, then rejected for the unknown field
  });

  it("answers 404 not_found for unknown routes and wrong methods", async () => {
    for (const [method, path] of [
      ["GET", "/nothing"],
      ["PUT", "/applications"],
      ["DELETE", "/candidates"],
      ["PATCH", "/profiles"],
      ["GET", "/candidates"],
      ["POST", "/usage"],
      ["GET", "/applications/app_AAAAAAAAAAAAAAAAAAAAAAAA/review"],
      ["GET", "/webhook_endpoints/we_AAAAAAAAAAAA"],
    ] as const) {
      const res = await api(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error.code).toBe("not_found");
    }
    const outside = await fetch(`${server.baseUrl}/v2/applications`);
    expect(outside.status).toBe(404);
    expect((await outside.json()).error.code).toBe("not_found");
  });
});

describe("logs", () => {
  it("logs requests as JSON with request ids and never the key or secrets", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(...String(chunk).split("\n").filter(Boolean));
        done();
      },
    });
    const logger = pino({ level: "debug", redact: { paths: redactPaths, censor: "[redacted]" } }, sink);
    const logged = await startTestApi({ logger });
    try {
      const { api, apiKey, profileId } = await createAccountWithCandidate(logged.baseUrl);
      const password = "hunter2-but-longer";
      await api(
        "POST",
        "/candidates",
        { profile: validProfile(), resume_url: "https://x.example/r", account_system_password: password },
        { "x-request-id": "trace-123" },
      );
      await api("POST", "/applications", { profile_id: profileId, url: "https://boards.greenhouse.io/acme/jobs/77" });
      const hook = await api("POST", "/webhook_endpoints", { url: "https://hooks.example.com/a" });
      await api("GET", `/usage?api_key=${apiKey}`);
      await apiClient(logged.baseUrl, `${apiKey.slice(0, -1)}X`)("GET", "/usage");
      const echoed = await api("GET", "/usage", undefined, { "x-request-id": "trace-456" });
      expect(echoed.headers.get("x-request-id")).toBe("trace-456");
      expect((await api("GET", "/usage")).headers.get("x-request-id")).toMatch(/^req_/);

      expect(lines.length).toBeGreaterThan(5);
      const entries = lines.map((l) => JSON.parse(l));
      expect(entries.some((e) => e.req?.id === "trace-123" && e.res?.statusCode === 201)).toBe(true);
      const all = lines.join("\n");
      expect(all).not.toContain(apiKey.slice(8));
      expect(all).not.toContain(password);
      expect(all).not.toContain(hook.body.secret.slice(6));
    } finally {
      await logged.close();
    }
  });
});
