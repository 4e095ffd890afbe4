import { describe, expect, it } from "vitest";
import { EMPTY_PROFILE } from "../profile";
import { comparePersonas, filterPersonas, type FilterablePersona } from "./compare";

const persona = (over: Partial<Omit<FilterablePersona, "profile">> & { profile?: Partial<FilterablePersona["profile"]> }): FilterablePersona => ({
  name: "Maya",
  briefName: "Home baristas",
  briefId: "b1",
  segment: "Home baristas",
  segmentKey: "home",
  source: "generated",
  status: "active",
  ...over,
  profile: { ...EMPTY_PROFILE, summary: "Brews at home", ...over.profile },
});

describe("comparePersonas", () => {
  it("aligns fields, marks differing scalars and list items the other side lacks", () => {
    const a = persona({ name: "Maya", profile: { age: 34, goals: ["Better espresso", "Save time"], channels: ["Instagram"], attributes: { diet: "vegan" } } });
    const b = persona({ name: "Tom", profile: { age: 34, goals: ["save  time", "Impress guests"], channels: ["Instagram"], attributes: { budget: "low" } } });
    const rows = comparePersonas(a, b);
    const row = (k: string) => rows.find((r) => r.key === k)!;
    expect(row("name")).toMatchObject({ differs: true, left: [{ text: "Maya" }], right: [{ text: "Tom" }] });
    expect(row("age").differs).toBe(false);
    expect(row("summary").differs).toBe(false);
    expect(row("goals").differs).toBe(true);
    expect(row("goals").left).toEqual([
      { text: "Better espresso", shared: false },
      { text: "Save time", shared: true },
    ]);
    expect(row("goals").right).toEqual([
      { text: "save  time", shared: true },
      { text: "Impress guests", shared: false },
    ]);
    expect(row("channels").differs).toBe(false);
    // An attribute on one side only is a row of its own, empty on the other.
    expect(row("attributes.diet")).toMatchObject({ differs: true, right: [] });
    expect(row("attributes.budget")).toMatchObject({ differs: true, left: [] });
    // Fields empty on both sides are left out.
    expect(rows.find((r) => r.key === "pains")).toBeUndefined();
    expect(rows.find((r) => r.key === "income")).toBeUndefined();
  });

  it("shows a missing brief as Unknown Brief", () => {
    const rows = comparePersonas(persona({ briefName: null }), persona({}));
    expect(rows.find((r) => r.key === "brief")).toMatchObject({ left: [{ text: "Unknown Brief" }], differs: true });
  });
});

describe("filterPersonas", () => {
  const list = [
    persona({ name: "Maya", profile: { occupation: "Barista", location: "Portland", goals: ["Latte art"] } }),
    persona({ name: "Tom", briefId: null, briefName: null, segmentKey: null, profile: { occupation: "Office manager", pains: ["Bulk orders"] } }),
    persona({ name: "Ana", status: "archived", source: "library", segmentKey: "cafe", profile: { location: "Lisbon" } }),
  ];
  const all = { brief: "", segment: "", source: "", status: "all" as const, text: "" };

  it("filters by status, brief (including none), segment and source", () => {
    expect(filterPersonas(list, { ...all, status: "active" }).map((p) => p.name)).toEqual(["Maya", "Tom"]);
    expect(filterPersonas(list, { ...all, brief: "none" }).map((p) => p.name)).toEqual(["Tom"]);
    expect(filterPersonas(list, { ...all, brief: "b1" }).map((p) => p.name)).toEqual(["Maya", "Ana"]);
    expect(filterPersonas(list, { ...all, segment: "cafe" }).map((p) => p.name)).toEqual(["Ana"]);
    expect(filterPersonas(list, { ...all, source: "library" }).map((p) => p.name)).toEqual(["Ana"]);
  });

  it("matches free text over every attribute, all words required", () => {
    expect(filterPersonas(list, { ...all, text: "portland barista" }).map((p) => p.name)).toEqual(["Maya"]);
    expect(filterPersonas(list, { ...all, text: "bulk" }).map((p) => p.name)).toEqual(["Tom"]);
    expect(filterPersonas(list, { ...all, text: "latte lisbon" })).toEqual([]);
  });
});
