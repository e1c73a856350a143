// The routers' side of keyset pagination (see lib/cursor.ts): read the cursor a client handed back,
// and cut the rows fetched (one more than the page holds, to learn whether another page follows) into
// the page and the next page's cursor.
import { type Cursor, decodeCursor, encodeCursor } from '../lib/cursor.js';
import { TRPCError } from './init.js';

/** Refuses a cursor that is not one of ours. */
export function invalidPage(): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid page.' });
}

/** The cursor handed back, or null for the first page; "Invalid page." when it is not one of ours. */
export function pageCursor(text: string | undefined): Cursor | null {
  if (text === undefined) return null;
  const cursor = decodeCursor(text);
  if (!cursor) throw invalidPage();
  return cursor;
}

/** The first `limit` of the `limit + 1` rows fetched, and the cursor of the next page if there is one. */
export function keysetPage<Row>(
  rows: Row[],
  limit: number,
  cursorOf: (last: Row) => Cursor,
): { items: Row[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null };
}
