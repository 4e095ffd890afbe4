/**
 * Content items and social posts in the public API: drafts added, moved through review and the
 * calendar by the UI's own transitions, social scheduling with its rules; scopes, brand isolation,
 * bad input and pages.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { contentPosts, socialPublications } from "@/db/schema";
import { api } from "./helpers";
import { brandWithOwner, FORGED_CURSOR, ownerKey, problem, walk } from "./fixtures";
import "@/modules/webhooks/jobs";

const ARTICLE = { kind: "article", channel: "blog", title: "Cold brew at home", body_md: "# Cold brew at home\n\nCoarse grind, cold water and twelve hours of patience." };

describe("content items", () => {
  it("adds a draft and moves it through approve, schedule and publish like the UI", async () => {
    const w = await brandWithOwner();
    const token = await ownerKey(w, ["content-marketing:write"]);
    const made = await api("POST", "/content/items", { token, body: ARTICLE });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ object: "content_item", kind: "article", channel: "blog", title: "Cold brew at home", status: "suggested", method: "manual", brief_id: null, scheduled_at: null });
    expect(typeof made.body.score).toBe("number");
    const id = made.body.id as string;

    // Scheduling needs approval first: the UI's own refusal, as a 422.
    problem(await api("PATCH", `/content/items/${id}`, { token, body: { status: "scheduled", scheduled_at: "2026-12-01T09:00:00+01:00" } }), 422, "unprocessable");
    expect((await api("PATCH", `/content/items/${id}`, { token, body: { status: "selected" } })).body).toMatchObject({ status: "selected" });
    const scheduled = await api("PATCH", `/content/items/${id}`, { token, body: { status: "scheduled", scheduled_at: "2026-12-01T09:00:00+01:00" } });
    expect(scheduled.body).toMatchObject({ status: "scheduled", scheduled_at: "2026-12-01T08:00:00.000Z" });
    expect((await api("PATCH", `/content/items/${id}`, { token, body: { status: "selected" } })).body).toMatchObject({ status: "selected", scheduled_at: null });
    const published = await api("PATCH", `/content/items/${id}`, { token, body: { status: "published", url: "https://brand.test/cold-brew" } });
    expect(published.body).toMatchObject({ status: "published", published_url: "https://brand.test/cold-brew" });
    expect(published.body.published_at).not.toBeNull();
    problem(await api("PATCH", `/content/items/${id}`, { token, body: { status: "rejected", reason: "Too late now" } }), 422, "unprocessable");

    const other = await api("POST", "/content/items", { token, body: { ...ARTICLE, kind: "newsletter", channel: "newsletter", title: "March letter" } });
    const rejected = await api("PATCH", `/content/items/${other.body.id}`, { token, body: { status: "rejected", reason: "Off brand" } });
    expect(rejected.body).toMatchObject({ status: "rejected", reject_reason: "Off brand" });

    expect((await api("GET", "/content/items?status=published", { token })).body.data!.map((p) => p.id)).toEqual([id]);
    expect((await api("GET", "/content/items?kind=newsletter", { token })).body.data!.map((p) => p.title)).toEqual(["March letter"]);
    const pages = await walk((c) => api("GET", `/content/items?limit=1${c ? `&cursor=${c}` : ""}`, { token }));
    expect(pages).toEqual({ ids: [other.body.id, id], pages: 2 });
    expect((await api("GET", `/content/items/${id}`, { token })).body).toMatchObject({ id, status: "published" });
  });

  it("refuses a read-only key, brand B's key and bad input", async () => {
    const a = await brandWithOwner("A");
    const b = await brandWithOwner("B");
    const keyA = await ownerKey(a, ["content-marketing:write"]);
    const readA = await ownerKey(a, ["content-marketing:read"]);
    const keyB = await ownerKey(b, ["content-marketing:write"]);
    const made = await api("POST", "/content/items", { token: keyA, body: { ...ARTICLE, title: "Secret draft of A" } });
    const id = made.body.id as string;

    problem(await api("POST", "/content/items", { token: readA, body: ARTICLE }), 403, "insufficient-scope");
    problem(await api("GET", "/content/items", { token: await ownerKey(a, ["social-media:read"]) }), 403, "insufficient-scope");

    problem(await api("GET", `/content/items/${id}`, { token: keyB }), 404, "not-found");
    problem(await api("PATCH", `/content/items/${id}`, { token: keyB, body: { status: "selected" } }), 404, "not-found");
    const listB = await api("GET", "/content/items", { token: keyB });
    expect(listB.status).toBe(200);
    expect(listB.text).not.toContain("Secret draft");
    const [row] = await getDb().select().from(contentPosts).where(eq(contentPosts.id, id));
    expect(row!.status).toBe("suggested");

    problem(await api("POST", "/content/items", { token: keyA, body: { ...ARTICLE, channel: "fax" } }), 400, "invalid-request");
    problem(await api("POST", "/content/items", { token: keyA, body: { ...ARTICLE, body_md: "" } }), 400, "invalid-request");
    problem(await api("PATCH", `/content/items/${id}`, { token: keyA, body: { status: "scheduled" } }), 400, "invalid-request");
    problem(await api("PATCH", `/content/items/${id}`, { token: keyA, body: { status: "rejected", reason: "x" } }), 400, "invalid-request");
    problem(await api("PATCH", `/content/items/${id}`, { token: keyA, body: { status: "published", url: "ftp://x" } }), 400, "invalid-request");
    problem(await api("GET", "/content/items?status=done", { token: keyA }), 400, "invalid-request");
    problem(await api("GET", `/content/items?cursor=${FORGED_CURSOR}`, { token: keyA }), 400, "invalid-request");
  });
});

describe("social posts", () => {
  it("adds a draft, approves and schedules it with how it goes out, and lists it with its publication", async () => {
    const w = await brandWithOwner();
    const token = await ownerKey(w, ["social-media:write", "content-marketing:write"]);
    const made = await api("POST", "/social/posts", { token, body: { channel: "linkedin", title: "Launch teaser", body_md: "Three things we learnt shipping our first product." } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ object: "social_post", kind: "social", channel: "linkedin", status: "suggested", publication: null });
    const id = made.body.id as string;
    const when = { at: "2026-12-01T09:00:00Z", target: "reminder", media: [], format: null };

    problem(await api("POST", `/social/posts/${id}/schedule`, { token, body: when }), 422, "unprocessable");
    expect((await api("PATCH", `/social/posts/${id}`, { token, body: { status: "selected" } })).body).toMatchObject({ status: "selected" });
    // A social post is scheduled with its publication, not through the content calendar's plain date.
    problem(await api("PATCH", `/content/items/${id}`, { token, body: { status: "scheduled", scheduled_at: when.at } }), 422, "unprocessable");
    const scheduled = await api("POST", `/social/posts/${id}/schedule`, { token, body: when });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(scheduled.body).toMatchObject({ status: "scheduled", scheduled_at: "2026-12-01T09:00:00.000Z", publication: { target: "reminder", state: "scheduled", media: [], attempts: 0 } });
    problem(await api("POST", `/social/posts/${id}/schedule`, { token, body: { ...when, target: "api" } }), 422, "unprocessable");

    const ig = await api("POST", "/social/posts", { token, body: { channel: "instagram", title: "Reel idea", body_md: "Behind the scenes at the roastery." } });
    await api("PATCH", `/social/posts/${ig.body.id}`, { token, body: { status: "rejected", reason: "Not this month" } });
    // An article is a content item, never a social post.
    const article = await api("POST", "/content/items", { token, body: ARTICLE });
    problem(await api("GET", `/social/posts/${article.body.id}`, { token }), 404, "not-found");

    expect((await api("GET", "/social/posts?status=scheduled", { token })).body.data!.map((p) => p.id)).toEqual([id]);
    expect((await api("GET", "/social/posts?channel=instagram", { token })).body.data!.map((p) => [p.status, p.reject_reason])).toEqual([["rejected", "Not this month"]]);
    const pages = await walk((c) => api("GET", `/social/posts?limit=1${c ? `&cursor=${c}` : ""}`, { token }));
    expect(pages).toEqual({ ids: [ig.body.id, id], pages: 2 });

    const off = await api("POST", `/social/posts/${id}/schedule`, { token, body: { ...when, at: null } });
    expect(off.body).toMatchObject({ status: "selected", scheduled_at: null, publication: null });
  });

  it("refuses a read-only key, brand B's key and bad input", async () => {
    const a = await brandWithOwner("A");
    const b = await brandWithOwner("B");
    const keyA = await ownerKey(a, ["social-media:write"]);
    const keyB = await ownerKey(b, ["social-media:write"]);
    const made = await api("POST", "/social/posts", { token: keyA, body: { channel: "linkedin", title: "Secret post of A", body_md: "Hello." } });
    const id = made.body.id as string;
    problem(await api("POST", "/social/posts", { token: await ownerKey(a, ["social-media:read"]), body: { channel: "linkedin", title: "x", body_md: "y" } }), 403, "insufficient-scope");
    problem(await api("GET", `/social/posts/${id}`, { token: keyB }), 404, "not-found");
    problem(await api("PATCH", `/social/posts/${id}`, { token: keyB, body: { status: "selected" } }), 404, "not-found");
    problem(await api("POST", `/social/posts/${id}/schedule`, { token: keyB, body: { at: null, target: "reminder", media: [], format: null } }), 404, "not-found");
    expect((await api("GET", "/social/posts", { token: keyB })).text).not.toContain("Secret post");
    expect(await getDb().select().from(socialPublications).where(eq(socialPublications.postId, id))).toHaveLength(0);

    problem(await api("POST", "/social/posts", { token: keyA, body: { channel: "blog", title: "x", body_md: "y" } }), 400, "invalid-request");
    problem(await api("PATCH", `/social/posts/${id}`, { token: keyA, body: { status: "published" } }), 400, "invalid-request");
    problem(await api("POST", `/social/posts/${id}/schedule`, { token: keyA, body: { at: "tomorrow", target: "reminder", media: [], format: null } }), 400, "invalid-request");
    problem(await api("POST", `/social/posts/${id}/schedule`, { token: keyA, body: { at: null, target: "carrier-pigeon", media: [], format: null } }), 400, "invalid-request");
  });
});
