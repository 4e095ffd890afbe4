import { describe, expect, it } from "vitest";
import { atLeast, builtInAccess } from "./permissions";

describe("built-in roles", () => {
  it("lets a viewer view but never edit", () => {
    expect(builtInAccess("viewer", "tasks")).toBe("view");
    expect(atLeast("view", "edit")).toBe(false);
  });
  it("keeps brand administration to owners and admins", () => {
    expect(builtInAccess("member", "brand-team")).toBe("view");
    expect(builtInAccess("admin", "brand-team")).toBe("edit");
    expect(builtInAccess("member", "tasks")).toBe("edit");
  });
  it("leaves custom roles to the brand's matrix", () => {
    expect(builtInAccess("seo-freelancer", "tasks")).toBeNull();
  });
});
