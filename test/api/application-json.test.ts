// An application's JSON has two builders (lib/application-json.ts): applicationJson in Node (webhook
// events, the Updates' answers) and APPLICATION_JSON_SQL in PostgreSQL (GET one and the list). Here
// every kind of stored row is read both ways and must come out the same.
import { describe, expect, it } from "vitest";
import { findApplication } from "../../api/services/applications";
import { applicationJson } from "../../lib/application-json";
import { db } from "../../lib/db";
import type { Review } from "../../lib/domain";
import { createAccountWithCandidate, useTestApi } from "./helpers";

const server = useTestApi();

const review: Review = {
  requested_at: "2026-11-27T03:00:00.000Z",
  expires_at: "2026-11-30T03:00:00.000Z",
  questions: [
    {
      key: "q_first_name",
      label: "First Name",
      kind: "text",
      required: true,
      options: null,
      answer: "Ada",
      answer_source: "profile",
      answer_from: "personalInformation.firstName",
    },
    // Stored before answer_from existed: both builders show it as null.
    {
      key: "q_sponsor",
      label: 'Need sponsorship? "Yes"/<No> ü\n',
      kind: "single_select",
      required: false,
      options: [{ value: "1", label: "Yes" }],
      answer: null,
      answer_source: "none",
    },
  ],
};

/** Every status, failure fields shown or hidden, odd prices: each row is read both ways. */
const rows = [
  { status: "queued", priceCents: 150 },
  { status: "running", priceCents: 1, awaitingOtp: true },
  { status: "needs_review", priceCents: 199, review: review as object },
  { status: "needs_review", priceCents: 10 },
  { status: "submitted", priceCents: 333, review: review as object },
  { status: "failed", priceCents: 0, failureReason: "form_changed", failureMessage: 'The form\'s "Submit" button moved.\u2028' },
  // Failure fields on an application that is not failed are not shown.
  { status: "queued", priceCents: 12345, failureReason: "ats_error", failureMessage: "earlier attempt" },
];

describe("GET /v1/applications and /v1/applications/{id} (JSON made by PostgreSQL)", () => {
  it("show every application exactly as applicationJson does", async () => {
    const { api, apiKey, accountId, profileId } = await createAccountWithCandidate(server.baseUrl, { creditUsd: 1000 });
    const ids: string[] = [];
    for (const [i, row] of rows.entries()) {
      const created = await api("POST", "/applications", { profile_id: profileId, url: `https://boards.greenhouse.io/acme/jobs/77${i}` });
      expect(created.status).toBe(202);
      await db().application.update({ where: { id: created.body.id }, data: row });
      ids.unshift(created.body.id);
    }

    const res = await fetch(`${server.baseUrl}/v1/applications?limit=${rows.length - 1}`, {
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const page = await res.json();
    const rest = await api("GET", `/applications?cursor=${page.next_cursor}`);
    expect(page).toMatchObject({ has_more: true, next_cursor: ids[rows.length - 2] });
    expect(rest.body).toEqual({ data: [expect.objectContaining({ id: ids.at(-1) })], has_more: false, next_cursor: null });

    const listed = [...page.data, ...rest.body.data];
    expect(listed.map((a: { id: string }) => a.id)).toEqual(ids);
    for (const item of listed) {
      const built = JSON.parse(JSON.stringify(applicationJson(await findApplication(accountId, item.id))));
      expect(item).toStrictEqual(built);
      expect(Object.keys(item)).toEqual(Object.keys(built));
      expect((await api("GET", `/applications/${item.id}`)).body).toStrictEqual(built);
    }
    // Spot checks, so that both builders agreeing on a wrong value would still fail.
    const byStatus = (status: string) => listed.filter((a: { status: string }) => a.status === status);
    expect(byStatus("needs_review").map((a) => a.review?.questions.map((q: { answer_from: unknown }) => q.answer_from) ?? null)).toEqual([
      null,
      ["personalInformation.firstName", null],
    ]);
    expect(byStatus("submitted")[0].review).toBeNull();
    expect(byStatus("failed")[0]).toMatchObject({ failure_reason: "form_changed", failure_message: rows[5]!.failureMessage, price_usd: 0 });
    expect(byStatus("queued").map((a) => [a.failure_reason, a.failure_message, a.price_usd])).toEqual([
      [null, null, 123.45],
      [null, null, 1.5],
    ]);
    expect(byStatus("running")[0]).toMatchObject({ awaiting_otp: true, price_usd: 0.01 });
  });
});
