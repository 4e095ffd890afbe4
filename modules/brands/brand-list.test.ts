import { describe, expect, it } from "vitest";
import { mergeBrandLists, splitByOwnership } from "./brand-list";

const me = "u-me";
const b = (id: string, userId: string, day: number) => ({ id, name: `Brand ${id}`, userId, createdAt: new Date(Date.UTC(2025, 0, day)) });

describe("brand list (spec §4)", () => {
  it("lists owned brands first, then accessible ones, each by created_at ascending", () => {
    const owned = [b("o2", me, 5), b("o1", me, 2)];
    const accessible = [b("p2", "u-x", 9), b("p1", "u-y", 1)];
    const access = [
      { brandId: "p1", role: "viewer" },
      { brandId: "p2", role: "member" },
    ];
    expect(mergeBrandLists(me, owned, access, accessible).map((x) => [x.id, x.role])).toEqual([
      ["o1", "owner"],
      ["o2", "owner"],
      ["p1", "viewer"],
      ["p2", "member"],
    ]);
  });

  it("does not list an owned brand twice when it also has an access row", () => {
    const owned = [b("o1", me, 2)];
    const access = [
      { brandId: "o1", role: "owner" },
      { brandId: "p1", role: "admin" },
    ];
    const list = mergeBrandLists(me, owned, access, [b("o1", me, 2), b("p1", "u-x", 3)]);
    expect(list.map((x) => x.id)).toEqual(["o1", "p1"]);
  });

  it("defaults a missing access role to member", () => {
    expect(mergeBrandLists(me, [], [{ brandId: "p1", role: "" }], [b("p1", "u-x", 3)])[0]?.role).toBe("member");
  });

  it("splits into Brands You Own and Brands You Participate", () => {
    const list = mergeBrandLists(me, [b("o1", me, 1)], [{ brandId: "p1", role: "viewer" }], [b("p1", "u-x", 1)]);
    const { owned, participating } = splitByOwnership(list);
    expect(owned.map((x) => x.id)).toEqual(["o1"]);
    expect(participating.map((x) => x.id)).toEqual(["p1"]);
  });

  it("carries a custom role's name as typed, and none for the owner's own brands", () => {
    const list = mergeBrandLists(me, [b("o1", me, 1)], [{ brandId: "p1", role: "qa-limited", roleName: "QA Limited" }], [b("p1", "u-x", 1)]);
    expect(list.map((x) => [x.id, x.role, x.customRoleName])).toEqual([
      ["o1", "owner", null],
      ["p1", "qa-limited", "QA Limited"],
    ]);
  });
});
