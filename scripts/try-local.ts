// `npm run try`: one full application, end to end, against the local ATS simulators.
// Starts an ephemeral Temporal dev server, the simulators, the SMTP receiver, a worker, the gateway
// and a webhook receiver; then creates an account, a managed-mode candidate and a Greenhouse
// application that pauses for review and needs an e-mailed security code; approves it, and prints what
// the simulated employer received. Usage: npm run try [-- [--console] <posting url>]
// With --console the review is left to the account console (its URL and a key are printed): approve or
// reject there, see the timeline and the evidence, and stop with Ctrl-C.
import { createServer } from "node:http";
import { TestWorkflowEnvironment } from "@temporalio/testing";
import { Webhook } from "standardwebhooks";
import { startSimulators } from "../test/simulators";
import { temporalCliPath } from "../test/support/temporal-cli";
import { searchAttributeKeys } from "../lib/search-attributes";
import { useConfig } from "../lib/config";
import candidateFixture from "../test/fixtures/candidate.json";

const args = process.argv.slice(2);
const inConsole = args.includes("--console");
const postingUrl = args.find((arg) => !arg.startsWith("--")) ?? "http://boards.greenhouse.io/acme/jobs/4042"; // 4042: e-mailed code
const say = (message: string) => console.log(`\n\x1b[1m▶ ${message}\x1b[0m`);

const temporal = await TestWorkflowEnvironment.createLocal({
  server: {
    executable: { type: "existing-path", path: temporalCliPath() },
    searchAttributes: Object.values(searchAttributeKeys),
    ui: true,
  },
});
// This entry point learns its addresses at run time and hands them to the configuration (package.json
// sets LOG_LEVEL=warn). Every other setting comes from the environment, read once by lib/config.ts.
useConfig({ temporalAddress: temporal.address, smtpPort: 0, webhookAllowPrivateNetworks: true });

const { startSmtpReceiver } = await import("../mail/smtp-receiver");
const smtp = await startSmtpReceiver({ port: 0 });
const sim = await startSimulators({ smtp: { host: "127.0.0.1", port: smtp.port } });
useConfig({ atsHostMap: sim.hostMap });
const { startWorker } = await import("../worker");
const { startGateway } = await import("../api/server");
const { createAccount } = await import("../lib/accounts");
const worker = await startWorker();
const gateway = await startGateway({ port: 0 }); // its own client, with the payload codec (lib/payload-codec.ts)
const base = `http://127.0.0.1:${gateway.port}/v1`;

const events: string[] = [];
let verifyWebhook: Webhook | undefined;
const receiver = createServer((req, res) => {
  let body = "";
  req
    .on("data", (chunk) => (body += chunk))
    .on("end", () => {
      const event = verifyWebhook!.verify(body, req.headers as Record<string, string>) as { type: string };
      events.push(event.type);
      console.log(`  webhook ${event.type} (signature verified, id ${req.headers["webhook-id"]})`);
      res.writeHead(204).end();
    });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${apiKey}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path} -> ${response.status} ${JSON.stringify(json)}`);
  return json;
}

async function waitFor(id: string, statuses: string[]) {
  for (;;) {
    const application = await api("GET", `/applications/${id}`);
    if (statuses.includes(application.status)) return application;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

let apiKey = "";
try {
  say("creating an account with $20 of credit");
  ({ apiKey } = await createAccount({ email: `try-${Date.now()}@example.com`, creditCents: 2000 }));
  const consoleUrl = `http://127.0.0.1:${gateway.port}/console`;
  console.log(`  console: ${consoleUrl}\n  API key (paste it there): ${apiKey}`);
  const endpoint = await api("POST", "/webhook_endpoints", {
    url: `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hooks`,
  });
  verifyWebhook = new Webhook(endpoint.secret);

  say("creating a candidate (managed e-mail)");
  // A password for account-based platforms (Workday), so any simulated posting can be tried.
  const candidate = await api("POST", "/candidates", { ...candidateFixture, account_system_password: `Trial-${Date.now()}-pw` });
  console.log(`  ${candidate.id}: ${candidate.full_name} <${candidate.email}>`);

  say(`applying to ${postingUrl} with review_before_submit`);
  const created = await api("POST", "/applications", { profile_id: candidate.profile_id, url: postingUrl, review_before_submit: true });
  console.log(`  ${created.id}: ats=${created.ats} price=$${created.price_usd} status=${created.status}`);

  const parked = await waitFor(created.id, ["needs_review", "failed"]);
  if (parked.status === "needs_review" && inConsole) {
    say(`review it in the console: ${consoleUrl}#/applications/${created.id} (waiting for your decision)`);
  } else if (parked.status === "needs_review") {
    say("review: the answers the service would give");
    for (const q of parked.review.questions)
      console.log(
        `  ${q.required ? "*" : " "} ${q.label} [${q.kind}] = ${q.answer ?? "(none)"} (${q.answer_source}${q.answer_from ? ` from ${q.answer_from}` : ""})`,
      );
    const answers = Object.fromEntries(
      parked.review.questions
        .filter((q: any) => q.required && q.answer === null && q.options?.length)
        .map((q: any) => [q.key, q.options[0].value]),
    );
    await api("POST", `/applications/${created.id}/review`, { action: "approve", answers });
    say("approved; the service submits, reads the security code from its managed inbox and finishes");
  }
  const done = await waitFor(created.id, ["submitted", "failed"]);
  console.log(`  status=${done.status} failure_reason=${done.failure_reason} ${done.failure_message ?? ""}`);
  say("what the simulated employer received");
  for (const submission of sim.submissions) {
    console.log(
      JSON.stringify(
        {
          ...submission,
          files: Object.fromEntries(Object.entries(submission.files).map(([k, f]) => [k, `${f.filename} (${f.bytes.length} bytes)`])),
        },
        null,
        2,
      ),
    );
  }
  console.log(`\n  usage: ${JSON.stringify(await api("GET", "/usage"))}`);
  await new Promise((resolve) => setTimeout(resolve, 1500)); // let the last webhook land
  process.exitCode = done.status === "submitted" ? 0 : 1;
  if (inConsole) {
    say(`done: its timeline and evidence are at ${consoleUrl}#/applications/${created.id}; Ctrl-C stops everything`);
    await new Promise((resolve) => process.once("SIGINT", resolve));
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  receiver.close();
  await gateway.close();
  await worker.shutdown();
  await sim.close();
  await smtp.close();
  await temporal.teardown();
  const { closeBrowser } = await import("../ats-adapters");
  await closeBrowser();
}
