import { describe, expect, it } from "vitest";
import { groupPersonasByBrief } from "./sidebar-personas";

describe("sidebar Personas group", () => {
  it("groups personas by brief name, keeping list order, with Unknown Brief for none", () => {
    const groups = groupPersonasByBrief([
      { id: "1", name: "Ana", briefName: "Baristas" },
      { id: "2", name: "Ben", briefName: null },
      { id: "3", name: "Cy", briefName: "Baristas" },
      { id: "4", name: "Di", briefName: "  " },
    ]);
    expect(groups).toEqual([
      { brief: "Baristas", personas: [expect.objectContaining({ id: "1" }), expect.objectContaining({ id: "3" })] },
      { brief: "Unknown Brief", personas: [expect.objectContaining({ id: "2" }), expect.objectContaining({ id: "4" })] },
    ]);
  });
  it("has no groups without personas", () => {
    expect(groupPersonasByBrief([])).toEqual([]);
  });
});
