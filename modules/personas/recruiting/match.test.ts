import { describe, expect, it } from "vitest";
import { EMPTY_PROFILE } from "@/modules/personas/profile";
import { fillQuotas, matchesCriteria, type RecruitCandidate, type RecruitCriteria } from "./match";

const any: RecruitCriteria = { segmentKeys: [], briefId: null, attributes: "", sources: [], includeFlagged: false };
let n = 0;
function p(segmentKey: string | null, extra: Partial<RecruitCandidate> = {}): RecruitCandidate {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    name: `Persona ${n}`,
    briefId: "b1",
    segmentKey,
    source: "generated",
    status: "active",
    flagged: false,
    createdAt: `2026-01-${String(n).padStart(2, "0")}T00:00:00.000Z`,
    profile: { ...EMPTY_PROFILE, summary: "Runs a café", occupation: "Barista" },
    ...extra,
  };
}

describe("matchesCriteria", () => {
  it("needs every attribute word somewhere in the profile, and keeps flagged and archived personas out", () => {
    const a = p("cafe", { profile: { ...EMPTY_PROFILE, summary: "Owns a small café in Lyon", channels: ["Instagram"] } });
    expect(matchesCriteria(a, { ...any, attributes: "café instagram" })).toBe(true);
    expect(matchesCriteria(a, { ...any, attributes: "café tiktok" })).toBe(false);
    expect(matchesCriteria(p("cafe", { flagged: true }), any)).toBe(false);
    expect(matchesCriteria(p("cafe", { flagged: true }), { ...any, includeFlagged: true })).toBe(true);
    expect(matchesCriteria(p("cafe", { status: "archived" }), { ...any, includeFlagged: true })).toBe(false);
    expect(matchesCriteria(p("cafe", { source: "import" }), { ...any, sources: ["generated"] })).toBe(false);
    expect(matchesCriteria(p("home"), { ...any, segmentKeys: ["cafe"] })).toBe(false);
    expect(matchesCriteria(p("cafe", { briefId: "b2" }), { ...any, briefId: "b1" })).toBe(false);
  });
});

describe("fillQuotas", () => {
  it("fills each quota oldest first, counts seats already held and skips dropped personas", () => {
    const cafe = [p("cafe"), p("cafe"), p("cafe"), p("cafe")];
    const home = [p("home"), p("home")];
    const seats = [
      { personaId: cafe[0]!.id, status: "recruited" as const, quota: "cafe", segmentKey: "cafe" },
      { personaId: cafe[1]!.id, status: "dropped" as const, quota: "cafe", segmentKey: "cafe" },
    ];
    const { picks, outcomes } = fillQuotas([...home, ...cafe].reverse(), any, [{ segmentKey: "cafe", count: 3 }, { segmentKey: "home", count: 3 }], seats, { home: "Home baristas" });
    expect(picks).toEqual([
      { personaId: cafe[2]!.id, quota: "cafe" },
      { personaId: cafe[3]!.id, quota: "cafe" },
      { personaId: home[0]!.id, quota: "home" },
      { personaId: home[1]!.id, quota: "home" },
    ]);
    expect(outcomes[0]).toEqual({ quota: "cafe", wanted: 3, already: 1, added: 2, missing: 0, reason: null });
    expect(outcomes[1]).toMatchObject({ quota: "home", wanted: 3, already: 0, added: 2, missing: 1 });
    expect(outcomes[1]!.reason).toMatch(/Only 2 of the 3 needed for segment "Home baristas"/);
  });

  it("says when no persona matches and how many were flagged out", () => {
    const flagged = p("b2b", { flagged: true });
    const { picks, outcomes } = fillQuotas([flagged], any, [{ segmentKey: "b2b", count: 2 }], []);
    expect(picks).toEqual([]);
    expect(outcomes[0]!.reason).toMatch(/No persona of segment "b2b" matches the criteria \(1 flagged and excluded\)/);
  });

  it("never gives one persona two seats across quotas", () => {
    const people = [p("cafe"), p("cafe")];
    const { picks, outcomes } = fillQuotas(people, any, [{ segmentKey: "cafe", count: 2 }, { segmentKey: null, count: 1 }], []);
    expect(new Set(picks.map((x) => x.personaId)).size).toBe(picks.length);
    expect(outcomes[1]!.reason).toMatch(/2 taken by an earlier quota/);
  });
});
