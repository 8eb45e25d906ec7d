// How the answer engine would answer questions for a profile (docs/answers.md).
//   npm run --silent answer < questions.jsonl     one JSON line in, one JSON line out, in order
//   npm run --silent answer -- --report           the corpus score, a table per category
// Input line: {"profile": <as in POST /v1/candidates>, "question": {"label", "kind", "required", "options"},
// "defaults"?: {<rule name>: <answer>}, "resume_url"?: <url>}. Output line: {"answer", "source", "from"},
// or {"error"} for a line that is not valid.
import { createInterface } from "node:readline";
import { z } from "zod";
import { ApplicantFacts, proposeAnswer } from "../ats-adapters/answers";
import { QUESTION_KINDS } from "../lib/domain";
import { profileSchema } from "../lib/profile";
import { applicantOf, fieldOf, formatReport, scoreCorpus } from "./answer-corpus";

const lineSchema = z.object({
  profile: profileSchema,
  question: z.object({
    label: z.string(),
    kind: z.enum(QUESTION_KINDS),
    required: z.boolean().default(false),
    options: z
      .array(z.object({ value: z.string(), label: z.string() }))
      .nullable()
      .default(null),
  }),
  defaults: z.record(z.string(), z.string()).optional(),
  resume_url: z.string().optional(),
});

function problem(err: z.ZodError): string {
  return err.issues.map((i) => `${i.path.join(".") || "(line)"}: ${i.message}`).join("; ");
}

async function answerLines(): Promise<void> {
  const facts = new Map<string, ApplicantFacts>(); // one per distinct profile: 1,000 lines for one profile read it once
  const out: string[] = [];
  const flush = () => {
    if (out.length) process.stdout.write(out.join("\n") + "\n");
    out.length = 0;
  };
  let n = 0;
  for await (const raw of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    if (!raw.trim()) continue;
    n++;
    let parsed;
    try {
      parsed = lineSchema.safeParse(JSON.parse(raw));
    } catch {
      out.push(JSON.stringify({ error: `line ${n}: not JSON` }));
      continue;
    }
    if (!parsed.success) {
      out.push(JSON.stringify({ error: `line ${n}: ${problem(parsed.error)}` }));
      continue;
    }
    const { profile, question, defaults, resume_url } = parsed.data;
    const cacheKey = JSON.stringify([profile, resume_url ?? ""]);
    let f = facts.get(cacheKey);
    if (!f) facts.set(cacheKey, (f = new ApplicantFacts(applicantOf(profile as never, resume_url ?? ""))));
    const p = proposeAnswer(fieldOf(question, n), f, defaults ?? {});
    out.push(JSON.stringify({ answer: p.answer, source: p.source, from: p.from }));
    if (out.length >= 500) flush();
  }
  flush();
}

if (process.argv.includes("--report")) {
  const score = scoreCorpus();
  console.log(formatReport(score, { misses: !process.argv.includes("--table") }));
  process.exitCode = score.sensitiveMistakes.length || score.correct / score.total < 0.97 ? 1 : 0;
} else {
  await answerLines();
}
