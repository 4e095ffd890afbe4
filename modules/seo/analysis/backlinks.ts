/**
 * Backlink profiles as the pages use them, whichever source filled them (DataForSEO Backlinks or an
 * imported Semrush Backlinks export), and the pure work on them: the link gap (domains linking to at
 * least one competitor and not to the brand), new and lost links by month, and a profile built from a
 * list of single backlinks (what an export holds). Pure and client-safe.
 */
import { registrableDomain } from "../providers/domain";

export type BacklinkSummary = { referringDomains: number; backlinks: number; rank: number | null };
export type ReferringDomain = { domain: string; rank: number | null; backlinks: number; firstSeen: string | null; lostDate: string | null };
export type AnchorCount = { anchor: string; backlinks: number; referringDomains: number };
/** One backlink; `lostDate` is when the source last saw it gone (null while it is live). Dates are ISO. */
export type Backlink = { domainFrom: string; urlFrom: string; urlTo: string; anchor: string | null; firstSeen: string | null; lostDate: string | null; dofollow: boolean | null };
export type BacklinkProfile = { summary: BacklinkSummary; referringDomains: ReferringDomain[]; anchors: AnchorCount[]; links: Backlink[] };

/** A domain of the link gap: who it links to among the competitors, and how strong it is. */
export type GapDomain = { domain: string; rank: number | null; linksTo: string[]; backlinks: number };
export type LinkGap = { competitors: string[]; excluded: string[]; rows: GapDomain[] };

/** Most links first, then the strongest domain, then by name: the outreach list reads top-down. */
export function sortGap(rows: GapDomain[]): GapDomain[] {
  return rows.sort((a, b) => b.linksTo.length - a.linksTo.length || (b.rank ?? -1) - (a.rank ?? -1) || b.backlinks - a.backlinks || a.domain.localeCompare(b.domain));
}

/**
 * The link gap from referring-domain lists: every domain in at least one competitor's list and in none
 * of the brand's, with the competitors it links to. Domains are compared by registrable domain
 * ("blog.example.com" and "example.com" are one site), and the brand's own domains never count.
 */
export function linkGapFromReferringDomains(own: { target: string; domains: readonly ReferringDomain[] }[], competitors: { target: string; domains: readonly ReferringDomain[] }[]): LinkGap {
  const key = (d: string) => registrableDomain(`http://${d}`) || d.toLowerCase();
  const ownTargets = new Set(own.map((o) => key(o.target)));
  const linksToBrand = new Set(own.flatMap((o) => o.domains.map((d) => key(d.domain))));
  const byDomain = new Map<string, GapDomain>();
  for (const c of competitors) {
    for (const d of c.domains) {
      const k = key(d.domain);
      if (linksToBrand.has(k) || ownTargets.has(k) || d.lostDate) continue;
      const row = byDomain.get(k) ?? { domain: k, rank: d.rank, linksTo: [], backlinks: 0 };
      if (!row.linksTo.includes(c.target)) row.linksTo.push(c.target);
      row.backlinks += d.backlinks;
      if (d.rank !== null && (row.rank === null || d.rank > row.rank)) row.rank = d.rank;
      byDomain.set(k, row);
    }
  }
  return { competitors: competitors.map((c) => c.target), excluded: own.map((o) => o.target), rows: sortGap([...byDomain.values()]) };
}

export type NewLostMonth = { month: string; gained: number; lost: number };

/** New and lost links per month ("YYYY-MM"), oldest first, over the last `months` months up to `now`. */
export function newLostByMonth(links: readonly Backlink[], now: Date, months = 12): NewLostMonth[] {
  const out: NewLostMonth[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push({ month: d.toISOString().slice(0, 7), gained: 0, lost: 0 });
  }
  const at = new Map(out.map((m) => [m.month, m]));
  for (const l of links) {
    if (l.firstSeen) {
      const m = at.get(l.firstSeen.slice(0, 7));
      if (m) m.gained++;
    }
    if (l.lostDate) {
      const m = at.get(l.lostDate.slice(0, 7));
      if (m) m.lost++;
    }
  }
  return out;
}

/** Anchors shown per domain: the head of the distribution is what tells a profile apart. */
export const TOP_ANCHORS = 20;

/**
 * A profile from single backlinks (an export): referring domains and anchors counted from the live
 * links, lost links kept for the new/lost timeline. No rank: exports carry page scores, not a domain rank.
 */
export function profileFromLinks(links: readonly Backlink[]): BacklinkProfile {
  const live = links.filter((l) => !l.lostDate);
  const domains = new Map<string, ReferringDomain>();
  for (const l of links) {
    const d = domains.get(l.domainFrom) ?? { domain: l.domainFrom, rank: null, backlinks: 0, firstSeen: l.firstSeen, lostDate: l.lostDate };
    if (!l.lostDate) {
      d.backlinks++;
      d.lostDate = null;
    }
    if (l.firstSeen && (!d.firstSeen || l.firstSeen < d.firstSeen)) d.firstSeen = l.firstSeen;
    domains.set(l.domainFrom, d);
  }
  const anchors = new Map<string, { backlinks: number; domains: Set<string> }>();
  for (const l of live) {
    const text = (l.anchor ?? "").trim();
    const a = anchors.get(text) ?? { backlinks: 0, domains: new Set<string>() };
    a.backlinks++;
    a.domains.add(l.domainFrom);
    anchors.set(text, a);
  }
  const referringDomains = [...domains.values()].sort((a, b) => b.backlinks - a.backlinks || a.domain.localeCompare(b.domain));
  return {
    summary: { referringDomains: referringDomains.filter((d) => !d.lostDate).length, backlinks: live.length, rank: null },
    referringDomains,
    anchors: [...anchors.entries()]
      .map(([anchor, a]) => ({ anchor, backlinks: a.backlinks, referringDomains: a.domains.size }))
      .sort((a, b) => b.referringDomains - a.referringDomains || b.backlinks - a.backlinks || a.anchor.localeCompare(b.anchor))
      .slice(0, TOP_ANCHORS),
    links: [...links],
  };
}

/**
 * Two gaps over the same competitors as one: a domain in either, linking to the union of the
 * competitors either saw. The provider's domain_intersection reaches past the referring domains
 * fetched per target; those lists catch domains the intersection's limit cut off.
 */
export function mergeGaps(a: LinkGap, b: LinkGap): LinkGap {
  const rows = new Map<string, GapDomain>();
  for (const r of [...a.rows, ...b.rows]) {
    const row = rows.get(r.domain);
    if (!row) {
      rows.set(r.domain, { ...r, linksTo: [...r.linksTo] });
      continue;
    }
    for (const c of r.linksTo) if (!row.linksTo.includes(c)) row.linksTo.push(c);
    row.backlinks = Math.max(row.backlinks, r.backlinks);
    if (r.rank !== null && (row.rank === null || r.rank > row.rank)) row.rank = r.rank;
  }
  const competitors = [...new Set([...a.competitors, ...b.competitors])];
  const excluded = [...new Set([...a.excluded, ...b.excluded])];
  const ownSet = new Set(excluded);
  return { competitors, excluded, rows: sortGap([...rows.values()].filter((r) => !ownSet.has(r.domain))) };
}
