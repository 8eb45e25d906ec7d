import { defineSearchAttributeKey, SearchAttributeType } from "@temporalio/common";

/** Custom search attributes (Keyword) registered on the dev server and set by the workflow. */
export const SEARCH_ATTRIBUTES = {
  applicationId: "ApplicationId",
  accountId: "AccountId",
  ats: "Ats",
  status: "ApplicationStatus",
} as const;

/** Typed keys for the custom search attributes, registered on the dev server and set by workflows. */
export const searchAttributeKeys = {
  applicationId: defineSearchAttributeKey(SEARCH_ATTRIBUTES.applicationId, SearchAttributeType.KEYWORD),
  accountId: defineSearchAttributeKey(SEARCH_ATTRIBUTES.accountId, SearchAttributeType.KEYWORD),
  ats: defineSearchAttributeKey(SEARCH_ATTRIBUTES.ats, SearchAttributeType.KEYWORD),
  status: defineSearchAttributeKey(SEARCH_ATTRIBUTES.status, SearchAttributeType.KEYWORD),
};
