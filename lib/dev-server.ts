// Arguments of `temporal server start-dev` shared by everything that starts one: `npm start`
// (scripts/start.ts), the test harness, the bench and the fault tests.
import { SEARCH_ATTRIBUTES } from "./search-attributes";

/**
 * The dynamic config every Temporal server of ours runs with: the dev server gets it as
 * `--dynamic-config-value`, the cluster and docker-compose.temporal.yml load
 * scripts/cluster/dynamicconfig.yaml, and test/docker-compose.test.ts keeps that file equal to this.
 * - Fair dispatch by each task's fairness key, the account id (docs/cluster.md "Fair shares per account"):
 *   without it a task queue is first in, first out, and one account's batch holds up every other's.
 * - Workflow ids are `application-<id>` (lib/workflow-contract.ts): well below the default limit, stated
 *   so a smaller default in a later server cannot refuse them.
 */
export const SERVER_DYNAMIC_CONFIG = {
  "matching.enableFairness": true,
  "limit.maxIDLength": 255,
} as const;

export const devServerDynamicConfigArgs = Object.entries(SERVER_DYNAMIC_CONFIG).flatMap(([key, value]) => [
  "--dynamic-config-value",
  `${key}=${JSON.stringify(value)}`,
]);

/** The custom search attributes, in the `--search-attribute Name=Type` form. */
export const devServerSearchAttributeArgs = Object.values(SEARCH_ATTRIBUTES).flatMap((name) => ["--search-attribute", `${name}=Keyword`]);

/**
 * The dev server's state in a SQLite file, in write-ahead-log mode. SQLite's default, a rollback
 * journal, writes and syncs the journal and then the database at every commit, and the dev server
 * commits at each step of each workflow. With the log, a commit is one append and, with
 * `synchronous=FULL` (stated, not left to the driver's build), one sync: as durable
 * (docs/guarantees.md).
 */
export const devServerStoreArgs = (file: string) => [
  "--db-filename",
  file,
  "--sqlite-pragma",
  "journal_mode=WAL",
  "--sqlite-pragma",
  "synchronous=FULL",
];
