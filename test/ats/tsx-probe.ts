// Run by tsx-runtime.test.ts as `tsx test/ats/tsx-probe.ts`: the ATS layer under tsx's transform, as
// `npm start` runs it. Inspects a Greenhouse posting and prints one JSON line.
import { inspectApplication } from "../../ats-adapters";
import { request } from "./helpers";
import { startAtsEnv } from "./env";

const env = await startAtsEnv();
try {
  const result = await inspectApplication(request("http://job-boards.greenhouse.io/acme/jobs/4012"));
  const location = result.questions.find((q) => q.key === "q_candidate_location");
  console.log(JSON.stringify({ questions: result.questions.length, unanswered: result.unanswered, location: location?.answer ?? null }));
} finally {
  await env.close();
}
