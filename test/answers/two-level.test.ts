// Two-level prompts (ats-adapters/two-level.ts) on a page that asks the platform's own source question
// before the employer's two-level one: the first tried brings up no second list, so it is put back as
// it was (its empty choice, not the last category tried) and the next prompt is tried.
import { describe, expect, it } from "vitest";
import { answerAll } from "../../ats-adapters/answers";
import type { FormField } from "../../ats-adapters/engine/types";
import { chooseCategory } from "../../ats-adapters/two-level";
import { applicantOf } from "../../scripts/answer-corpus";
import { EXTRAS, testProfile } from "../fixtures/profiles";

const select = (key: string, label: string, options: string[], required: boolean): FormField => ({
  key,
  label,
  kind: "single_select",
  required,
  // As the read gives them: without the "Please select" entry.
  options: options.filter((o) => o !== "Please select").map((o) => ({ value: o, label: o })),
  widget: "select",
  fmt: null,
});
const OWN = select("source", "How did you hear about this job?", ["Please select", "Job board", "Newspaper", "Radio"], false);
const PARENT = select("x1", "How did you hear about us?", ["Please select", "Print", "Online", "Referral"], true);
const WHICH = select("x2", "Which one?", ["Please select", "Company website", "Indeed"], true);

/** A page whose "Which one?" list appears after the employer's question only for "Online". */
function fakePage() {
  const state = new Map<string, string>();
  return {
    state,
    write: async (q: FormField, answer: string) => void state.set(q.key, answer),
    read: async () => (state.get(PARENT.key) === "Online" ? [OWN, PARENT, WHICH] : [OWN, PARENT]),
  };
}

describe("two-level prompts", () => {
  it("tries the next prompt when the first brings up no list, and leaves the first as it was", async () => {
    const applicant = applicantOf(testProfile(EXTRAS));
    const answered = answerAll([OWN, PARENT], applicant);
    const own = answered[0].answer;
    const page = fakePage();
    const kept = await chooseCategory(answered, applicant, page);
    expect(kept?.key).toBe("x1");
    expect(kept?.answer).toBe("Online");
    expect(page.state.get("x1")).toBe("Online");
    // Not "Radio", the last category tried: what it held before, or its empty choice.
    expect(page.state.get("source")).toBe(own || "");
  });
});
