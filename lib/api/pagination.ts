/**
 * Cursor pagination for list endpoints (Stripe's shape): `?limit=` (1–100, default 25) and `?cursor=`
 * (opaque, from the previous page's `next_cursor`); answers `{ object: "list", data, has_more,
 * next_cursor }`. Cursors are keyset positions (the sort values of the last row), so pages stay
 * stable while rows are added, and a page costs one index range scan however deep it is.
 */
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { ApiError } from "./problem";

export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25).describe("How many items to return (1–100)."),
  cursor: z.string().min(1).max(512).optional().describe("The `next_cursor` of the previous page."),
});

export type PageQuery = z.output<typeof pageQuery>;

/** The list envelope around `item`. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({
    object: z.literal("list"),
    data: z.array(item),
    has_more: z.boolean().describe("Whether another page follows."),
    next_cursor: z.string().nullable().describe("Pass as `cursor` to get the next page; null on the last page."),
  });
}

export type CursorValue = string | number | null;

export function encodeCursor(values: readonly CursorValue[]): string {
  return Buffer.from(JSON.stringify(values), "utf8").toString("base64url");
}

/** The values of a cursor made by encodeCursor with `arity` values; a bad cursor is a 400. */
export function decodeCursor(cursor: string, arity: number): CursorValue[] {
  try {
    const v = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown;
    if (Array.isArray(v) && v.length === arity && v.every((x) => x === null || typeof x === "string" || typeof x === "number")) return v as CursorValue[];
  } catch {
    // fall through
  }
  throw new ApiError("invalid-request", "The cursor is not valid. Pass the `next_cursor` of a previous page unchanged.", {
    errors: [{ path: "query.cursor", message: "not a cursor of this list" }],
  });
}

/**
 * The keyset condition "after the cursor" for rows ordered by `columns` all in one direction (e.g.
 * created_at desc, id desc). Columns must be non-null and the last one unique. Each value is cast to
 * its column's type.
 */
export function afterCursor(columns: readonly PgColumn[], values: readonly CursorValue[], direction: "asc" | "desc"): SQL {
  const left = sql.join(columns.map((c) => sql`${c}`), sql`, `);
  const right = sql.join(
    columns.map((c, i) => sql`${values[i]}::${sql.raw(c.getSQLType())}`),
    sql`, `,
  );
  return direction === "desc" ? sql`(${left}) < (${right})` : sql`(${left}) > (${right})`;
}

/**
 * Builds the page from rows fetched with `limit + 1`: the extra row only says that more follow.
 * `cursorOf` gives the sort values of a row (the same columns as afterCursor).
 */
export function toPage<T>(rows: readonly T[], limit: number, cursorOf: (row: T) => readonly CursorValue[]) {
  const data = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  const last = data.at(-1);
  return { object: "list" as const, data, has_more: hasMore, next_cursor: hasMore && last !== undefined ? encodeCursor(cursorOf(last)) : null };
}

/** An ISO 8601 instant (UTC, milliseconds) for API output; null stays null. */
export function isoInstant(v: Date | string | null | undefined): string | null {
  if (v === null || v === undefined) return null;
  const d = v instanceof Date ? v : new Date(v);
  return d.toISOString();
}

export const instant = () => z.iso.datetime().describe("ISO 8601 instant, UTC.");
export const day = () => z.iso.date().describe("ISO 8601 date (YYYY-MM-DD).");

