/**
 * The route handlers of issue 5 (logo, avatar, activity CSV) behind the same wall as the actions:
 * people of the brand get the bytes, everyone else the same 404 as for something that does not exist.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { activityLogs, brandRoles } from "@/db/schema";
import { putUserFile } from "@/lib/storage";
import { PNG } from "../matrix/fixtures";
import { plantFile } from "../helpers/storage";
import { actAs } from "../helpers/session";
import { addMember, createBrand, createUser } from "../helpers/factories";
import { selectBrand } from "../helpers/brand-context";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const logo = await import("@/app/api/brands/[brandId]/logo/route");
const avatar = await import("@/app/api/avatars/[userId]/route");
const exportCsv = await import("@/app/(shell)/activity/export/route");

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';
const params = <T,>(v: T) => ({ params: Promise.resolve(v) });

beforeEach(() => actAs(null));

async function world() {
  const owner = await createUser({ fullName: "Olivia" });
  const viewer = await createUser();
  const outsider = await createUser();
  const brand = await createBrand(owner, "Route Co");
  const other = await createBrand(outsider, "Other Route Co");
  await addMember(brand.id, viewer, "viewer", owner);
  await selectBrand(owner, brand.id);
  await selectBrand(viewer, brand.id);
  await selectBrand(outsider, other.id);
  return { owner, viewer, outsider, brand, other };
}

describe("GET /api/brands/{id}/logo", () => {
  it("serves the logo to the brand's people with a sandboxing CSP, and 404 to anyone else", async () => {
    const { viewer, outsider, brand } = await world();
    await plantFile(brand.id, { kind: "logo", name: "logo.svg", contentType: "image/svg+xml", bytes: SVG });
    actAs(viewer);
    const ok = await logo.GET(new Request("http://x.test"), params({ brandId: brand.id }));
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("image/svg+xml");
    expect(ok.headers.get("content-security-policy")).toContain("sandbox");
    expect(ok.headers.get("x-content-type-options")).toBe("nosniff");
    // An SVG opened directly is a download, never a page of the app's origin (an <img> still shows it).
    expect(ok.headers.get("content-disposition")).toMatch(/^attachment; filename="logo.svg"/);
    expect(await ok.text()).toBe(SVG);
    actAs(outsider);
    expect((await logo.GET(new Request("http://x.test"), params({ brandId: brand.id }))).status).toBe(404);
    actAs(null);
    expect((await logo.GET(new Request("http://x.test"), params({ brandId: brand.id }))).status).toBe(404);
    actAs(viewer);
    expect((await logo.GET(new Request("http://x.test"), params({ brandId: "not-a-uuid" }))).status).toBe(404);
  });
});

describe("GET /api/avatars/{userId}", () => {
  it("serves an avatar to people who share a brand, 404 to strangers", async () => {
    const { owner, viewer, outsider } = await world();
    await putUserFile(owner, "avatar", { name: "me.png", bytes: PNG });
    actAs(viewer);
    expect((await avatar.GET(new Request("http://x.test"), params({ userId: owner.id }))).status).toBe(200);
    actAs(outsider);
    expect((await avatar.GET(new Request("http://x.test"), params({ userId: owner.id }))).status).toBe(404);
  });
});

describe("GET /activity/export", () => {
  it("exports the current brand's filtered log as CSV with formulas neutralised", async () => {
    const { owner, brand, other, outsider } = await world();
    await getDb().insert(activityLogs).values([
      { brandId: brand.id, userId: owner.id, actionType: "update_brand_list", userAction: "=HYPERLINK(\"http://evil\")", payload: { n: 1 } },
      { brandId: brand.id, userId: owner.id, actionType: "create_role", userAction: "Created role", payload: {} },
      { brandId: other.id, userId: outsider.id, actionType: "create_role", userAction: "Other brand secret", payload: {} },
    ]);
    actAs(owner);
    const res = await exportCsv.GET(new Request("http://x.test/activity/export?action=update_brand_list"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    // A byte-order mark first, so spreadsheet apps read the file as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split("\r\n")[0]).toBe("created_at,user_name,user_email,action_type,action,user_action,payload");
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).not.toContain("Created role");
    expect(text).not.toContain("Other brand secret");
  });

  it("answers 401 signed out and 404 to a role that cannot view the log", async () => {
    const { owner, brand } = await world();
    expect((await exportCsv.GET(new Request("http://x.test/activity/export"))).status).toBe(401);
    const limited = await createUser();
    await getDb().insert(brandRoles).values({ brandId: brand.id, key: "no-logs", name: "No logs", permissions: { seo: "view" } });
    await addMember(brand.id, limited, "no-logs", owner);
    await selectBrand(limited, brand.id);
    actAs(limited);
    expect((await exportCsv.GET(new Request("http://x.test/activity/export"))).status).toBe(404);
  });
});
