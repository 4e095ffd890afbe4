/**
 * A Postgres text[] literal (each element quoted and escaped), bound as ONE parameter: drizzle's sql``
 * expands a JS array into a parameter list, which `unnest(…::text[])` cannot take.
 */
export function pgTextArray(items: readonly string[]): string {
  return `{${items.map((s) => `"${s.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
}
