// Newest-first cursor pagination shared by every list: {data, has_more, next_cursor}.
// The cursor is the id of the last item returned; it must belong to the same account.
import { ANY_ID_PATTERN } from "../lib/ids";
import { invalidRequest } from "./errors";

interface Row {
  id: string;
  createdAt: Date;
}

/** Prisma `where` fragment selecting the rows strictly after `cursor` in (created_at, id) desc order. */
export type AfterCursor = { OR: [{ createdAt: { lt: Date } }, { createdAt: Date; id: { lt: string } }] } | Record<string, never>;

export async function paginate<T extends Row, Out>(options: {
  limit: number;
  cursor: string | undefined;
  findCursorRow: (id: string) => Promise<Row | null>;
  fetch: (after: AfterCursor, take: number) => Promise<T[]>;
  serialize: (row: T) => Out;
}): Promise<{ data: Out[]; has_more: boolean; next_cursor: string | null }> {
  let after: AfterCursor = {};
  if (options.cursor !== undefined) {
    const row = ANY_ID_PATTERN.test(options.cursor) ? await options.findCursorRow(options.cursor) : null;
    if (!row) throw invalidRequest("The cursor is not valid for this list.", [{ path: "cursor", message: "is not a cursor from this list" }]);
    after = { OR: [{ createdAt: { lt: row.createdAt } }, { createdAt: row.createdAt, id: { lt: row.id } }] };
  }
  const rows = await options.fetch(after, options.limit + 1);
  const page = rows.slice(0, options.limit);
  const hasMore = rows.length > options.limit;
  return { data: page.map(options.serialize), has_more: hasMore, next_cursor: hasMore ? page[page.length - 1]!.id : null };
}

export const newestFirst = [{ createdAt: "desc" as const }, { id: "desc" as const }];
