/** Pure brand-list rules of spec §4, kept apart from the queries so they are unit-testable. */

export type BrandRow = { id: string; name: string; userId: string; createdAt: Date };
export type AccessRow = { brandId: string; role: string };

export type BrandListItem = {
  id: string;
  name: string;
  /** "owner" for brands the user owns, else the stored access role (default member). */
  role: string;
  createdAt: string;
};

const byCreated = (a: BrandRow, b: BrandRow) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);

/**
 * Owned brands first, then accessible ones, each by created_at ascending, without duplicates
 * (an owner also has an access row of role owner; it must not appear twice).
 */
export function mergeBrandLists(userId: string, owned: BrandRow[], access: AccessRow[], accessible: BrandRow[]): BrandListItem[] {
  const roles = new Map(access.map((a) => [a.brandId, a.role]));
  const seen = new Set<string>();
  const out: BrandListItem[] = [];
  for (const b of [...owned].filter((b) => b.userId === userId).sort(byCreated)) {
    if (seen.has(b.id)) continue;
    seen.add(b.id);
    out.push({ id: b.id, name: b.name, role: "owner", createdAt: b.createdAt.toISOString() });
  }
  for (const b of [...accessible].sort(byCreated)) {
    if (seen.has(b.id)) continue;
    seen.add(b.id);
    const role = b.userId === userId ? "owner" : roles.get(b.id) || "member";
    out.push({ id: b.id, name: b.name, role, createdAt: b.createdAt.toISOString() });
  }
  return out;
}

export function splitByOwnership<T extends { role: string }>(list: readonly T[]): { owned: T[]; participating: T[] } {
  return { owned: list.filter((b) => b.role === "owner"), participating: list.filter((b) => b.role !== "owner") };
}

/** Role names as people read them ("member" → "Member", "content_lead" → "Content lead"). */
export function roleLabel(role: string): string {
  const s = role.replace(/[_-]+/g, " ").trim();
  return s ? s[0]!.toUpperCase() + s.slice(1) : "Member";
}
