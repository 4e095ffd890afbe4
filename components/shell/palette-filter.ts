/**
 * The palette's matcher. cmdk's default fuzzy score lets "Keyword Research" match "Search
 * Keywords" (letters in order), so a stray entry can take the first row; here every word typed must
 * appear in the entry's label, section, sub-group or path, and label matches rank first.
 */
export function paletteScore(label: string, extras: readonly string[], query: string): number {
  const q = normalize(query);
  if (!q) return 1;
  const l = normalize(label);
  if (l === q) return 1;
  if (l.startsWith(q)) return 0.9;
  if (l.includes(q)) return 0.8;
  const words = q.split(" ");
  const labelWords = l.split(" ");
  if (words.every((w) => labelWords.some((lw) => lw.startsWith(w)))) return 0.7;
  const hay = normalize([label, ...extras].join(" "));
  if (words.every((w) => hay.includes(w))) return 0.4;
  return 0;
}

function normalize(s: string): string {
  return s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
