import { defineSearchAttributeKey, SearchAttributeType } from "@temporalio/common";
import { SEARCH_ATTRIBUTES } from "../workflows/shared";

/** Typed keys for the custom search attributes, registered on the dev server and set by workflows. */
export const searchAttributeKeys = {
  applicationId: defineSearchAttributeKey(SEARCH_ATTRIBUTES.applicationId, SearchAttributeType.KEYWORD),
  accountId: defineSearchAttributeKey(SEARCH_ATTRIBUTES.accountId, SearchAttributeType.KEYWORD),
  ats: defineSearchAttributeKey(SEARCH_ATTRIBUTES.ats, SearchAttributeType.KEYWORD),
  status: defineSearchAttributeKey(SEARCH_ATTRIBUTES.status, SearchAttributeType.KEYWORD),
};

/** The same, in the `--search-attribute Name=Type` form of `temporal server start-dev`. */
export const devServerSearchAttributeArgs = Object.values(SEARCH_ATTRIBUTES).flatMap((name) => [
  "--search-attribute",
  `${name}=Keyword`,
]);
