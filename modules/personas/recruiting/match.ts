/**
 * Recruiting by criteria and quotas, as pure functions: the page previews with the same matcher the
 * server recruits with, and the order is deterministic (oldest persona first, then id) so two
 * recruiters filling the same quotas get the same people.
 */
import type { PersonaProfile } from "@/db/schema";

export type RecruitCandidate = {
  id: string;
  name: string;
  briefId: string | null;
  segmentKey: string | null;
  source: string;
  status: string;
  flagged: boolean;
  createdAt: string;
  profile: PersonaProfile;
};

export type RecruitCriteria = {
  /** Empty = any segment. */
  segmentKeys: string[];
  /** null = any brief. */
  briefId: string | null;
  /** Free text: every word must appear somewhere in the persona's name or profile. */
  attributes: string;
  /** Empty = any source. */
  sources: string[];
  /** Personas the consistency checks flagged stay out unless asked for. */
  includeFlagged: boolean;
};

/** A quota: how many participants of one segment (null = any segment) the project should have. */
export type Quota = { segmentKey: string | null; count: number };

export const ANY_SEGMENT = "any";
export const quotaLabel = (q: Pick<Quota, "segmentKey">) => q.segmentKey ?? ANY_SEGMENT;

export type ProjectSeat = { personaId: string; status: "recruited" | "dropped"; quota: string | null; segmentKey: string | null };

export type QuotaOutcome = {
  quota: string;
  wanted: number;
  /** Recruited for this quota before this run. */
  already: number;
  added: number;
  /** Seats still empty after this run (0 = the quota is filled). */
  missing: number;
  /** Why the quota could not be filled; null when it was. */
  reason: string | null;
};

function profileText(c: Pick<RecruitCandidate, "name" | "profile" | "segmentKey">): string {
  const parts: string[] = [c.name, c.segmentKey ?? ""];
  const walk = (v: unknown) => {
    if (v == null) return;
    if (typeof v === "string" || typeof v === "number") parts.push(String(v));
    else if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === "object")
      for (const [k, x] of Object.entries(v)) {
        parts.push(k);
        walk(x);
      }
  };
  walk(c.profile);
  return parts.join(" ").toLowerCase();
}

export function attributeTerms(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[\s,]+/)
    .map((t) => t.trim())
    .filter(Boolean);
}

/** Whether the persona meets the criteria, ignoring segment (quotas decide segments) when `ignoreSegment`. */
export function matchesCriteria(c: RecruitCandidate, k: RecruitCriteria, { ignoreSegment = false } = {}): boolean {
  if (c.status !== "active") return false;
  if (c.flagged && !k.includeFlagged) return false;
  if (k.briefId && c.briefId !== k.briefId) return false;
  if (!ignoreSegment && k.segmentKeys.length && !k.segmentKeys.includes(c.segmentKey ?? "")) return false;
  if (k.sources.length && !k.sources.includes(c.source)) return false;
  const terms = attributeTerms(k.attributes);
  if (terms.length) {
    const text = profileText(c);
    if (!terms.every((t) => text.includes(t))) return false;
  }
  return true;
}

export function byRecruitOrder(a: Pick<RecruitCandidate, "createdAt" | "id">, b: Pick<RecruitCandidate, "createdAt" | "id">): number {
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function segmentName(key: string | null, names: Record<string, string>): string {
  return key === null ? "any segment" : `segment "${names[key] ?? key}"`;
}

/**
 * Fills each quota from personas matching the criteria and the quota's segment that are not yet in
 * the project (a dropped persona stays out: someone removed it on purpose; re-add it on /participants).
 * Seats already recruited for a quota count toward it. Each shortfall says why.
 */
export function fillQuotas(
  candidates: readonly RecruitCandidate[],
  criteria: RecruitCriteria,
  quotas: readonly Quota[],
  seats: readonly ProjectSeat[],
  segmentNames: Record<string, string> = {},
): { picks: { personaId: string; quota: string }[]; outcomes: QuotaOutcome[] } {
  const inProject = new Map(seats.map((s) => [s.personaId, s]));
  const taken = new Set<string>();
  const picks: { personaId: string; quota: string }[] = [];
  const outcomes: QuotaOutcome[] = [];
  const sorted = [...candidates].sort(byRecruitOrder);
  for (const q of quotas) {
    const label = quotaLabel(q);
    const already = seats.filter((s) => s.status === "recruited" && (s.quota === label || (s.quota === null && q.segmentKey !== null && s.segmentKey === q.segmentKey))).length;
    const need = Math.max(0, q.count - already);
    const ofSegment = sorted.filter((c) => q.segmentKey === null || c.segmentKey === q.segmentKey);
    // A segment quota decides the segment itself; "any segment" keeps the criteria's segment filter.
    const matching = ofSegment.filter((c) => matchesCriteria(c, criteria, { ignoreSegment: q.segmentKey !== null }));
    const free = matching.filter((c) => !inProject.has(c.id) && !taken.has(c.id));
    const chosen = free.slice(0, need);
    for (const c of chosen) {
      taken.add(c.id);
      picks.push({ personaId: c.id, quota: label });
    }
    const missing = need - chosen.length;
    let reason: string | null = null;
    if (missing > 0) {
      const where = segmentName(q.segmentKey, segmentNames);
      const flaggedOut = criteria.includeFlagged ? 0 : ofSegment.filter((c) => c.flagged && c.status === "active" && matchesCriteria(c, { ...criteria, includeFlagged: true }, { ignoreSegment: q.segmentKey !== null })).length;
      const inAlready = matching.filter((c) => inProject.get(c.id)?.status === "recruited").length;
      const dropped = matching.filter((c) => inProject.get(c.id)?.status === "dropped").length;
      const usedByOther = matching.filter((c) => taken.has(c.id) && !chosen.includes(c)).length;
      const notes = [
        inAlready && `${inAlready} already recruited`,
        dropped && `${dropped} dropped from this project (re-add them on Participants)`,
        usedByOther && `${usedByOther} taken by an earlier quota`,
        flaggedOut && `${flaggedOut} flagged by the consistency checks and excluded`,
      ].filter(Boolean);
      reason =
        matching.length === 0
          ? `No persona of ${where} matches the criteria${flaggedOut ? ` (${flaggedOut} flagged and excluded)` : ""}. Generate more personas or widen the criteria.`
          : `Only ${chosen.length} of the ${need} needed for ${where} could be recruited: ${matching.length} match the criteria${notes.length ? ` — ${notes.join(", ")}` : ""}. Generate more personas or widen the criteria.`;
    }
    outcomes.push({ quota: label, wanted: q.count, already, added: chosen.length, missing, reason });
  }
  return { picks, outcomes };
}
