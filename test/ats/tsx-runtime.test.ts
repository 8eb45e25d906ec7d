// `npm start` runs the service under tsx, whose transform (esbuild with keepNames) rewrites functions
// that Puppeteer sends to the page; vitest's does not. This runs the ATS layer the way the service
// does, in a tsx child process, so a page script that only works under vitest fails here.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";

it("fills a form's page scripts under tsx, as the running service does", { timeout: 180_000 }, async () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "test/ats/tsx-probe.ts"], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "silent" },
    timeout: 170_000,
  });
  const result = JSON.parse(stdout.trim().split("\n").at(-1)!);
  expect(result).toMatchObject({ unanswered: [], location: "San Francisco, California, United States" });
  expect(result.questions).toBeGreaterThan(15);
});
