import { describe, expect, it } from "vitest";
import { squadMemberName } from "./labels";

describe("squadMemberName", () => {
  it("shows the name with the alias, or the name alone", () => {
    expect(squadMemberName({ name: "Luis Ortega", alias: "Paid" })).toBe("Luis Ortega · Paid");
    expect(squadMemberName({ name: "Luis Ortega", alias: null })).toBe("Luis Ortega");
    expect(squadMemberName({ name: "Luis Ortega", alias: "  " })).toBe("Luis Ortega");
    expect(squadMemberName({ name: "Luis Ortega" })).toBe("Luis Ortega");
  });
});
