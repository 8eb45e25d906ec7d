// Usage, the ATS catalog, posting detection and webhook endpoints.
import { randomBytes } from "node:crypto";
import { Router } from "express";
import { encryptSecret } from "../../lib/crypto";
import { db } from "../../lib/db";
import { APPLICATION_STATUSES, EVENT_TYPES } from "../../lib/domain";
import { isId, newId } from "../../lib/ids";
import { toBalances } from "../../lib/ledger";
import { accountIdOf } from "../auth";
import { basePriceCents, detectPosting, listPlatforms } from "../catalog";
import { notFound, parseOrThrow } from "../errors";
import { newestFirst, paginate } from "../pagination";
import { createWebhookEndpointBody, detectBody } from "../schemas/account";
import { listQuery } from "../schemas/common";
import { serializeWebhookEndpoint, usdFromCents } from "../serializers";

export const accountRouter = Router();

accountRouter.get("/usage", async (_req, res) => {
  const accountId = accountIdOf(res);
  const [account, counts] = await Promise.all([
    db().account.findUniqueOrThrow({ where: { id: accountId } }),
    db().application.groupBy({ by: ["status"], where: { accountId }, _count: { _all: true } }),
  ]);
  const applications = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<(typeof APPLICATION_STATUSES)[number], number>;
  let total = 0;
  for (const row of counts) {
    if (row.status in applications) applications[row.status as keyof typeof applications] = row._count._all;
    total += row._count._all;
  }
  const balances = toBalances(account);
  res.json({
    balance_usd: usdFromCents(balances.balanceCents),
    held_usd: usdFromCents(balances.heldCents),
    available_usd: usdFromCents(balances.availableCents),
    spent_usd: usdFromCents(balances.spentCents),
    applications: { ...applications, total },
  });
});

accountRouter.get("/ats", (_req, res) => {
  res.json({
    data: listPlatforms().map((p) => ({
      id: p.id,
      name: p.name,
      hosts: [...p.hosts],
      price_usd: usdFromCents(p.priceCents),
      requires_account_password: p.requiresAccountPassword,
    })),
    base_price_usd: usdFromCents(basePriceCents),
  });
});

accountRouter.post("/detect", (req, res) => {
  const { url } = parseOrThrow(detectBody, req.body ?? {});
  const posting = detectPosting(url);
  res.json({
    url,
    ats: posting.ats,
    ats_name: posting.atsName,
    supported: posting.ats !== null,
    price_usd: usdFromCents(posting.priceCents),
    requires_account_password: posting.requiresAccountPassword,
  });
});

accountRouter.post("/webhook_endpoints", async (req, res) => {
  const body = parseOrThrow(createWebhookEndpointBody, req.body ?? {});
  const secret = `whsec_${randomBytes(24).toString("base64")}`;
  const endpoint = await db().webhookEndpoint.create({
    data: {
      id: newId("we"),
      accountId: accountIdOf(res),
      url: body.url,
      events: body.events ?? [...EVENT_TYPES],
      secretEnc: encryptSecret(secret),
    },
  });
  res.status(201).json({ ...serializeWebhookEndpoint(endpoint), secret });
});

accountRouter.get("/webhook_endpoints", async (req, res) => {
  const query = parseOrThrow(listQuery, req.query);
  const accountId = accountIdOf(res);
  const live = { accountId, deletedAt: null };
  res.json(
    await paginate({
      limit: query.limit,
      cursor: query.cursor,
      findCursorRow: (id) => db().webhookEndpoint.findFirst({ where: { id, ...live }, select: { id: true, createdAt: true } }),
      fetch: (after, take) => db().webhookEndpoint.findMany({ where: { ...live, ...after }, orderBy: newestFirst, take }),
      serialize: serializeWebhookEndpoint,
    }),
  );
});

accountRouter.delete("/webhook_endpoints/:id", async (req, res) => {
  const id = req.params.id;
  const deleted = isId("we", id)
    ? await db().webhookEndpoint.updateMany({ where: { id, accountId: accountIdOf(res), deletedAt: null }, data: { deletedAt: new Date() } })
    : { count: 0 };
  if (deleted.count !== 1) throw notFound("webhook endpoint");
  res.json({ id, deleted: true });
});
