// Proves that replay.test.ts catches a forgotten patched() (docs/how-to/add-an-event-type.md): the
// workflow is bundled with one extra event announced before the submit, once as a plain change and
// once behind patched(), and the recorded histories are replayed against both. The plain change must
// fail with Temporal's nondeterminism error; the patched one must replay.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { DefaultLogger, Worker, bundleWorkflowCode } from "@temporalio/worker";
import { DeterminismViolationError } from "@temporalio/workflow";
import { describe, expect, it } from "vitest";
import { temporalDataConverter } from "../../lib/payload-codec";
import { HISTORY_KEY } from "./fixtures";

const historiesDir = path.join(import.meta.dirname, "../histories");
const workflowsPath = path.join(import.meta.dirname, "../../workflows/index.ts");
const loader = path.join(import.meta.dirname, "edit-source-loader.cjs");
const submitStep = "await submitWithVerification(answers,";

/** The workflow bundle with `insert` placed just before the submit step of workflows/application.ts. */
function bundleWithInsertedStep(insert: string) {
  return bundleWorkflowCode({
    workflowsPath,
    logger: new DefaultLogger("WARN"),
    webpackConfigHook: (config) => {
      config.module?.rules?.push({
        test: /workflows[\\/]application\.ts$/,
        enforce: "pre",
        use: [{ loader, options: { find: submitStep, replaceWith: `${insert}\n    ${submitStep}` } }],
      });
      return config;
    },
  });
}

/** Replays the recorded histories (all, or those named) against a bundle; returns each one's error. */
async function replay(workflowBundle: Awaited<ReturnType<typeof bundleWorkflowCode>>, names?: string[]) {
  const all = (await readdir(historiesDir)).filter((f) => f.endsWith(".json")).sort();
  const files = names ? names.map((name) => `${name}.json`) : all;
  async function* histories() {
    for (const file of files) {
      yield { workflowId: path.basename(file, ".json"), history: JSON.parse(await readFile(path.join(historiesDir, file), "utf8")) };
    }
  }
  const errors = new Map<string, Error>();
  for await (const outcome of Worker.runReplayHistories(
    { workflowBundle, dataConverter: temporalDataConverter(HISTORY_KEY) },
    histories(),
  )) {
    if (outcome.error) errors.set(outcome.workflowId, outcome.error);
  }
  return { files, errors };
}

// A new event announced before the submit: one more activity (recordStatus) in every path that submits.
const announce = `await changeStatus(null, "application.submitting");`;

describe("a workflow change without patched()", () => {
  it("fails replay of the recorded histories with a nondeterminism error", async () => {
    // Histories that reached the submit step, from before and after the single-visit patch.
    const reachedSubmit = ["submitted", "submitted-single-visit", "submitted-local-start", "review-approved", "code-supplied"];
    const { errors } = await replay(await bundleWithInsertedStep(announce), reachedSubmit);
    for (const name of reachedSubmit) {
      expect(errors.get(name), name).toBeInstanceOf(DeterminismViolationError);
    }
  });

  it("replays every recorded history when the same change is behind patched()", async () => {
    const { files, errors } = await replay(await bundleWithInsertedStep(`if (patched("announce-submitting")) ${announce}`));
    expect(files.length).toBeGreaterThanOrEqual(6);
    expect([...errors].map(([name, err]) => `${name}: ${err.message}`)).toEqual([]);
  });
});
