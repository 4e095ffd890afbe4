/**
 * An upload to /vector-store is pinned to the brand its page was rendered for: the form names that
 * brand, and when the person has switched to another brand since (another tab), the file is refused
 * with a reason instead of landing in the wrong brand's knowledge base.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { knowledgeSources, storageObjects } from "@/db/schema";
import type { AuthUser } from "@/lib/auth/types";
import { actAs } from "../helpers/session";
import { selectBrand } from "../helpers/brand-context";
import { createBrand, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const { uploadKnowledgeFileAction } = await import("@/modules/knowledge/source-actions");
const { OTHER_BRAND_PAGE } = await import("@/modules/knowledge/inputs");

function form(brandId: string | null): FormData {
  const f = new FormData();
  if (brandId) f.set("brandId", brandId);
  f.set("file", new File(["Our refund policy: thirty days."], "policy.txt", { type: "text/plain" }));
  return f;
}

const sourcesOf = (brandId: string) => getDb().select({ id: knowledgeSources.id, title: knowledgeSources.title }).from(knowledgeSources).where(eq(knowledgeSources.brandId, brandId));
const filesOf = (brandId: string) => getDb().select({ id: storageObjects.id }).from(storageObjects).where(eq(storageObjects.brandId, brandId));

describe("uploadKnowledgeFile", () => {
  let user: AuthUser;
  let a: { id: string };
  let b: { id: string };
  beforeEach(async () => {
    user = await createUser();
    a = await createBrand(user, "Brand A");
    b = await createBrand(user, "Brand B");
    actAs(user);
  });

  it("lands in the brand the page was rendered for when it is still the current one", async () => {
    await selectBrand(user, a.id);
    const res = await uploadKnowledgeFileAction(form(a.id));
    expect(res.ok).toBe(true);
    expect((await sourcesOf(a.id)).map((s) => s.title)).toEqual(["policy.txt"]);
    expect(await sourcesOf(b.id)).toEqual([]);
  });

  it("is refused, and stores nothing anywhere, when the person switched brands after the page was rendered", async () => {
    // The page was rendered for A; the person then switched to B in another tab.
    await selectBrand(user, b.id);
    expect(await uploadKnowledgeFileAction(form(a.id))).toEqual({ ok: false, error: OTHER_BRAND_PAGE });
    // A form without the brand (a page from before this check) is refused the same way.
    expect(await uploadKnowledgeFileAction(form(null))).toEqual({ ok: false, error: OTHER_BRAND_PAGE });
    for (const brand of [a, b]) {
      expect(await sourcesOf(brand.id)).toEqual([]);
      expect(await filesOf(brand.id)).toEqual([]);
    }
  });
});
