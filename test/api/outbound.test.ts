// The gateway's half of "nothing a client sends makes the service reach where it must not": a URL on an
// IP literal (any spelling), localhost or a single-label host is never a posting. POST /detect says
// supported: false whatever the path or query look like; POST /applications answers 422 on `url`.
import { describe, expect, it } from "vitest";
import { db } from "../../lib/db";
import { createAccountWithCandidate, useTestApi } from "./helpers";

const server = useTestApi();

const INTERNAL: Array<[url: string, message: RegExp]> = [
  ["http://169.254.169.254/latest/meta-data/?gh_jid=1", /not an IP address/],
  ["http://2852039166/?gh_jid=1", /not an IP address/],
  ["http://0251.0376.0251.0376/?gh_jid=1", /not an IP address/],
  ["http://0xa9fea9fe/?gh_jid=1", /not an IP address/],
  ["http://[::ffff:169.254.169.254]/?gh_jid=1", /not an IP address/],
  ["http://[fd00:ec2::254]/latest/?ashby_jid=5f7d2b1e-3c4a-4e8f-9a10-2b3c4d5e6f70", /not an IP address/],
  ["http://localhost:8233/?career_job_req_id=1", /not localhost/],
  ["http://temporal.localhost:8233/?career_job_req_id=1", /not localhost/],
  ["http://intranet/hcmUI/CandidateExperience/en/sites/CX/job/1", /fully qualified host/],
  ["http://metadata.google.internal/computeMetadata/v1/?gh_jid=1", /local-network name/],
];

describe("URLs that can only point inside", () => {
  it.each(INTERNAL)("POST /detect: %s is not a supported posting", async (url) => {
    const { api } = await createAccountWithCandidate(server.baseUrl);
    const res = await api("POST", "/detect", { url });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ats: null, ats_name: null, supported: false });
  });

  it.each(INTERNAL)("POST /applications: %s is 422 on url, nothing held or started", async (url, message) => {
    const { api, profileId, accountId } = await createAccountWithCandidate(server.baseUrl, { creditUsd: 10 });
    const res = await api("POST", "/applications", { profile_id: profileId, url });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("invalid_request");
    expect(res.body.error.details).toEqual([{ path: "url", message: expect.stringMatching(message) }]);
    expect(await db().application.count({ where: { accountId } })).toBe(0);
  });

  it("still accepts a posting on an employer's own public host", async () => {
    const { api, profileId } = await createAccountWithCandidate(server.baseUrl, { creditUsd: 10 });
    const detected = await api("POST", "/detect", { url: "https://careers.acme.com/open-roles/?gh_jid=4012345" });
    expect(detected.body).toMatchObject({ ats: "greenhouse", supported: true });
    const res = await api("POST", "/applications", { profile_id: profileId, url: "https://careers.acme.com/open-roles/?gh_jid=4012345" });
    expect(res.status).toBe(202);
  });
});
