/**
 * Postgres errors by meaning. drizzle wraps the driver's error ("Failed query: …") with the
 * PostgresError as its cause, so both places are looked at.
 */
type PgErrorFields = { code?: string; constraint_name?: string; constraint?: string };

function pgError(e: unknown): PgErrorFields | undefined {
  const cause = (e as { cause?: unknown } | undefined)?.cause;
  return (cause && typeof cause === "object" ? cause : e) as PgErrorFields | undefined;
}

export const DISK_FULL_MESSAGE = "The server has no disk space left, so this was not saved. Ask whoever runs Growth OS to free space, then try again.";

/** The database could not grow a file: its disk is full (53100), or a quota stopped it (53400 is not this). */
export function isDiskFull(e: unknown): boolean {
  return pgError(e)?.code === "53100";
}

/** A unique index refused the row (23505), optionally a named one. */
export function isUniqueViolation(e: unknown, constraint?: string): boolean {
  const err = pgError(e);
  if (err?.code !== "23505") return false;
  return !constraint || (err.constraint_name ?? err.constraint) === constraint;
}
