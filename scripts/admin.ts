// Operator commands; each prints exactly one JSON line on success, or an error and exit code 1.
//   create-account --email E [--credit-usd N]   add-credit --account acct_... --usd N
//   create-key --account acct_...               revoke-key --key <key_... | sk_live_...>
//   codec-endpoint                              (the Temporal Web UI's codec endpoint, see api/codec.ts)
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { z } from "zod";
import { codecEndpoint } from "../api/codec";
import { usdFromCents as usd } from "../api/serializers";
import { config } from "../lib/config";
import { createAccount, createApiKey, revokeApiKey } from "../lib/accounts";
import { db, disconnectDb } from "../lib/db";
import { isId } from "../lib/ids";
import { depositCredit } from "../lib/ledger";

class UsageError extends Error {}

const USAGE = `usage: npm run --silent admin -- <command> [options]
  create-account --email E [--credit-usd N]
  add-credit --account acct_... --usd N
  create-key --account acct_...
  revoke-key --key <key id or full key>
  codec-endpoint`;

function required(values: Record<string, string | undefined>, name: string): string {
  const value = values[name];
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
}

/** Dollars with at most 2 decimals -> whole cents. */
function cents(raw: string, name: string, allowZero: boolean): number {
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(raw))
    throw new UsageError(`--${name} must be an amount in USD with at most 2 decimals, e.g. 25 or 12.50`);
  const value = Math.round(Number(raw) * 100);
  if (!allowZero && value <= 0) throw new UsageError(`--${name} must be greater than 0`);
  return value;
}

async function existingAccount(raw: string): Promise<string> {
  if (!isId("acct", raw)) throw new UsageError("--account must be an account id (acct_...)");
  const account = await db().account.findUnique({ where: { id: raw }, select: { id: true } });
  if (!account) throw new UsageError(`no account ${raw}`);
  return account.id;
}

async function run(argv: string[]): Promise<unknown> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: "string" },
      "credit-usd": { type: "string" },
      account: { type: "string" },
      usd: { type: "string" },
      key: { type: "string" },
    },
    strict: true,
    allowPositionals: false,
  });
  switch (command) {
    case "create-account": {
      const email = required(values, "email");
      if (!z.email().safeParse(email).success) throw new UsageError("--email must be an e-mail address");
      const creditCents = values["credit-usd"] === undefined ? 0 : cents(values["credit-usd"], "credit-usd", true);
      if (await db().account.findUnique({ where: { email: email.toLowerCase() } }))
        throw new UsageError(`an account with e-mail ${email} already exists`);
      const created = await createAccount({ email, creditCents });
      return { account_id: created.accountId, api_key: created.apiKey, key_id: created.keyId, balance_usd: usd(creditCents) };
    }
    case "add-credit": {
      const amount = cents(required(values, "usd"), "usd", false);
      const accountId = await existingAccount(required(values, "account"));
      const balances = await depositCredit(accountId, amount);
      return { account_id: accountId, balance_usd: usd(balances.balanceCents), available_usd: usd(balances.availableCents) };
    }
    case "create-key": {
      const accountId = await existingAccount(required(values, "account"));
      const key = await createApiKey(accountId);
      return { account_id: accountId, key_id: key.keyId, api_key: key.apiKey };
    }
    case "revoke-key": {
      const revoked = await revokeApiKey(required(values, "key"));
      if (!revoked) throw new UsageError("no such key");
      return { key_id: revoked.keyId, revoked: true, revoked_at: revoked.revokedAt.toISOString() };
    }
    case "codec-endpoint":
      return { codec_endpoint: codecEndpoint(`http://127.0.0.1:${config.port}`) };
    default:
      throw new UsageError(command ? `unknown command "${command}"` : "missing command");
  }
}

export interface AdminResult {
  exitCode: 0 | 1;
  /** One JSON line on success. */
  stdout: string;
  stderr: string;
}

/** Runs one command; never throws. Exported so tests can drive every case without a process each. */
export async function runAdmin(argv: string[]): Promise<AdminResult> {
  try {
    return { exitCode: 0, stdout: `${JSON.stringify(await run(argv))}\n`, stderr: "" };
  } catch (error) {
    // parseArgs reports bad options as ERR_PARSE_ARGS_* errors: usage mistakes, like UsageError.
    const code = (error as { code?: unknown } | null)?.code;
    const known = error instanceof UsageError || (typeof code === "string" && code.startsWith("ERR_PARSE_ARGS"));
    const text = error instanceof Error ? error.message : String(error);
    const message = known ? `error: ${text}\n${USAGE}\n` : `error: unexpected failure: ${text}\n`;
    return { exitCode: 1, stdout: "", stderr: message };
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await runAdmin(process.argv.slice(2));
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.exitCode;
  await disconnectDb();
}
