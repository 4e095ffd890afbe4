import { describe, expect, it } from "vitest";
import { SIDEBAR, SIDEBAR_TOP, getRoute } from "@/lib/navigation/registry";
import { SIDEBAR_ICONS } from "./sidebar-icons";

describe("sidebar icons", () => {
  it("cover every icon the sidebar shows", () => {
    const shown = [...SIDEBAR_TOP.map((path) => getRoute(path)!.icon), ...SIDEBAR.map((section) => section.icon)];
    expect(shown.filter((name) => !SIDEBAR_ICONS[name])).toEqual([]);
  });
});
