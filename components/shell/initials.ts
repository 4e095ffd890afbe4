/** Spec §9: first letters of the full name, else the first letter of the email, else "U". */
export function initialsFor(fullName: string | null | undefined, email: string | null | undefined): string {
  const words = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length) return words.map((w) => [...w][0]!.toUpperCase()).join("").slice(0, 2);
  const e = (email ?? "").trim();
  if (e) return [...e][0]!.toUpperCase();
  return "U";
}
