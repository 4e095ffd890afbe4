import { describe, expect, it } from "vitest";
import { pgText } from "./boss";

describe("pgText (values as node-postgres sends them to pg-boss's SQL)", () => {
  it("sends arrays as Postgres array literals, quoting and escaping each element", () => {
    expect(pgText(["a1", "b2"])).toBe('{"a1","b2"}');
    expect(pgText(['say "hi"', "back\\slash", null])).toBe('{"say \\"hi\\"","back\\\\slash",NULL}');
    expect(pgText([])).toBe("{}");
  });

  it("sends objects as JSON, dates as ISO timestamps, null and undefined as SQL null, the rest as text", () => {
    expect(pgText({ brandId: null, payload: { k: 1 } })).toBe('{"brandId":null,"payload":{"k":1}}');
    expect(pgText(new Date("2026-01-02T03:04:05.678Z"))).toBe("2026-01-02T03:04:05.678Z");
    expect(pgText(null)).toBeNull();
    expect(pgText(undefined)).toBeNull();
    expect(pgText(42)).toBe("42");
    expect(pgText(false)).toBe("false");
  });
});
