// The operator CLI, run as operators run it: `npm run --silent admin -- ...`.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { projectRoot } from "../../lib/config";
import { runAdmin } from "../../scripts/admin";
import { useTestApi, apiClient } from "./helpers";

const exec = promisify(execFile);

/** The real thing: a child process through npm (slow, so used for a few cases only). */
async function adminCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec("npm", ["run", "--silent", "admin", "--", ...args], { cwd: projectRoot, env: process.env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** The same command in-process. */
async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const result = await runAdmin(args);
  return { code: result.exitCode, stdout: result.stdout, stderr: result.stderr };
}

const server = useTestApi();

it("creates accounts, keys and credit, and revokes keys, printing one JSON line each", async () => {
  const email = `ops.${Date.now()}@example.com`;
  const created = await adminCli("create-account", "--email", email, "--credit-usd", "12.50");
  expect(created.code).toBe(0);
  expect(created.stdout.trim().split("\n")).toHaveLength(1);
  const account = JSON.parse(created.stdout);
  expect(account.account_id).toMatch(/^acct_/);
  expect(account.api_key).toMatch(/^sk_live_[0-9A-Za-z]{32,}$/);
  const api = apiClient(server.baseUrl, account.api_key);
  expect((await api("GET", "/usage")).body).toMatchObject({ balance_usd: 12.5, available_usd: 12.5 });

  const credit = await admin("add-credit", "--account", account.account_id, "--usd", "7.5");
  expect(credit.code).toBe(0);
  expect(JSON.parse(credit.stdout)).toMatchObject({ account_id: account.account_id, balance_usd: 20 });
  expect((await api("GET", "/usage")).body.balance_usd).toBe(20);

  const key = JSON.parse((await admin("create-key", "--account", account.account_id)).stdout);
  expect(key.api_key).not.toBe(account.api_key);
  expect((await apiClient(server.baseUrl, key.api_key)("GET", "/usage")).status).toBe(200);

  const byKey = await admin("revoke-key", "--key", key.api_key);
  expect(byKey.code).toBe(0);
  expect(JSON.parse(byKey.stdout)).toMatchObject({ key_id: key.key_id, revoked: true });
  expect((await apiClient(server.baseUrl, key.api_key)("GET", "/usage")).status).toBe(401);
  const byId = await admin("revoke-key", "--key", account.key_id);
  expect(JSON.parse(byId.stdout)).toMatchObject({ key_id: account.key_id, revoked: true });
  expect((await api("GET", "/usage")).status).toBe(401);

  const again = await adminCli("create-account", "--email", email);
  expect(again.code).toBe(1);
  expect(again.stdout).toBe("");
  expect(again.stderr).toContain("already exists");
}, 180_000);

it("fails with a clear message and exit code 1 on bad input", async () => {
  for (const [args, message] of [
    [["create-account"], "--email is required"],
    [["create-account", "--email", "not-an-email"], "--email must be"],
    [["create-account", "--email", "x@example.com", "--credit-usd=-5"], "--credit-usd must be"],
    [["add-credit", "--account", "acct_nope", "--usd", "5"], "must be an account id"],
    [["add-credit", "--account", "acct_AAAAAAAAAAAAAAAAAAAAAAAA", "--usd", "5"], "no account"],
    [["add-credit", "--account", "acct_AAAAAAAAAAAAAAAAAAAAAAAA", "--usd", "1.234"], "at most 2 decimals"],
    [["revoke-key", "--key", "key_doesnotexist"], "no such key"],
    [["create-key", "--bogus", "1"], "Unknown option"],
    [["explode"], 'unknown command "explode"'],
  ] as const) {
    const res = await admin(...args);
    expect(res.code, args.join(" ")).toBe(1);
    expect(res.stdout, args.join(" ")).toBe("");
    expect(res.stderr, args.join(" ")).toContain(message);
  }
});
