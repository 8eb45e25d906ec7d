// The account: its settings (answer defaults), its credit and its applications by status.
import { route } from "../route-table";
import { account, updateAccountBody, usage } from "../schemas/account";
import { serializeAccount, usdFromCents } from "../serializers";
import { findAccount, updateAnswerDefaults } from "../services/account";
import { accountUsage } from "../services/usage";

export const accountRoutes = [
  route({
    method: "get", path: "/account", summary: "The account and its answer defaults",
    response: { status: 200, schema: account, description: "the account" },
    handle: async ({ accountId }) => serializeAccount(await findAccount(accountId)),
  }),
  route({
    method: "patch", path: "/account", summary: "Set or remove answer defaults (merged into the stored ones)",
    body: updateAccountBody,
    response: { status: 200, schema: account, description: "the account after the change" },
    handle: async ({ accountId, body }) => serializeAccount(await updateAnswerDefaults(accountId, body().answer_defaults ?? {})),
  }),
  route({
    method: "get", path: "/usage", summary: "Balance, holds, spend and application counts",
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
];
