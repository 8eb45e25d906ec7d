// How anything thrown during an application becomes a failure reason (docs/api-rules.md#failure-reasons).
import { ActivityFailure, ApplicationFailure, RetryState, TimeoutFailure } from "@temporalio/common";
import { describe, expect, it } from "vitest";
import { describeFailure } from "../../workflows/application";

const fromActivity = (cause: Error) =>
  new ActivityFailure("activity failed", "submitApplication", "1", RetryState.MAXIMUM_ATTEMPTS_REACHED, "worker", cause);

describe("describeFailure", () => {
  it("keeps a reason the ATS layer decided, with its message", () => {
    expect(describeFailure(fromActivity(ApplicationFailure.nonRetryable("The posting is closed.", "job_closed")))).toEqual({
      failureReason: "job_closed",
      failureMessage: "The posting is closed.",
    });
  });

  it("keeps a reason the workflow decided itself", () => {
    expect(describeFailure(ApplicationFailure.nonRetryable("Rejected.", "rejected_at_review")).failureReason).toBe("rejected_at_review");
  });

  it("turns exhausted retries and timeouts into site_error with a readable message", () => {
    expect(describeFailure(fromActivity(ApplicationFailure.retryable("net::ERR_CONNECTION_RESET", "Error")))).toEqual({
      failureReason: "site_error",
      failureMessage: "The site failed or behaved unexpectedly: net::ERR_CONNECTION_RESET",
    });
    expect(describeFailure(fromActivity(new TimeoutFailure("activity ScheduleToClose timeout", undefined, "SCHEDULE_TO_CLOSE")))).toEqual({
      failureReason: "site_error",
      failureMessage: "The site failed or behaved unexpectedly: it did not finish in time",
    });
    expect(describeFailure("weird").failureReason).toBe("site_error");
  });
});
