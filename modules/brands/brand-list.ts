/** Pure brand-list rules of spec §4, kept apart from the queries so they are unit-testable. */

type BrandRow = { id: string; name: string; userId: string; createdAt: Date };
type AccessRow = { brandId: string; role: string; roleName?: string | null };

type MergedBrand = {
  id: string;
  name: string;
  /** "owner" for brands the user owns, else the stored access role (default member). */
  role: string;
  /** The custom role's name as typed, from the access row; null for built-in roles. */
  customRoleName: string | null;
  createdAt: string;
};

/** A brand of the brand list, with the user's role as people read it ("Owner", "QA Limited"). */
export type BrandListItem = Omit<MergedBrand, "customRoleName"> & { roleName: string };

const byCreated = (a: BrandRow, b: BrandRow) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);

/**
 * Owned brands first, then accessible ones, each by created_at ascending, without duplicates
 * (an owner also has an access row of role owner; it must not appear twice).
 */
export function mergeBrandLists(userId: string, owned: BrandRow[], access: AccessRow[], accessible: BrandRow[]): MergedBrand[] {
  const roles = new Map(access.map((a) => [a.brandId, a]));
  const seen = new Set<string>();
  const out: MergedBrand[] = [];
  for (const b of [...owned].filter((b) => b.userId === userId).sort(byCreated)) {
    if (seen.has(b.id)) continue;
    seen.add(b.id);
    out.push({ id: b.id, name: b.name, role: "owner", customRoleName: null, createdAt: b.createdAt.toISOString() });
  }
  for (const b of [...accessible].sort(byCreated)) {
    if (seen.has(b.id)) continue;
    seen.add(b.id);
    const access = roles.get(b.id);
    const role = b.userId === userId ? "owner" : access?.role || "member";
    out.push({ id: b.id, name: b.name, role, customRoleName: role === access?.role ? (access.roleName ?? null) : null, createdAt: b.createdAt.toISOString() });
  }
  return out;
}

export function splitByOwnership<T extends { role: string }>(list: readonly T[]): { owned: T[]; participating: T[] } {
  return { owned: list.filter((b) => b.role === "owner"), participating: list.filter((b) => b.role !== "owner") };
}
