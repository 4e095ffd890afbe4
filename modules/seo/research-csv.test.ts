import { describe, expect, it } from "vitest";
import { keywordsCsv } from "./research-csv";

describe("keyword export CSV", () => {
  it("writes one row per keyword with tags joined, tracked as yes/no, and guards formulas", () => {
    const csv = keywordsCsv([
      {
        keyword: "cold brew coffee",
        volume: 2400,
        cpcUsd: "1.20",
        difficulty: 34,
        competition: 0.456,
        intent: "commercial",
        position: 7,
        positionUrl: "https://example.com/cold-brew",
        source: "semrush",
        tags: ["drinks", "summer"],
        group: "Cold brew",
        tracked: true,
        figuresAt: new Date("2026-11-01T10:00:00Z"),
      },
      { keyword: "=cmd()", volume: null, cpcUsd: null, difficulty: null, competition: null, intent: null, position: null, positionUrl: null, source: "manual", tags: [], group: null, tracked: false, figuresAt: null },
    ]);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("keyword,volume,cpc_usd,difficulty,competition,intent,position,position_url,source,tags,group,tracked,figures_at_utc");
    expect(lines[1]).toBe('cold brew coffee,2400,1.20,34,0.46,commercial,7,https://example.com/cold-brew,semrush,"drinks; summer",Cold brew,yes,2026-11-01T10:00:00.000Z');
    expect(lines[2]).toBe("'=cmd(),,,,,,,,manual,,,no,");
  });
});
