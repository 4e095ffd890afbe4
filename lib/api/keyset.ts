/**
 * Keyset cursors for list endpoints whose query function returns its rows with each row's exact sort
 * key beside it (`{ rows, keys }`, `limit + 1` rows): the key is the sort value as Postgres wrote it
 * (a timestamp with all six fractional digits, or a date) and the row's id. The cursor's values are
 * checked before they reach SQL, so a forged or damaged cursor is a 400, never a failed cast (500).
 */
import { z } from "zod";
import { isUuid } from "@/lib/brand-scope";
import { decodeCursor, toPage } from "./pagination";
import { ApiError } from "./problem";

/** The sort value and id of a row; a page starts after the row with these. */
export type Keyset = { value: string; id: string };

const SORT_VALUE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z)?$/;

function badCursor(): never {
  throw new ApiError("invalid-request", "The cursor is not valid. Pass the `next_cursor` of a previous page unchanged.", {
    errors: [{ path: "query.cursor", message: "not a cursor of this list" }],
  });
}

/** The position a `cursor` query value names, or null without one. */
export function keysetAfter(cursor: string | undefined): Keyset | null {
  if (!cursor) return null;
  const [value, id] = decodeCursor(cursor, 2);
  if (typeof value !== "string" || !SORT_VALUE.test(value) || Number.isNaN(Date.parse(value)) || !isUuid(id)) badCursor();
  return { value, id };
}

/** The list envelope of one page: `limit` rows presented, has_more and the next cursor from the last row's key. */
export function keysetPage<R, O>(result: { rows: readonly R[]; keys: readonly Keyset[] }, limit: number, present: (row: R) => O) {
  const page = toPage(
    result.rows.map((row, i) => ({ row, key: result.keys[i]! })),
    limit,
    (x) => [x.key.value, x.key.id],
  );
  return { ...page, data: page.data.map((x) => present(x.row)) };
}

/** A yes/no query parameter: `true` or `false` (z.coerce.boolean would read "false" as true). */
export const queryBoolean = () => z.enum(["true", "false"]).transform((v) => v === "true");
