// The ATS catalog (GET /ats) and posting detection (POST /detect).
import { basePriceCents, detectPosting, listPlatforms } from "../catalog-view";
import { route } from "../route-table";
import { atsCatalog, detectBody, detection } from "../schemas/account";
import { usdFromCents } from "../serializers";

export const platformRoutes = [
  route({
    method: "get",
    path: "/ats",
    summary: "The ATS catalog, with what is proven per platform",
    response: { status: 200, schema: atsCatalog, description: `${listPlatforms().length} platforms` },
    handle: () => ({
      data: listPlatforms().map((p) => ({
        id: p.id,
        name: p.name,
        hosts: [...p.hosts],
        price_usd: usdFromCents(p.priceCents),
        requires_account_password: p.requiresAccountPassword,
        account_step: p.accountBased,
        support: {
          status: p.support.status,
          adapter: p.support.adapter,
          email_verification: p.support.verification,
          simulator: p.support.simulator,
          seeded_variants: p.support.variants,
          end_to_end_tested: p.support.endToEnd,
          best_effort_reason: p.support.reason,
          known_limits: p.support.limits,
        },
      })),
      base_price_usd: usdFromCents(basePriceCents),
    }),
  }),
  route({
    method: "post",
    path: "/detect",
    summary: "Identify the ATS behind a posting URL",
    body: detectBody,
    response: { status: 200, schema: detection, description: "detection" },
    handle: ({ body }) => {
      const { url } = body();
      const posting = detectPosting(url);
      return {
        url,
        ats: posting.ats,
        ats_name: posting.atsName,
        supported: posting.ats !== null,
        price_usd: usdFromCents(posting.priceCents),
        requires_account_password: posting.requiresAccountPassword,
      };
    },
    recover: "run_again",
  }),
];
