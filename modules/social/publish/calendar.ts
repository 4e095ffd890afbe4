/**
 * The shared social calendar (/sm-posts-selected): every LinkedIn and Instagram post of every brand
 * the person may see on Social Media, each read through that brand's own scope (RLS included), with
 * how it goes out (its publication), what its network's rules say about it now, and clashes with
 * the other visible brands' posts (./clash.ts).
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import { brands, contentPosts, socialPublications, type SocialPublicationMedia } from "@/db/schema";
import type { AuthUser } from "@/lib/auth/types";
import { accessTo, scopeFor, withScope, type BrandScope } from "@/lib/brand-scope";
import { atLeast } from "@/lib/permissions";
import { listBrands } from "@/modules/brands/queries";
import { listApprovalLinks, type ApprovalLink } from "@/modules/content/calendar/approvals";
import { listCalendarPosts, type CalendarPost } from "@/modules/content/calendar/posts";
import { findClashes, type ClashPost } from "./clash";
import { connectedAccounts } from "./connection";
import { isSocialChannel, type SocialChannel } from "./schedule";
import type { PublicationState, PublicationTarget } from "./state";
import { validateSocialPost, type InstagramFormat, type ValidationIssue } from "./validate";

export type SocialPublicationView = {
  target: PublicationTarget;
  state: PublicationState;
  media: SocialPublicationMedia[];
  format: InstagramFormat | null;
  url: string | null;
  lastError: string | null;
  attempts: number;
  nextAttemptAt: string | null;
};

export type SocialClashView = { kind: "handle" | "topic"; otherPostId: string; otherTitle: string; otherBrandName: string; minutesApart: number };

export type SocialCalendarPost = CalendarPost & {
  brandId: string;
  brandName: string;
  network: SocialChannel;
  bodyMd: string;
  canEdit: boolean;
  publication: SocialPublicationView | null;
  issues: ValidationIssue[];
  clashes: SocialClashView[];
};

export type SocialCalendarBrand = {
  id: string;
  name: string;
  canEdit: boolean;
  accounts: { network: SocialChannel; accountName: string }[];
  /** The brand's client approval links (editors only: a viewer cannot revoke them). */
  approvalLinks: ApprovalLink[];
};

async function brandPosts(scope: BrandScope, brandName: string, canEdit: boolean) {
  const base = (await listCalendarPosts(scope)).filter((p) => p.kind === "social" && isSocialChannel(p.channel));
  if (base.length === 0) return { posts: [] as SocialCalendarPost[], brand: null };
  const ids = base.map((p) => p.id);
  const { rows, pubs, brand } = await withScope(scope, async (tx) => ({
    rows: await tx.select({ id: contentPosts.id, bodyMd: contentPosts.bodyMd }).from(contentPosts).where(and(eq(contentPosts.brandId, scope.brandId), inArray(contentPosts.id, ids))),
    pubs: await tx.select().from(socialPublications).where(and(eq(socialPublications.brandId, scope.brandId), inArray(socialPublications.postId, ids))).orderBy(desc(socialPublications.updatedAt)),
    brand: (await tx.select({ country: brands.country, languages: brands.languages }).from(brands).where(eq(brands.id, scope.brandId)))[0] ?? null,
  }));
  const body = new Map(rows.map((r) => [r.id, r.bodyMd]));
  const pub = new Map(pubs.map((p) => [p.postId, p]));
  const posts = base.map((p): SocialCalendarPost => {
    const network = p.channel as SocialChannel;
    const bodyMd = body.get(p.id) ?? "";
    const r = pub.get(p.id);
    const publication: SocialPublicationView | null = r
      ? { target: r.target, state: r.state, media: r.media, format: (r.format as InstagramFormat | null) ?? null, url: r.url, lastError: r.lastError, attempts: r.attempts, nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null }
      : null;
    const issues = p.status === "published" ? [] : validateSocialPost({ network, text: bodyMd, media: publication?.media ?? [], format: publication?.format ?? null });
    return { ...p, brandId: scope.brandId, brandName, network, bodyMd, canEdit, publication, issues, clashes: [] };
  });
  return { posts, brand };
}

/**
 * The calendar of every visible brand (or only `brandIds`), posts newest schedule first per brand,
 * with clash warnings among them.
 */
export async function listSocialCalendar(user: Pick<AuthUser, "id" | "claims">): Promise<{ brands: SocialCalendarBrand[]; posts: SocialCalendarPost[] }> {
  const visible = await listBrands(user);
  const out: SocialCalendarBrand[] = [];
  const posts: SocialCalendarPost[] = [];
  const audience = new Map<string, { country: string | null; languages: string[] }>();
  const accounts = await connectedAccounts(visible.map((b) => b.id));
  for (const b of visible) {
    const scope = await scopeFor(user, b.id);
    const access = await accessTo(scope, "social-media");
    if (!atLeast(access, "view")) continue;
    const canEdit = atLeast(access, "edit");
    out.push({
      id: b.id,
      name: b.name,
      canEdit,
      accounts: accounts.filter((a) => a.brandId === b.id && isSocialChannel(a.network)).map((a) => ({ network: a.network, accountName: a.accountName })),
      approvalLinks: canEdit ? await listApprovalLinks(scope) : [],
    });
    const r = await brandPosts(scope, b.name, canEdit);
    posts.push(...r.posts);
    if (r.brand) audience.set(b.id, r.brand);
  }
  const accountOf = new Map(accounts.map((a) => [`${a.brandId}:${a.network}`, a.accountId]));
  const clashInput: ClashPost[] = posts
    .filter((p) => p.scheduledAt && p.status !== "published")
    .map((p) => ({
      postId: p.id,
      brandId: p.brandId,
      network: p.network,
      accountId: accountOf.get(`${p.brandId}:${p.network}`) ?? null,
      scheduledAt: new Date(p.scheduledAt!),
      text: `${p.title}\n${p.bodyMd}`,
      country: audience.get(p.brandId)?.country ?? null,
      languages: audience.get(p.brandId)?.languages ?? [],
    }));
  const byId = new Map(posts.map((p) => [p.id, p]));
  for (const c of findClashes(clashInput)) {
    const [a, b] = c.postIds.map((id) => byId.get(id)!) as [SocialCalendarPost, SocialCalendarPost];
    a.clashes.push({ kind: c.kind, otherPostId: b.id, otherTitle: b.title, otherBrandName: b.brandName, minutesApart: c.minutesApart });
    b.clashes.push({ kind: c.kind, otherPostId: a.id, otherTitle: a.title, otherBrandName: a.brandName, minutesApart: c.minutesApart });
  }
  return { brands: out, posts };
}
