/**
 * /linkedin-content-ideas: LinkedIn post ideas, each with its reason and what it came from. The
 * material is the brand's own: its content posts (published or approved articles), its SEO/SAIO
 * findings (the content ideas found from keywords, striking distance, decaying pages, SAIO prompts),
 * its growth learnings and the news sources of its knowledge base (URLs and sitemaps). Numbered,
 * it goes to the AI engine (one structured call, metered as content.social.ideas) or, when Social
 * Media Settings choose the agent, to the external agent as the spec's linkedin_content_ideas
 * webhook; the agent answers at /api/social/linkedin/ideas/[generationId] (agent-answer.ts).
 * Ideas close to one the brand already has (token similarity, modules/content/similarity) are skipped.
 */
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Tx } from "@/db/client";
import {
  contentGenerations,
  contentIdeas,
  contentPosts,
  growthIdeas,
  growthLearnings,
  knowledgeSources,
  SOCIAL_IDEAS_GENERATION_KIND,
  socialIdeas,
  type SocialIdeaSource,
} from "@/db/schema";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { EXTERNAL_AGENT_ENGINE, suggestIdeas, voiceInstructions } from "@/modules/content/engine";
import { textFingerprint, tokenSimilarity } from "@/modules/content/similarity";
import { getBrandContext } from "@/modules/questionnaire/queries";
import { emitBrandEvent } from "@/modules/webhooks/emit";
import { LINKEDIN_IDEAS_EVENT, resolveIdeasEngine } from "./engine";
import { styleInstructions } from "./style";
import { getStyleProfile } from "./training";

export const IDEAS_PURPOSE = "content.social.ideas";
export const IDEAS_CALLBACK_PATH = "/api/social/linkedin/ideas";
const MAX_OUTPUT_TOKENS = 2_500;
/** An idea this close to one the brand already has is a repeat. */
const REPEAT = 0.75;
const SEO_ORIGINS = ["keyword_group", "striking_distance", "decaying_page", "question", "saio_prompt", "competitor_gap"] as const;

export type IdeaMaterial = { n: number; source: Exclude<SocialIdeaSource, "ai" | "agent" | "manual">; label: string; detail: string };

const SOURCE_NAME: Record<IdeaMaterial["source"], string> = { content: "Content post", seo: "SEO/SAIO finding", growth: "Growth learning", news: "News source" };

/** The numbered material ideas are drawn from (at most a few of each kind, the freshest first). */
export async function ideaMaterial(scope: BrandScope): Promise<IdeaMaterial[]> {
  const rows = await withScope(scope, async (tx) => {
    const [posts, findings, learnings, news] = await Promise.all([
      tx
        .select({ title: contentPosts.title, url: contentPosts.publishedUrl })
        .from(contentPosts)
        .where(and(eq(contentPosts.brandId, scope.brandId), ne(contentPosts.kind, "social"), inArray(contentPosts.status, ["selected", "scheduled", "published"])))
        .orderBy(desc(contentPosts.updatedAt))
        .limit(8),
      tx
        .select({ title: contentIdeas.title, reason: contentIdeas.reason, origin: contentIdeas.origin })
        .from(contentIdeas)
        .where(and(eq(contentIdeas.brandId, scope.brandId), inArray(contentIdeas.origin, [...SEO_ORIGINS]), inArray(contentIdeas.status, ["new", "accepted"])))
        .orderBy(desc(contentIdeas.score))
        .limit(8),
      tx
        .select({ title: growthIdeas.title, learned: growthLearnings.learned, outcome: growthLearnings.outcome })
        .from(growthLearnings)
        .innerJoin(growthIdeas, and(eq(growthIdeas.id, growthLearnings.ideaId), eq(growthIdeas.brandId, scope.brandId)))
        .where(eq(growthLearnings.brandId, scope.brandId))
        .orderBy(desc(growthLearnings.createdAt))
        .limit(6),
      tx
        .select({ title: knowledgeSources.title, origin: knowledgeSources.origin })
        .from(knowledgeSources)
        .where(and(eq(knowledgeSources.brandId, scope.brandId), inArray(knowledgeSources.kind, ["url", "sitemap"]), eq(knowledgeSources.enabled, true), eq(knowledgeSources.status, "ready")))
        .orderBy(desc(knowledgeSources.lastSyncedAt))
        .limit(6),
    ]);
    return { posts, findings, learnings, news };
  });
  const out: Omit<IdeaMaterial, "n">[] = [
    ...rows.posts.map((p) => ({ source: "content" as const, label: p.title, detail: p.url ?? "" })),
    ...rows.findings.map((f) => ({ source: "seo" as const, label: f.title, detail: f.reason })),
    ...rows.learnings.map((l) => ({ source: "growth" as const, label: l.title, detail: `${l.outcome}: ${l.learned}` })),
    ...rows.news.map((k) => ({ source: "news" as const, label: k.title, detail: k.origin })),
  ];
  return out.map((m, i) => ({ ...m, n: i + 1 }));
}

export function materialPrompt(material: IdeaMaterial[]): string {
  return material.map((m) => `[${m.n}] ${SOURCE_NAME[m.source]}: ${m.label}${m.detail ? ` — ${m.detail.slice(0, 300)}` : ""}`).join("\n");
}

type NewIdea = { title: string; angle: string; reason: string; source: SocialIdeaSource; sourceLabel: string };

/** Inserts the ideas that are not repeats of the brand's (or each other's); returns how many of each. */
export async function insertIdeas(tx: Tx, scope: BrandScope, ideas: NewIdea[], extra: { styleProfileId: string | null; generationId: string | null }): Promise<{ added: string[]; repeats: number }> {
  const existing = await tx.select({ title: socialIdeas.title }).from(socialIdeas).where(eq(socialIdeas.brandId, scope.brandId)).orderBy(desc(socialIdeas.createdAt)).limit(400);
  const have = existing.map((e) => textFingerprint(e.title).tokens);
  const added: string[] = [];
  let repeats = 0;
  for (const idea of ideas) {
    const tokens = textFingerprint(idea.title).tokens;
    if (!tokens.length || have.some((t) => tokenSimilarity(t, tokens) >= REPEAT)) {
      repeats++;
      continue;
    }
    have.push(tokens);
    const [row] = await tx
      .insert(socialIdeas)
      .values({
        brandId: scope.brandId,
        title: idea.title,
        angle: idea.angle,
        reason: idea.reason,
        source: idea.source,
        sourceLabel: idea.sourceLabel,
        styleProfileId: extra.styleProfileId,
        generationId: extra.generationId,
        simhash: textFingerprint(`${idea.title} ${idea.angle}`).simhash,
        createdBy: scope.userId,
      })
      .returning({ id: socialIdeas.id });
    added.push(row!.id);
  }
  return { added, repeats };
}

const aiIdeasSchema = z.object({
  ideas: z
    .array(
      z.object({
        title: z.string().min(3).max(200),
        angle: z.string().max(600),
        why: z.string().max(400),
        /** The number of the material item the idea comes from, if any. */
        source: z.number().int().optional(),
      }),
    )
    .max(12),
});

export type GenerateIdeasOutcome =
  | { mode: "ai"; added: number; repeats: number; engineLabel: string }
  | { mode: "agent"; sent: true; generationId: string }
  | { mode: "agent"; sent: false; warning: string };

export const SKIPPED_WARNING =
  "Not sent: the brand has no address for linkedin_content_ideas. Set the agent's address (agent_process_sm_webhook_url) in Brand Basic Data, or add a webhook endpoint that receives linkedin_content_ideas in Settings → Webhooks.";

class Skipped extends Error {}

async function styleFor(scope: BrandScope, styleProfileId: string | undefined) {
  if (!styleProfileId) return null;
  try {
    return await getStyleProfile(scope, styleProfileId);
  } catch (e) {
    if (e instanceof NotFoundError) throw new ActionError("That style profile no longer exists. Choose another on the page.");
    throw e;
  }
}

export async function generateIdeas(scope: BrandScope, opts: { count: number; styleProfileId?: string; focus?: string }, ctx: { callbackOrigin: string }): Promise<GenerateIdeasOutcome> {
  const { engine, settings } = await resolveIdeasEngine(scope);
  const style = await styleFor(scope, opts.styleProfileId);
  const material = await ideaMaterial(scope);
  const focus = opts.focus?.trim() ?? "";

  if (engine.kind === "social-agent") {
    try {
      const generationId = await withScope(scope, async (tx) => {
        const [gen] = await tx
          .insert(contentGenerations)
          .values({ brandId: scope.brandId, kinds: [SOCIAL_IDEAS_GENERATION_KIND], engineKey: EXTERNAL_AGENT_ENGINE, status: "waiting_agent", progress: { done: 0, total: opts.count, step: "Waiting for the external agent's ideas" }, createdBy: scope.userId })
          .returning({ id: contentGenerations.id });
        const id = gen!.id;
        const sent = await emitBrandEvent(tx, scope, LINKEDIN_IDEAS_EVENT, {
          generation_id: id,
          callback_url: `${ctx.callbackOrigin.replace(/\/$/, "")}${IDEAS_CALLBACK_PATH}/${id}`,
          network: "linkedin",
          count: opts.count,
          focus,
          style_profile: style ? { id: style.id, name: style.name, kind: style.kind, instructions: styleInstructions(style.profile) } : null,
          voice: { tone_of_voice: settings.toneOfVoice, banned_words: settings.bannedWords },
          material: material.map((m) => ({ n: m.n, source: m.source, label: m.label, detail: m.detail })),
        });
        // emitBrandEvent logged the warning; nothing of this request may stay behind.
        if (!sent) throw new Skipped();
        await logScopeActivity(tx, scope, "linkedin_ideas_requested", `Asked the external agent for ${opts.count} LinkedIn idea${opts.count === 1 ? "" : "s"}`, { generationId: id });
        return id;
      });
      return { mode: "agent", sent: true, generationId };
    } catch (e) {
      if (e instanceof Skipped) return { mode: "agent", sent: false, warning: SKIPPED_WARNING };
      throw e;
    }
  }
  if (engine.kind !== "ai") throw new ActionError(engine.kind === "none" ? engine.note : "Connect an AI engine on /integrations to generate ideas.");

  const existing = await withScope(scope, (tx) =>
    tx
      .select({ title: socialIdeas.title, status: socialIdeas.status, rejectReason: socialIdeas.rejectReason })
      .from(socialIdeas)
      .where(eq(socialIdeas.brandId, scope.brandId))
      .orderBy(desc(socialIdeas.createdAt))
      .limit(60),
  );
  const rejected = existing.filter((e) => e.status === "rejected" && e.rejectReason);
  const system = [
    "You are the LinkedIn strategist of this brand. Suggest LinkedIn posts worth writing: specific, drawn from the brand's own material below, each with a clear angle a reader would stop for, never generic advice. " +
      'For each idea give a title, the angle (what the post says, in one or two sentences), why it fits now (from the material), and in "source" the number of the material item it comes from.',
    voiceInstructions(settings),
    style ? `The ideas will be written as ${style.name}:\n${styleInstructions(style.profile)}` : "",
    await getBrandContext(scope),
  ]
    .filter(Boolean)
    .join("\n\n");
  const prompt = [
    `Suggest ${opts.count} LinkedIn post ideas${focus ? ` about: ${focus}` : ""}.`,
    material.length ? `The brand's material:\n${materialPrompt(material)}` : "The brand has no content, findings, learnings or news sources yet: work from its context above.",
    existing.length ? `Ideas it already has (do not repeat them):\n${existing.map((e) => `- ${e.title}`).join("\n")}` : "",
    rejected.length ? `Ideas it rejected, and why (avoid the same mistakes):\n${rejected.map((r) => `- ${r.title}: ${r.rejectReason}`).join("\n")}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
  const value = await suggestIdeas(scope, settings, engine, { system, prompt, schema: aiIdeasSchema, name: "linkedin_ideas", maxOutputTokens: MAX_OUTPUT_TOKENS, purpose: IDEAS_PURPOSE });
  const ideas: NewIdea[] = value.ideas.slice(0, opts.count).map((i) => {
    const m = material.find((x) => x.n === i.source);
    return { title: i.title.trim(), angle: i.angle.trim(), reason: i.why.trim() || `Suggested by ${engine.label}.`, source: m?.source ?? "ai", sourceLabel: m ? `${SOURCE_NAME[m.source]}: ${m.label}` : "" };
  });
  const r = await withScope(scope, async (tx) => {
    const out = await insertIdeas(tx, scope, ideas, { styleProfileId: style?.id ?? null, generationId: null });
    if (out.added.length) await logScopeActivity(tx, scope, "linkedin_ideas_generated", `Generated ${out.added.length} LinkedIn idea${out.added.length === 1 ? "" : "s"} with ${engine.label}`, { added: out.added.length });
    return out;
  });
  return { mode: "ai", added: r.added.length, repeats: r.repeats, engineLabel: engine.label };
}

export async function addManualIdea(scope: BrandScope, d: { title: string; angle: string; reason: string }): Promise<{ id: string | null; repeat: boolean }> {
  return withScope(scope, async (tx) => {
    const r = await insertIdeas(tx, scope, [{ ...d, reason: d.reason || "Added by hand.", source: "manual", sourceLabel: "" }], { styleProfileId: null, generationId: null });
    return { id: r.added[0] ?? null, repeat: r.repeats > 0 };
  });
}

export async function setIdeaStatus(scope: BrandScope, ideaId: string, status: "new" | "rejected" | "used", reason: string | null = null): Promise<void> {
  const rows = await withScope(scope, (tx) =>
    tx
      .update(socialIdeas)
      .set({ status, rejectReason: status === "rejected" ? reason : null, updatedAt: new Date() })
      .where(and(eq(socialIdeas.id, ideaId), eq(socialIdeas.brandId, scope.brandId)))
      .returning({ id: socialIdeas.id }),
  );
  if (!rows.length) throw new NotFoundError();
}

export type IdeaRow = typeof socialIdeas.$inferSelect;
export type IdeaFilter = "new" | "used" | "rejected";
export type AgentRequest = { id: string; status: string; error: string | null; createdAt: Date };

export async function getIdeasPage(scope: BrandScope, filter: IdeaFilter): Promise<{ ideas: IdeaRow[]; counts: Record<IdeaFilter, number>; requests: AgentRequest[]; material: number }> {
  const [data, material] = await Promise.all([
    withScope(scope, async (tx) => {
      const [ideas, all, requests] = await Promise.all([
        tx
          .select()
          .from(socialIdeas)
          .where(and(eq(socialIdeas.brandId, scope.brandId), eq(socialIdeas.status, filter)))
          .orderBy(desc(socialIdeas.createdAt))
          .limit(200),
        tx.select({ status: socialIdeas.status }).from(socialIdeas).where(eq(socialIdeas.brandId, scope.brandId)),
        tx
          .select({ id: contentGenerations.id, status: contentGenerations.status, error: contentGenerations.error, createdAt: contentGenerations.createdAt })
          .from(contentGenerations)
          .where(and(eq(contentGenerations.brandId, scope.brandId), sql`${SOCIAL_IDEAS_GENERATION_KIND} = any(${contentGenerations.kinds})`))
          .orderBy(desc(contentGenerations.createdAt))
          .limit(5),
      ]);
      const counts: Record<IdeaFilter, number> = { new: 0, used: 0, rejected: 0 };
      for (const a of all) counts[a.status] += 1;
      return { ideas, counts, requests };
    }),
    ideaMaterial(scope),
  ]);
  return { ideas: data.ideas, counts: data.counts, requests: data.requests, material: material.length };
}
