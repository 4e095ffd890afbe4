/**
 * /linkedin-posts-suggested: LinkedIn drafts written in a chosen style profile, as variants that
 * open with different hooks. They are content posts (kind social, channel linkedin) created through
 * modules/content's createPostIn, so versions, approval (→ selected, then /sm-posts-selected) and
 * rejection with a reason are content's; social_post_meta adds the style, idea, variant set and hook.
 * Each draft is grounded in the knowledge base and keeps its citations (purpose content.post, as
 * every content draft).
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { contentPosts, socialIdeas, socialPostMeta, socialStyleProfiles } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { generateStructured } from "@/modules/ai/client";
import { contentBudgetRefusal, voiceInstructions } from "@/modules/content/engine";
import { POST_CITATION_PURPOSE } from "@/modules/content/drafts/generate";
import { approvePost, createPostIn, rejectPost, savePostText } from "@/modules/content/drafts/posts";
import { groundingFor, listCitations, storeCitations, type Citation, type StoredCitation } from "@/modules/knowledge/grounding";
import { getBrandContext } from "@/modules/questionnaire/queries";
import { resolveSocialAi } from "./engine";
import { LINKEDIN_MAX_CHARS } from "./preview";
import { charCount, classifyHook, firstLine, HOOK_LABEL, HOOK_TYPES, styleInstructions, type HookType } from "./style";
import { getStyleProfile } from "./training";

export const POSTS_PURPOSE = "content.social.post";
const GROUNDING_TOKENS = 1_200;

/** The hooks of a variant set: the author's preferred ones first, then the others, all different. */
export function variantHooks(preferred: string[], n: number): HookType[] {
  const known = preferred.filter((h): h is HookType => (HOOK_TYPES as readonly string[]).includes(h));
  const order: HookType[] = [...new Set<HookType>([...known, "question", "story", "statistic", "contrarian", "list", "how-to", "statement"])];
  return order.slice(0, n);
}

const variantsSchema = z.object({
  variants: z
    .array(
      z.object({
        hook_type: z.string().max(40),
        body: z.string().min(1).max(6_000),
        /** Numbers of the brand-material passages ([1], [2] …) the post draws on. */
        sources: z.array(z.number().int()).max(10).optional(),
      }),
    )
    .min(1)
    .max(3),
});

function citedBy(named: number[] | undefined, all: Citation[]): Citation[] {
  const picked = (named ?? []).map((n) => all.find((c) => c.n === n)).filter((c): c is Citation => !!c);
  return picked.length ? picked : all;
}

export type WriteOutcome = { postIds: string[]; variantGroup: string; engineLabel: string };

export async function writeLinkedinPosts(scope: BrandScope, d: { styleProfileId: string; ideaId?: string; topic?: string; variants: number }): Promise<WriteOutcome> {
  let style;
  try {
    style = await getStyleProfile(scope, d.styleProfileId);
  } catch (e) {
    if (e instanceof NotFoundError) throw new ActionError("That style profile no longer exists. Choose another, or create one on /training-linkedin.");
    throw e;
  }
  const [idea] = d.ideaId ? await withScope(scope, (tx) => tx.select().from(socialIdeas).where(and(eq(socialIdeas.id, d.ideaId!), eq(socialIdeas.brandId, scope.brandId)))) : [];
  if (d.ideaId && !idea) throw new ActionError("That idea no longer exists. Reload the page and choose another.");
  const topic = idea ? `${idea.title}${idea.angle ? `\n${idea.angle}` : ""}` : (d.topic?.trim() ?? "");
  if (!topic) throw new ActionError("Choose an idea or write the topic of the post.");
  const { engine, settings } = await resolveSocialAi(scope);
  if (engine.kind !== "ai") throw new ActionError(engine.note);

  const hooks = variantHooks(style.profile.preferredHooks, d.variants);
  const grounding = await groundingFor(scope, { task: topic, collections: settings.collectionIds.length ? settings.collectionIds : undefined, tokenBudget: GROUNDING_TOKENS, purpose: "content.grounding" }).catch(() => null);
  const system = [
    `You ghost-write LinkedIn posts for ${style.kind === "person" ? `${style.name}, in the first person` : `the company page "${style.name}"`}. Match the style below exactly; write plain text (no Markdown headings or bold), short paragraphs, and put what matters in the first line: LinkedIn shows only about 210 characters before "…see more". Never exceed ${LINKEDIN_MAX_CHARS} characters.`,
    styleInstructions(style.profile),
    voiceInstructions(settings),
    await getBrandContext(scope),
    grounding?.promptContext ? `${grounding.promptContext}\n\nIn "sources", list the numbers of the passages each variant draws on; state only facts the material supports.` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
  const prompt = [
    `Write ${hooks.length} variant${hooks.length === 1 ? "" : "s"} of one LinkedIn post about:\n${topic}`,
    `Each variant opens with a different hook: ${hooks.map((h, i) => `variant ${i + 1}: ${HOOK_LABEL[h]} (hook_type "${h}")`).join("; ")}.`,
    idea?.reason ? `Why this post now: ${idea.reason}` : "",
    settings.defaultCtas[0] ? `End with this call to action where it fits: ${settings.defaultCtas[0]}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
  const maxOutputTokens = Math.min(6_000, hooks.length * Math.ceil(style.profile.targetChars / 2.5) + 400);
  const refusal = await contentBudgetRefusal(scope, settings, engine.engine, system.length + prompt.length, maxOutputTokens);
  if (refusal) throw new ActionError(`${refusal} Raise the budget in Content Marketing Settings (/cm-settings) or wait for next month.`);
  let value: z.infer<typeof variantsSchema>;
  try {
    ({ value } = await generateStructured(engine.engine, { system, prompt, schema: variantsSchema, name: "linkedin_posts", maxOutputTokens }, { scope, purpose: POSTS_PURPOSE }));
  } catch (e) {
    throw new ActionError(`${engine.label} could not write the post: ${e instanceof Error ? e.message : String(e)}`);
  }
  const variantGroup = randomUUID();
  const title = idea?.title ?? firstLine(topic).slice(0, 200);
  const written = await withScope(scope, async (tx) => {
    const out: { id: string; sources?: number[] }[] = [];
    for (const [i, v] of value.variants.slice(0, hooks.length).entries()) {
      const body = v.body.trim();
      const hook = (HOOK_TYPES as readonly string[]).includes(v.hook_type) ? v.hook_type : classifyHook(firstLine(body));
      const p = await createPostIn(tx, scope, { briefId: null, kind: "social", channel: "linkedin", title: `${title} · ${HOOK_LABEL[hook as HookType] ?? hook}`, bodyMd: body, method: "ai", engineKey: engine.engine.key }, settings, {
        note: `Written by ${engine.label} in the style "${style.name}" (variant ${i + 1})`,
      });
      await tx.insert(socialPostMeta).values({ postId: p.id, brandId: scope.brandId, styleProfileId: style.id, ideaId: idea?.id ?? null, variantGroup, hook });
      out.push({ id: p.id, sources: v.sources });
    }
    if (idea) await tx.update(socialIdeas).set({ status: "used", updatedAt: new Date() }).where(and(eq(socialIdeas.id, idea.id), eq(socialIdeas.brandId, scope.brandId)));
    await logScopeActivity(tx, scope, "linkedin_posts_written", `Wrote ${out.length} LinkedIn variant${out.length === 1 ? "" : "s"} of "${title}" in the style "${style.name}"`, { variantGroup });
    return out;
  });
  if (grounding?.citations.length) await storeCitations(scope, POST_CITATION_PURPOSE, written.map((w) => ({ subject: w.id, citations: citedBy(w.sources, grounding.citations) })));
  return { postIds: written.map((w) => w.id), variantGroup, engineLabel: engine.label };
}

/** The post must be a LinkedIn post of this brand (the content pages handle the others). */
async function linkedinPost(scope: BrandScope, postId: string) {
  const [p] = await withScope(scope, (tx) =>
    tx
      .select({ id: contentPosts.id, bodyMd: contentPosts.bodyMd, title: contentPosts.title })
      .from(contentPosts)
      .where(and(eq(contentPosts.id, postId), eq(contentPosts.brandId, scope.brandId), eq(contentPosts.kind, "social"), eq(contentPosts.channel, "linkedin"))),
  );
  if (!p) throw new NotFoundError();
  return p;
}

export async function saveLinkedinPost(scope: BrandScope, d: { postId: string; bodyMd: string }) {
  const p = await linkedinPost(scope, d.postId);
  return savePostText(scope, { postId: p.id, title: p.title, bodyMd: d.bodyMd, note: "Edited on the LinkedIn review page" });
}

export async function approveLinkedinPost(scope: BrandScope, postId: string): Promise<void> {
  const p = await linkedinPost(scope, postId);
  const n = charCount(p.bodyMd.trim());
  if (n > LINKEDIN_MAX_CHARS) throw new ActionError(`This post has ${n.toLocaleString("en")} characters; LinkedIn allows ${LINKEDIN_MAX_CHARS.toLocaleString("en")}. Shorten it, save, then approve.`);
  await approvePost(scope, p.id);
}

export async function rejectLinkedinPost(scope: BrandScope, postId: string, reason: string): Promise<void> {
  const p = await linkedinPost(scope, postId);
  await rejectPost(scope, p.id, reason);
}

export type ReviewFilter = "suggested" | "selected" | "rejected";
export type ReviewPost = {
  id: string;
  title: string;
  bodyMd: string;
  status: string;
  rejectReason: string | null;
  hook: string;
  variantGroup: string | null;
  styleName: string | null;
  createdAt: Date;
  citations: StoredCitation[];
};

export async function getReviewPage(scope: BrandScope, filter: ReviewFilter): Promise<{ posts: ReviewPost[]; counts: Record<ReviewFilter, number> }> {
  const { rows, all } = await withScope(scope, async (tx) => {
    const linkedin = and(eq(contentPosts.brandId, scope.brandId), eq(contentPosts.kind, "social"), eq(contentPosts.channel, "linkedin"));
    const [rows, all] = await Promise.all([
      tx
        .select({
          id: contentPosts.id,
          title: contentPosts.title,
          bodyMd: contentPosts.bodyMd,
          status: contentPosts.status,
          rejectReason: contentPosts.rejectReason,
          hook: socialPostMeta.hook,
          variantGroup: socialPostMeta.variantGroup,
          styleName: socialStyleProfiles.name,
          createdAt: contentPosts.createdAt,
        })
        .from(contentPosts)
        .leftJoin(socialPostMeta, and(eq(socialPostMeta.postId, contentPosts.id), eq(socialPostMeta.brandId, scope.brandId)))
        .leftJoin(socialStyleProfiles, and(eq(socialStyleProfiles.id, socialPostMeta.styleProfileId), eq(socialStyleProfiles.brandId, scope.brandId)))
        .where(and(linkedin, filter === "selected" ? inArray(contentPosts.status, ["selected", "scheduled", "published"]) : eq(contentPosts.status, filter)))
        .orderBy(desc(contentPosts.createdAt))
        .limit(120),
      tx.select({ status: contentPosts.status }).from(contentPosts).where(linkedin),
    ]);
    return { rows, all };
  });
  const counts: Record<ReviewFilter, number> = { suggested: 0, selected: 0, rejected: 0 };
  for (const a of all) counts[a.status === "suggested" || a.status === "rejected" ? a.status : "selected"] += 1;
  const cites = await listCitations(scope, POST_CITATION_PURPOSE, rows.map((r) => r.id));
  return {
    posts: rows.map((r) => ({
      ...r,
      hook: r.hook || classifyHook(firstLine(r.bodyMd)),
      citations: cites.filter((c) => c.subject === r.id),
    })),
    counts,
  };
}
