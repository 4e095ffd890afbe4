import { describe, expect, it } from "vitest";
import {
  MATRIX_MODULES,
  customAccess,
  normalizePermissions,
  roleColumn,
  roleDisplayName,
  roleKeyFromName,
  templatePermissions,
} from "./matrix";

describe("role matrix", () => {
  it("governs every registry module except the always-visible ones", () => {
    expect(MATRIX_MODULES).toContain("seo");
    expect(MATRIX_MODULES).toContain("brand-team");
    expect(MATRIX_MODULES).not.toContain("dashboard");
    expect(MATRIX_MODULES).not.toContain("user-settings");
  });

  it("reads a custom role's stored level, defaulting to none", () => {
    expect(customAccess({ seo: "edit" }, "seo")).toBe("edit");
    expect(customAccess({ seo: "view" }, "seo")).toBe("view");
    expect(customAccess({}, "seo")).toBe("none");
    expect(customAccess({ seo: "admin" }, "seo")).toBe("none");
    expect(customAccess(null, "tasks")).toBe("none");
  });

  it("caps team and role administration at view for custom roles", () => {
    expect(customAccess({ "brand-team": "edit" }, "brand-team")).toBe("view");
    expect(customAccess({ "role-management": "edit" }, "role-management")).toBe("view");
  });

  it("always lets a role open the dashboard", () => {
    expect(customAccess({}, "dashboard")).toBe("view");
  });

  it("normalizes input to known modules and valid levels", () => {
    expect(normalizePermissions({ seo: "edit", bogus: "edit", tasks: "none", "brand-team": "edit", saio: 3 })).toEqual({
      seo: "edit",
      "brand-team": "view",
    });
  });

  it("builds columns for built-in and custom roles", () => {
    expect(roleColumn("viewer").tasks).toBe("view");
    expect(roleColumn("member")["brand-team"]).toBe("view");
    expect(roleColumn("owner")["role-management"]).toBe("edit");
    expect(roleColumn("seo-freelancer", { seo: "edit" }).tasks).toBe("none");
  });

  it("offers templates that respect the caps", () => {
    expect(templatePermissions("member")["brand-team"]).toBe("view");
    expect(templatePermissions("member").seo).toBe("edit");
    expect(templatePermissions("viewer").seo).toBe("view");
    expect(templatePermissions("none")).toEqual({});
  });

  it("derives role keys that never shadow a built-in role", () => {
    expect(roleKeyFromName("Content Lead")).toBe("content-lead");
    expect(roleKeyFromName("Ünïcode  Rôle!")).toBe("unicode-role");
    expect(roleKeyFromName("Admin")).toBe("admin-custom");
    expect(roleKeyFromName("!!!")).toBe("role");
  });
});

describe("roleDisplayName", () => {
  it("names built-in roles, keeps a custom role's name exactly as typed, and a gone role's key as stored", () => {
    expect(roleDisplayName("viewer")).toBe("Viewer");
    expect(roleDisplayName("owner", "ignored")).toBe("Owner");
    expect(roleDisplayName("qa-limited", "QA Limited")).toBe("QA Limited");
    expect(roleDisplayName("seo_lead", "seo lead (EU)")).toBe("seo lead (EU)");
    expect(roleDisplayName("qa-limited", null)).toBe("qa-limited");
  });
});
