import { describe, expect, it } from "vitest";
import { buildIcs, foldLine, icsText, icsUtc } from "./ics";

const octets = (s: string) => new TextEncoder().encode(s).length;

describe("ICS writer", () => {
  it("writes DATE-TIME in UTC whatever the instant's zone", () => {
    expect(icsUtc(new Date("2026-03-29T01:30:00+01:00"))).toBe("20260329T003000Z");
    expect(icsUtc(new Date("2026-11-26T23:59:59.999Z"))).toBe("20261126T235959Z");
  });

  it("escapes backslash, semicolon, comma and line breaks in TEXT", () => {
    expect(icsText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds lines at 75 octets with a leading space, never inside a UTF-8 character", () => {
    const long = `SUMMARY:${"é".repeat(60)}${"x".repeat(40)}`;
    const folded = foldLine(long);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(octets(l)).toBeLessThanOrEqual(75);
    for (const l of lines.slice(1)) expect(l.startsWith(" ")).toBe(true);
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join("")).toBe(long);
    expect(foldLine("SHORT:x")).toBe("SHORT:x");
    expect(foldLine("A".repeat(75))).toBe("A".repeat(75));
    expect(foldLine("A".repeat(76)).split("\r\n")).toEqual(["A".repeat(75), " A"]);
  });

  it("builds a VCALENDAR with one VEVENT per post: stable UID, DTSTAMP, UTC DTSTART, SUMMARY, URL, CRLF only", () => {
    const ics = buildIcs({
      name: "Acme; content, calendar",
      now: new Date("2026-01-02T03:04:05Z"),
      events: [{ uid: "p1@content.growth-os", start: new Date("2026-03-05T09:15:00Z"), summary: "Launch, part 1; with \\ and\nnew line", url: "https://acme.example/launch" }],
    });
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = ics.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("X-WR-CALNAME:Acme\\; content\\, calendar");
    expect(lines).toContain("UID:p1@content.growth-os");
    expect(lines).toContain("DTSTAMP:20260102T030405Z");
    expect(lines).toContain("DTSTART:20260305T091500Z");
    expect(lines).toContain("DTEND:20260305T094500Z");
    expect(lines).toContain("SUMMARY:Launch\\, part 1\\; with \\\\ and\\nnew line");
    expect(lines).toContain("URL:https://acme.example/launch");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });
});
