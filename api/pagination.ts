// Newest-first cursor pagination shared by every list: {data, has_more, next_cursor}
// (docs/api-rules.md#lists-and-pagination). The cursor is the id of the last item returned; it must
// belong to the same list (same account, same filters' scope).
import { ANY_ID_PATTERN } from "../lib/ids";
import { invalidRequest } from "./errors";

interface Row {
  id: string;
  createdAt: Date;
}

export interface PageQuery {
  limit: number;
  cursor?: string | undefined;
}

export interface Page<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

const newestFirst = [{ createdAt: "desc" as const }, { id: "desc" as const }];

type After = { OR: [{ createdAt: { lt: Date } }, { createdAt: Date; id: { lt: string } }] };

/** The arguments `listPage` passes to a model's findMany (a Prisma delegate accepts them as they are). */
export interface PageArgs<O, F> {
  where: (O & F) | (O & { id: string }) | (O & F & After);
  orderBy: typeof newestFirst;
  take: number;
}

/**
 * One page of the rows of `owner` (the account's scope) that match `filters`, newest first (created_at,
 * then id). The cursor only has to be one of the owner's rows: a row that stopped matching the filters
 * (an application that moved on from `queued`) still marks a place in the list. `findMany` is the
 * model's own, e.g. `(args) => db().apiKey.findMany(args)`, with an `include` when the list needs one.
 */
export async function listPage<T extends Row, O extends object, F extends object = object>(
  page: PageQuery,
  scope: { owner: O; filters?: F },
  findMany: (args: PageArgs<O, F>) => Promise<T[]>,
): Promise<Page<T>> {
  const all = { ...scope.owner, ...scope.filters } as O & F;
  let where: PageArgs<O, F>["where"] = all;
  if (page.cursor !== undefined) {
    const cursorArgs = { where: { ...scope.owner, id: page.cursor }, orderBy: newestFirst, take: 1 };
    const [row] = isCursor(page.cursor) ? await findMany(cursorArgs) : [];
    if (!row) throw invalidCursor();
    where = { ...all, OR: [{ createdAt: { lt: row.createdAt } }, { createdAt: row.createdAt, id: { lt: row.id } }] };
  }
  return pageOf(await findMany({ where, orderBy: newestFirst, take: page.limit + 1 }), page.limit);
}

/** Whether a cursor can be an id at all (anything else is refused without a query). */
export const isCursor = (cursor: string) => ANY_ID_PATTERN.test(cursor);

export const invalidCursor = () =>
  invalidRequest("The cursor is not valid for this list.", [{ path: "cursor", message: "is not a cursor from this list" }]);

/** The page from rows fetched newest first with one more than `limit` (which says whether more follow). */
export function pageOf<T extends { id: string }>(rows: T[], limit: number): Page<T> {
  const data = rows.length > limit ? rows.slice(0, limit) : rows;
  const hasMore = rows.length > limit;
  return { data, has_more: hasMore, next_cursor: hasMore ? data[data.length - 1]!.id : null };
}
