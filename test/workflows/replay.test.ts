// Replays every committed history (test/histories/*.json) against the current workflow code: a change
// that would break running workflows (non-determinism) fails here.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { Worker } from "@temporalio/worker";
import { describe, expect, it } from "vitest";
import { workflowBundle } from "../../worker";
import { HISTORY_KEY } from "./fixtures";
import { temporalDataConverter } from "../../lib/payload-codec";

const historiesDir = path.join(import.meta.dirname, "../histories");

describe("recorded histories", () => {
  it("replay against the current workflow code", async () => {
    const files = (await readdir(historiesDir)).filter((f) => f.endsWith(".json")).sort();
    expect(files.length).toBeGreaterThanOrEqual(6);
    async function* histories() {
      for (const file of files) {
        yield { workflowId: path.basename(file, ".json"), history: JSON.parse(await readFile(path.join(historiesDir, file), "utf8")) };
      }
    }
    const failures: string[] = [];
    for await (const outcome of Worker.runReplayHistories(
      { workflowBundle: await workflowBundle(), dataConverter: temporalDataConverter(HISTORY_KEY) },
      histories(),
    )) {
      if (outcome.error) failures.push(`${outcome.workflowId}: ${outcome.error.message}`);
    }
    expect(failures).toEqual([]);
  });
});
