import { describe, expect, it } from "vitest";
import { postingIdentity } from "../../catalog/posting-identity";
import { MAX_POSTING_URL_LENGTH, normalizePostingUrl, parsePostingUrl, postingUrlSchema } from "../../lib/posting-url";

describe("parsePostingUrl", () => {
  it("accepts http and https URLs and returns their serialised form", () => {
    expect(parsePostingUrl(" https://Boards.Greenhouse.io/acme/jobs/1 ")).toEqual({
      ok: true,
      url: "https://boards.greenhouse.io/acme/jobs/1",
    });
    expect(parsePostingUrl("http://boards.greenhouse.io/acme/jobs/123")).toEqual({
      ok: true,
      url: "http://boards.greenhouse.io/acme/jobs/123",
    });
  });

  it.each([
    [undefined, /non-empty string/],
    [42, /non-empty string/],
    ["   ", /non-empty string/],
    ["not a url", /absolute URL/],
    ["boards.greenhouse.io/acme/jobs/1", /absolute URL/],
    ["/acme/jobs/1", /absolute URL/],
    ["ftp://example.com/job", /http or https/],
    ["javascript:alert(1)", /http or https/],
    ["file:///etc/passwd", /http or https/],
    ["data:text/html,hi", /http or https/],
  ])("rejects %j", (input, message) => {
    const result = parsePostingUrl(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });

  it("rejects credentials without echoing them", () => {
    for (const input of [
      "https://bob:hunter2secret@jobs.lever.co/acme/x",
      "https://bob@jobs.lever.co/acme/x",
      "https://:hunter2secret@x.com/",
    ]) {
      const result = parsePostingUrl(input);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.message).toMatch(/user name or password/);
        expect(result.message).not.toContain("hunter2secret");
      }
    }
  });

  it("enforces the 2048-character limit", () => {
    const base = "https://jobs.lever.co/acme/";
    expect(parsePostingUrl(base + "a".repeat(MAX_POSTING_URL_LENGTH - base.length)).ok).toBe(true);
    const tooLong = parsePostingUrl(base + "a".repeat(MAX_POSTING_URL_LENGTH - base.length + 1));
    expect(tooLong).toEqual({ ok: false, message: "url must be at most 2048 characters" });
  });

  it("works as a zod schema", () => {
    expect(postingUrlSchema.parse("HTTPS://JOBS.LEVER.CO/acme")).toBe("https://jobs.lever.co/acme");
    const bad = postingUrlSchema.safeParse("ftp://x.com");
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe("url must use http or https");
  });
});

describe("normalizePostingUrl", () => {
  it.each([
    ["HTTPS://Boards.Greenhouse.IO/acme/jobs/123", "https://boards.greenhouse.io/acme/jobs/123"],
    ["https://boards.greenhouse.io:443/acme/jobs/123/", "https://boards.greenhouse.io/acme/jobs/123"],
    ["http://boards.greenhouse.io:80/acme/jobs/123", "http://boards.greenhouse.io/acme/jobs/123"],
    ["http://boards.greenhouse.io:8080/acme/jobs/123", "http://boards.greenhouse.io:8080/acme/jobs/123"],
    ["https://boards.greenhouse.io./acme/jobs/123#app", "https://boards.greenhouse.io/acme/jobs/123"],
    ["https://boards.greenhouse.io/acme/jobs/123?gh_src=abc&utm_source=li&UTM_Medium=x", "https://boards.greenhouse.io/acme/jobs/123"],
    ["https://acme.com/careers/?gh_src=1&gh_jid=4012345", "https://acme.com/careers?gh_jid=4012345"],
    [
      "https://boards.greenhouse.io/embed/job_app?token=4012345&for=acme&ref=x",
      "https://boards.greenhouse.io/embed/job_app?for=acme&token=4012345",
    ],
    ["https://jobs.lever.co/acme/abc/apply?lever-source=LinkedIn&lever-origin=applied&source=x", "https://jobs.lever.co/acme/abc/apply"],
    ["https://x.com/job?src=a&fbclid=b&gclid=c&msclkid=d&id=7", "https://x.com/job?id=7"],
    ["https://x.com/job?jobId=5&job=6&id=7&career_job_req_id=8", "https://x.com/job?career_job_req_id=8&id=7&job=6&jobId=5"],
    ["https://x.com/job?b=2&a=1&a=0", "https://x.com/job?a=0&a=1&b=2"],
    [
      "https://careers-acme.icims.com/jobs/1/x/job?in_iframe=1&iis=Job+Board&mode=job",
      "https://careers-acme.icims.com/jobs/1/x/job?mode=job",
    ],
    ["https://x.com/", "https://x.com"],
    ["https://x.com/?", "https://x.com"],
  ])("%s → %s", (input, expected) => {
    expect(normalizePostingUrl(input)).toBe(expected);
  });

  it("gives the same key for the same posting reached through different links", () => {
    const a = normalizePostingUrl("https://jobs.lever.co/acme/abc?lever-source=x#top");
    const b = normalizePostingUrl("HTTPS://jobs.lever.co/acme/abc/?utm_campaign=y");
    expect(a).toBe(b);
    expect(normalizePostingUrl("https://x.com/job?id=1")).not.toBe(normalizePostingUrl("https://x.com/job?id=2"));
  });

  it("throws on input parsePostingUrl rejects", () => {
    expect(() => normalizePostingUrl("ftp://x.com")).toThrow(TypeError);
  });
});

describe("postingIdentity", () => {
  it("recognises one posting behind several URL shapes", () => {
    expect(postingIdentity("https://boards.greenhouse.io/acme/jobs/4012345")).toBe(
      postingIdentity("https://job-boards.greenhouse.io/acme/jobs/4012345?gh_src=x"),
    );
    expect(postingIdentity("https://acme.wd5.myworkdayjobs.com/en-US/External/job/X/Eng_R1")).toBe(
      postingIdentity("https://wd5.myworkdaysite.com/recruiting/acme/External/job/X/Eng_R1/apply"),
    );
    expect(postingIdentity("https://apply.workable.com/j/AB12CD34EF")).toBe(
      postingIdentity("https://apply.workable.com/acme/j/ab12cd34ef/apply/"),
    );
  });

  it("keeps different tenants and unknown sites apart", () => {
    expect(postingIdentity("https://acme.wd5.myworkdayjobs.com/External/job/X/Eng_R1")).not.toBe(
      postingIdentity("https://other.wd5.myworkdayjobs.com/External/job/X/Eng_R1"),
    );
    expect(postingIdentity("https://acme.com/jobs/1?utm_source=x")).toBe("https://acme.com/jobs/1");
  });
});
