/**
 * Issue 26: the deployment's white-label branding. Only deployment admins (APP_ADMIN_EMAILS or the first
 * user) save it; every page's metadata, the login page and mails read it through a per-process cache that
 * a save drops; the favicon and logo are served by content-hashed URLs. growth_app may read the row,
 * never write it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { asc, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { appBranding, profiles } from "@/db/schema";
import { actAs } from "../helpers/session";
import { createUser } from "../helpers/factories";
import { PNG } from "../matrix/fixtures";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const actions = await import("@/modules/branding/actions");
const { BRANDING_DEFAULTS, brandingMetadata, contentHash, getBranding, invalidateBranding, isDeploymentAdmin } = await import("@/lib/branding");
const { withUserTx } = await import("@/lib/brand-scope");
const { authMail } = await import("@/lib/mail");
const { invitationMail } = await import("@/modules/team/mails");
const favicon = await import("@/app/favicon/route");
const logo = await import("@/app/branding/logo/route");
// What app/layout.tsx and app/(auth)/auth/page.tsx answer (they import next/font, which vitest cannot load).
const rootMetadata = async () => brandingMetadata(await getBranding());
const loginMetadata = async () => ({ title: { absolute: `Login - ${(await getBranding()).productName}` } });

const saved = process.env.APP_ADMIN_EMAILS;
beforeEach(async () => {
  actAs(null);
  await getDb().delete(appBranding);
  invalidateBranding();
});
afterEach(() => {
  if (saved === undefined) delete process.env.APP_ADMIN_EMAILS;
  else process.env.APP_ADMIN_EMAILS = saved;
});

async function admin() {
  const user = await createUser();
  process.env.APP_ADMIN_EMAILS = `someone@else.test, ${user.email.toUpperCase()}`;
  return user;
}

describe("who may change the branding", () => {
  it("is an address in APP_ADMIN_EMAILS or the deployment's first user; nobody else", async () => {
    await createUser(); // whoever signed up first, whichever test file's user that was
    const [first] = await getDb().select({ id: profiles.id, email: profiles.email }).from(profiles).orderBy(asc(profiles.createdAt), asc(profiles.id)).limit(1);
    const someone = await createUser();
    delete process.env.APP_ADMIN_EMAILS;
    expect(await isDeploymentAdmin(someone)).toBe(false);
    expect(await isDeploymentAdmin({ id: first!.id, email: first!.email ?? "" })).toBe(true);
    actAs(someone);
    expect(await actions.saveBrandingAction({ title: "Hijacked" })).toEqual({ ok: false, error: "Only an administrator of this deployment can change its branding." });
    expect(await actions.uploadBrandingImageAction({ kind: "favicon", file: new Blob([PNG]) })).toMatchObject({ ok: false });
    expect(await getDb().select().from(appBranding)).toEqual([]);

    const a = await admin();
    expect(await isDeploymentAdmin(a)).toBe(true);
  });
});

describe("saving and reading", () => {
  it("defaults to Growth OS, and a save reaches metadata, the login title and mails at once", async () => {
    expect(await getBranding()).toMatchObject({ title: "Growth OS", productName: "S-AI-O Intelligence", favicon: "/favicon.svg", logo: null, custom: false });
    expect(await rootMetadata()).toMatchObject({ title: { default: "Growth OS", template: "%s · Growth OS" } });
    expect(await loginMetadata()).toEqual({ title: { absolute: "Login - S-AI-O Intelligence" } });

    actAs(await admin());
    const r = await actions.saveBrandingAction({
      title: "Acme Growth",
      description: "Acme's growth desk",
      productName: "Acme Intelligence",
      keywords: "growth, seo",
      canonicalUrl: "https://growth.acme.test",
      ogImage: "https://cdn.acme.test/og.png",
    });
    expect(r).toMatchObject({ ok: true, data: { title: "Acme Growth", ogTitle: "Acme Growth", productName: "Acme Intelligence", custom: true } });

    // The cached copy was dropped by the save: the next reads see it.
    expect(await rootMetadata()).toMatchObject({
      title: { default: "Acme Growth", template: "%s · Acme Growth" },
      description: "Acme's growth desk",
      keywords: ["growth", "seo"],
      alternates: { canonical: "https://growth.acme.test" },
      openGraph: { title: "Acme Growth", description: "Acme's growth desk", images: ["https://cdn.acme.test/og.png"] },
    });
    expect(await loginMetadata()).toEqual({ title: { absolute: "Login - Acme Intelligence" } });
    const product = (await getBranding()).title;
    const mail = authMail("magiclink", { link: "https://x.test/l", otp: "123456", email: "a@b.test", product });
    expect(mail.text).toContain("Log in to Acme Growth");
    expect(mail.html).toContain("Acme Growth</td>");
    expect(invitationMail({ brandName: "B", inviterName: "I", roleName: "Member", url: "https://x.test", email: "a@b.test", product }).subject).toBe("I invited you to B on Acme Growth");

    // Blank fields go back to the defaults.
    await actions.saveBrandingAction({ title: "  " });
    expect(await getBranding()).toMatchObject({ title: BRANDING_DEFAULTS.title, productName: BRANDING_DEFAULTS.productName, custom: false });
  });

  it("refuses addresses that are not http(s)", async () => {
    actAs(await admin());
    const r = await actions.saveBrandingAction({ canonicalUrl: "javascript:alert(1)" });
    expect(r).toMatchObject({ ok: false, fieldErrors: { canonicalUrl: [expect.stringMatching(/full http\(s\) address/)] } });
  });
});

describe("the favicon and logo", () => {
  it("are served by content hash with a year's cache; unknown versions briefly; none: the built-in icon", async () => {
    const none = await favicon.GET(new Request("http://localhost/favicon"));
    expect(none.status).toBe(302);
    expect(none.headers.get("location")).toBe("/favicon.svg");
    expect((await logo.GET(new Request("http://localhost/branding/logo"))).status).toBe(404);

    actAs(await admin());
    const up = await actions.uploadBrandingImageAction({ kind: "favicon", file: new Blob([PNG]) });
    const hash = contentHash(PNG);
    expect(up).toMatchObject({ ok: true, data: { favicon: `/favicon?v=${hash}` } });
    expect((await rootMetadata()).icons).toEqual({ icon: `/favicon?v=${hash}` });

    const res = await favicon.GET(new Request(`http://localhost/favicon?v=${hash}`));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    const stale = await favicon.GET(new Request("http://localhost/favicon?v=00000000"));
    expect(stale.headers.get("cache-control")).toBe("public, max-age=60");

    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>']);
    expect(await actions.uploadBrandingImageAction({ kind: "logo", file: svg })).toMatchObject({ ok: false, error: expect.stringMatching(/not allowed for safety/) });
    // An image change keeps the texts.
    await actions.saveBrandingAction({ title: "Kept" });
    await actions.uploadBrandingImageAction({ kind: "logo", file: new Blob([PNG]) });
    expect(await getBranding()).toMatchObject({ title: "Kept", logo: `/branding/logo?v=${hash}` });
    await actions.removeBrandingImageAction({ kind: "favicon" });
    expect(await getBranding()).toMatchObject({ title: "Kept", favicon: "/favicon.svg" });
  });
});

describe("row-level security", () => {
  it("lets growth_app read the row but never write it", async () => {
    actAs(await admin());
    await actions.saveBrandingAction({ title: "Readable" });
    const user = await createUser();
    const rows = await withUserTx(user, (tx) => tx.select({ title: appBranding.title }).from(appBranding));
    expect(rows).toEqual([{ title: "Readable" }]);
    const updated = await withUserTx(user, (tx) => tx.execute(sql`update app_branding set title = 'Defaced' returning id`));
    expect(updated.length).toBe(0);
    await expect(withUserTx(user, (tx) => tx.execute(sql`insert into app_branding (id, title) values (1, 'x') on conflict do nothing`))).rejects.toThrow();
  });
});
