// Names shared by the gateway, the worker and the workflow: declared once, imported everywhere.
import { defineQuery, defineSignal } from "@temporalio/workflow";
import type { ApplicationStatus } from "../lib/domain";

export const APPLICATION_WORKFLOW = "applicationWorkflow";

export function applicationWorkflowId(applicationId: string): string {
  return `application-${applicationId}`;
}

/** Input of the application workflow: ids only, nothing secret (activities read the rest). */
export interface ApplicationWorkflowInput {
  applicationId: string;
  accountId: string;
  ats: string | null;
  reviewBeforeSubmit: boolean;
}

export interface ReviewDecision {
  action: "approve" | "reject";
  answers?: Record<string, string>;
  reason?: string;
}

export interface VerificationInput {
  code?: string;
  link?: string;
  source: "client" | "managed_inbox";
}

export const reviewSignal = defineSignal<[ReviewDecision]>("review");
export const verificationSignal = defineSignal<[VerificationInput]>("verification");
export const statusQuery = defineQuery<ApplicationStatus>("status");

/** Custom search attributes (Keyword) registered on the dev server and set by the workflow. */
export const SEARCH_ATTRIBUTES = {
  applicationId: "ApplicationId",
  accountId: "AccountId",
  ats: "Ats",
  status: "ApplicationStatus",
} as const;
