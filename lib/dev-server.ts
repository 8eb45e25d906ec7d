// Arguments of `temporal server start-dev` shared by everything that starts one on a state file:
// `npm start` (scripts/start.ts), the bench's file-store mode and the fault tests.
import { SEARCH_ATTRIBUTES } from "./search-attributes";

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
