// The account: its settings (answer defaults), its credit, its applications by status and by day.
import { route } from "../route-table";
import { account, dailyUsage, dailyUsageQuery, updateAccountBody, usage } from "../schemas/account";
import { serializeAccount, usdFromCents } from "../serializers";
import { findAccount, updateAccount } from "../services/account";
import { accountDailyUsage, accountUsage } from "../services/usage";

export const accountRoutes = [
  route({
    method: "get",
    path: "/account",
    summary: "The account and its answer defaults",
    response: { status: 200, schema: account, description: "the account" },
    handle: async ({ accountId }) => serializeAccount(await findAccount(accountId)),
  }),
  route({
    method: "patch",
    path: "/account",
    summary: "Set or remove answer defaults (merged into the stored ones), or turn automatic consent off or on",
    body: updateAccountBody,
    response: { status: 200, schema: account, description: "the account after the change" },
    handle: async ({ accountId, body }) => {
      const { answer_defaults, auto_consent } = body();
      return serializeAccount(await updateAccount(accountId, { answerDefaults: answer_defaults, autoConsent: auto_consent }));
    },
    // It sets values: a second run leaves them as the first did.
    recover: "run_again",
  }),
  route({
    method: "get",
    path: "/usage",
    summary: "Balance, holds, spend and application counts",
    response: { status: 200, schema: usage, description: "usage" },
    handle: async ({ accountId }) => {
      const { balances, applications } = await accountUsage(accountId);
      return {
        balance_usd: usdFromCents(balances.balanceCents),
        held_usd: usdFromCents(balances.heldCents),
        available_usd: usdFromCents(balances.availableCents),
        spent_usd: usdFromCents(balances.spentCents),
        applications,
      };
    },
  }),
  route({
    method: "get",
    path: "/usage/daily",
    summary: "Applications created, submitted and failed, and spend, per UTC day (the console's chart)",
    query: dailyUsageQuery,
    response: { status: 200, schema: dailyUsage, description: "one entry per day, oldest first" },
    handle: async ({ accountId, query }) => ({
      data: (await accountDailyUsage(accountId, query().days)).map(({ spentCents, ...day }) => ({
        ...day,
        spent_usd: usdFromCents(spentCents),
      })),
    }),
  }),
];
