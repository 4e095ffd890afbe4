/**
 * /training-linkedin: style profiles. A profile learns from past posts — the social_media rows of
 * the tracked LinkedIn profile it is linked to (filled by the LinkedIn API or an import) plus posts
 * pasted here — and from the knowledge base: training computes the features (style.ts) and, when an
 * AI engine is configured, asks it to summarise the voice from the best and the typical posts, the
 * numbers and the brand's own material. Every field stays editable; `edited` remembers that a person
 * changed it, so retraining refreshes the numbers but keeps their words unless they ask otherwise.
 */
import { and, asc, count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { socialMedia, socialProfiles, socialStyleProfiles, socialStyleSamples, type StyleProfileBody, type StyleProfileKind } from "@/db/schema";
import { isUniqueViolation } from "@/db/errors";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { generateStructured } from "@/modules/ai/client";
import { contentBudgetRefusal, voiceInstructions } from "@/modules/content/engine";
import { groundingFor } from "@/modules/knowledge/grounding";
import { getBrandContext } from "@/modules/questionnaire/queries";
import { resolveSocialAi } from "./engine";
import { parsePastedPosts } from "./paste";
import { computeStyleFeatures, engagementOf, HOOK_TYPES, profileFromFeatures, type SamplePost } from "./style";

export const TRAINING_PURPOSE = "content.social.training";
const MAX_SAMPLES_READ = 300;
const PROMPT_POSTS = 12;
const MAX_OUTPUT_TOKENS = 1_500;

export const EMPTY_PROFILE: StyleProfileBody = { voice: "", toneWords: [], targetChars: 1200, preferredHooks: [], structure: "", emoji: "", hashtags: "", topics: [], dos: [], donts: [], features: null };

async function linkedinProfileOf(scope: BrandScope, socialProfileId: string | undefined): Promise<string | null> {
  if (!socialProfileId) return null;
  const [p] = await withScope(scope, (tx) =>
    tx
      .select({ id: socialProfiles.id })
      .from(socialProfiles)
      .where(and(eq(socialProfiles.id, socialProfileId), eq(socialProfiles.brandId, scope.brandId), eq(socialProfiles.network, "linkedin"))),
  );
  if (!p) throw new ActionError("That LinkedIn profile is not tracked for this brand any more. Choose another, or paste past posts instead.");
  return p.id;
}

function nameTaken(e: unknown): boolean {
  return isUniqueViolation(e, "social_style_profiles_brand_name_key");
}

export async function createStyleProfile(scope: BrandScope, d: { name: string; kind: StyleProfileKind; socialProfileId?: string }): Promise<{ id: string }> {
  const socialProfileId = await linkedinProfileOf(scope, d.socialProfileId || undefined);
  try {
    return await withScope(scope, async (tx) => {
      const [row] = await tx
        .insert(socialStyleProfiles)
        .values({ brandId: scope.brandId, name: d.name, kind: d.kind, socialProfileId, profile: EMPTY_PROFILE, createdBy: scope.userId })
        .returning({ id: socialStyleProfiles.id });
      await logScopeActivity(tx, scope, "social_style_profile_created", `Created the LinkedIn style profile "${d.name}"`, { styleProfileId: row!.id });
      return { id: row!.id };
    });
  } catch (e) {
    if (nameTaken(e)) throw new ActionError(`A style profile named "${d.name}" already exists. Choose another name.`);
    throw e;
  }
}

async function profileRow(scope: BrandScope, id: string) {
  const [p] = await withScope(scope, (tx) => tx.select().from(socialStyleProfiles).where(and(eq(socialStyleProfiles.id, id), eq(socialStyleProfiles.brandId, scope.brandId))));
  if (!p) throw new NotFoundError();
  return p;
}

export async function addSamples(scope: BrandScope, d: { styleProfileId: string; text: string }): Promise<{ added: number }> {
  await profileRow(scope, d.styleProfileId);
  const posts = parsePastedPosts(d.text);
  if (!posts.length) throw new ActionError("No post found in the pasted text. Separate posts with a line of three dashes (---).");
  return withScope(scope, async (tx) => {
    await tx.insert(socialStyleSamples).values(posts.map((p) => ({ brandId: scope.brandId, styleProfileId: d.styleProfileId, text: p.text, likes: p.likes ?? null, comments: p.comments ?? null, shares: p.shares ?? null })));
    return { added: posts.length };
  });
}

export async function deleteSample(scope: BrandScope, sampleId: string): Promise<void> {
  const rows = await withScope(scope, (tx) =>
    tx
      .delete(socialStyleSamples)
      .where(and(eq(socialStyleSamples.id, sampleId), eq(socialStyleSamples.brandId, scope.brandId)))
      .returning({ id: socialStyleSamples.id }),
  );
  if (!rows.length) throw new NotFoundError();
}

/** Every past post that trains the profile: pasted samples and the linked LinkedIn profile's posts. */
export async function trainingPosts(scope: BrandScope, p: { id: string; socialProfileId: string | null }): Promise<SamplePost[]> {
  return withScope(scope, async (tx) => {
    const pasted = await tx
      .select({ text: socialStyleSamples.text, likes: socialStyleSamples.likes, comments: socialStyleSamples.comments, shares: socialStyleSamples.shares })
      .from(socialStyleSamples)
      .where(and(eq(socialStyleSamples.brandId, scope.brandId), eq(socialStyleSamples.styleProfileId, p.id)))
      .orderBy(desc(socialStyleSamples.createdAt))
      .limit(MAX_SAMPLES_READ);
    const tracked = p.socialProfileId
      ? await tx
          .select({ text: socialMedia.caption, likes: socialMedia.likes, comments: socialMedia.comments, shares: socialMedia.shares })
          .from(socialMedia)
          .where(and(eq(socialMedia.brandId, scope.brandId), eq(socialMedia.profileId, p.socialProfileId), eq(socialMedia.network, "linkedin")))
          .orderBy(desc(socialMedia.publishedAt))
          .limit(MAX_SAMPLES_READ)
      : [];
    return [...pasted, ...tracked].filter((s) => s.text.trim());
  });
}

const summarySchema = z.object({
  voice: z.string().max(1_200),
  tone_words: z.array(z.string().max(40)).max(8),
  structure: z.string().max(400),
  preferred_hooks: z.array(z.enum(HOOK_TYPES)).max(4),
  topics: z.array(z.string().max(60)).max(10),
  dos: z.array(z.string().max(200)).max(6),
  donts: z.array(z.string().max(200)).max(6),
});

/** The posts the summary reads: the best performers first, then the most recent others. */
function promptPosts(posts: SamplePost[]): SamplePost[] {
  const scored = posts.filter((p) => engagementOf(p) !== null).sort((a, b) => engagementOf(b)! - engagementOf(a)!);
  const rest = posts.filter((p) => !scored.includes(p));
  return [...scored.slice(0, PROMPT_POSTS / 2), ...rest, ...scored.slice(PROMPT_POSTS / 2)].slice(0, PROMPT_POSTS);
}

export type TrainOutcome = { samples: number; summarisedBy: string | null; note: string | null };

export async function trainStyleProfile(scope: BrandScope, d: { styleProfileId: string; keepEdits: boolean }): Promise<TrainOutcome> {
  const row = await profileRow(scope, d.styleProfileId);
  const posts = await trainingPosts(scope, row);
  if (!posts.length)
    throw new ActionError(
      row.socialProfileId
        ? "No past posts to learn from yet: the linked LinkedIn profile has no posts fetched or imported. Paste some past posts, or fetch the profile first."
        : "No past posts to learn from yet. Paste a few of the author's LinkedIn posts (separated by ---), or link a tracked LinkedIn profile.",
    );
  const features = computeStyleFeatures(posts);
  const measured = profileFromFeatures(features);
  let next: StyleProfileBody = { ...measured, features };
  let summarisedBy: string | null = null;
  let note: string | null = null;

  const { engine, settings } = await resolveSocialAi(scope);
  if (engine.kind === "ai") {
    const sample = promptPosts(posts);
    const grounding = await groundingFor(scope, { task: features.topics.join(" ") || row.name, tokenBudget: 800, purpose: TRAINING_PURPOSE }).catch(() => null);
    const system = [
      `You are an editor who studies a LinkedIn author's writing so that a ghost-writer can match it. The author is ${row.kind === "person" ? `a person (${row.name})` : `the company page "${row.name}"`}. Describe the voice concretely (sentence length, point of view, register, how posts open and close), never generically.`,
      voiceInstructions(settings),
      await getBrandContext(scope),
      grounding?.promptContext ?? "",
    ]
      .filter(Boolean)
      .join("\n\n");
    const prompt = [
      `Measured over ${features.samples} posts: ${JSON.stringify({ length: features.length, hooks: features.hooks, structure: features.structure, emoji: features.emoji, hashtags: features.hashtags, topics: features.topics, best: features.bestPerformers })}`,
      `Posts (best-performing first):\n\n${sample.map((p, i) => `Post ${i + 1}${engagementOf(p) !== null ? ` (engagement ${engagementOf(p)})` : ""}:\n${p.text.slice(0, 1_500)}`).join("\n\n---\n\n")}`,
      `Hook types to choose from: ${HOOK_TYPES.join(", ")}.`,
    ].join("\n\n");
    const refusal = await contentBudgetRefusal(scope, settings, engine.engine, system.length + prompt.length, MAX_OUTPUT_TOKENS);
    if (refusal) note = `${refusal} The profile was trained from the measured features only.`;
    else {
      try {
        const { value } = await generateStructured(engine.engine, { system, prompt, schema: summarySchema, name: "linkedin_style", maxOutputTokens: MAX_OUTPUT_TOKENS }, { scope, purpose: TRAINING_PURPOSE });
        next = {
          ...next,
          voice: value.voice.trim() || next.voice,
          toneWords: value.tone_words.map((w) => w.trim()).filter(Boolean),
          structure: value.structure.trim() || next.structure,
          preferredHooks: value.preferred_hooks.length ? value.preferred_hooks : next.preferredHooks,
          topics: value.topics.length ? value.topics.map((t) => t.trim()).filter(Boolean) : next.topics,
          dos: value.dos.map((t) => t.trim()).filter(Boolean),
          donts: value.donts.map((t) => t.trim()).filter(Boolean),
        };
        summarisedBy = engine.label;
      } catch (e) {
        note = `${engine.label} could not summarise the voice (${e instanceof Error ? e.message : String(e)}). The profile was trained from the measured features only.`;
      }
    }
  } else note = `${engine.note} Until then, the profile holds the measured features only.`;

  // A person's edits survive a retrain unless they ask to replace them; the numbers always refresh.
  const keep = d.keepEdits && row.edited;
  const profile: StyleProfileBody = keep ? { ...row.profile, features } : next;
  await withScope(scope, async (tx) => {
    await tx
      .update(socialStyleProfiles)
      .set({ profile, sampleCount: features.samples, edited: keep, summaryBy: keep ? row.summaryBy : summarisedBy, trainedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(socialStyleProfiles.id, row.id), eq(socialStyleProfiles.brandId, scope.brandId)));
    await logScopeActivity(tx, scope, "social_style_profile_trained", `Trained the LinkedIn style "${row.name}" on ${features.samples} post${features.samples === 1 ? "" : "s"}`, { styleProfileId: row.id, summarisedBy });
  });
  return { samples: features.samples, summarisedBy: keep ? null : summarisedBy, note: keep ? "Your edits were kept; the measured features were refreshed." : note };
}

export type StyleProfileEdit = Omit<StyleProfileBody, "features"> & { name: string; kind: StyleProfileKind; socialProfileId?: string };

export async function updateStyleProfile(scope: BrandScope, id: string, d: StyleProfileEdit): Promise<void> {
  const row = await profileRow(scope, id);
  const socialProfileId = await linkedinProfileOf(scope, d.socialProfileId || undefined);
  const { name, kind, socialProfileId: _ignored, ...fields } = d;
  try {
    await withScope(scope, async (tx) => {
      await tx
        .update(socialStyleProfiles)
        .set({ name, kind, socialProfileId, profile: { ...fields, features: row.profile.features }, edited: true, updatedAt: new Date() })
        .where(and(eq(socialStyleProfiles.id, id), eq(socialStyleProfiles.brandId, scope.brandId)));
      await logScopeActivity(tx, scope, "social_style_profile_edited", `Edited the LinkedIn style "${name}"`, { styleProfileId: id });
    });
  } catch (e) {
    if (nameTaken(e)) throw new ActionError(`A style profile named "${name}" already exists. Choose another name.`);
    throw e;
  }
}

export async function deleteStyleProfile(scope: BrandScope, id: string): Promise<void> {
  const rows = await withScope(scope, async (tx) => {
    const r = await tx
      .delete(socialStyleProfiles)
      .where(and(eq(socialStyleProfiles.id, id), eq(socialStyleProfiles.brandId, scope.brandId)))
      .returning({ name: socialStyleProfiles.name });
    if (r[0]) await logScopeActivity(tx, scope, "social_style_profile_deleted", `Deleted the LinkedIn style "${r[0].name}"`, { styleProfileId: id });
    return r;
  });
  if (!rows.length) throw new NotFoundError();
}

export type StyleProfileRow = typeof socialStyleProfiles.$inferSelect & { pastedCount: number };
export type TrainingPage = {
  profiles: StyleProfileRow[];
  linkedinProfiles: { id: string; label: string; posts: number }[];
  samples: { id: string; styleProfileId: string; text: string; likes: number | null; comments: number | null; shares: number | null }[];
};

export async function getTrainingPage(scope: BrandScope): Promise<TrainingPage> {
  return withScope(scope, async (tx) => {
    const [profiles, pasted, tracked, samples] = await Promise.all([
      tx.select().from(socialStyleProfiles).where(eq(socialStyleProfiles.brandId, scope.brandId)).orderBy(asc(socialStyleProfiles.name)),
      tx
        .select({ id: socialStyleSamples.styleProfileId, n: count() })
        .from(socialStyleSamples)
        .where(eq(socialStyleSamples.brandId, scope.brandId))
        .groupBy(socialStyleSamples.styleProfileId),
      tx
        .select({ id: socialProfiles.id, handle: socialProfiles.handle, displayName: socialProfiles.displayName, isOwn: socialProfiles.isOwn, posts: count(socialMedia.id) })
        .from(socialProfiles)
        .leftJoin(socialMedia, and(eq(socialMedia.profileId, socialProfiles.id), eq(socialMedia.brandId, scope.brandId)))
        .where(and(eq(socialProfiles.brandId, scope.brandId), eq(socialProfiles.network, "linkedin")))
        .groupBy(socialProfiles.id)
        .orderBy(desc(socialProfiles.isOwn), asc(socialProfiles.handle)),
      tx
        .select({ id: socialStyleSamples.id, styleProfileId: socialStyleSamples.styleProfileId, text: socialStyleSamples.text, likes: socialStyleSamples.likes, comments: socialStyleSamples.comments, shares: socialStyleSamples.shares })
        .from(socialStyleSamples)
        .where(eq(socialStyleSamples.brandId, scope.brandId))
        .orderBy(desc(socialStyleSamples.createdAt))
        .limit(500),
    ]);
    const n = new Map(pasted.map((p) => [p.id, p.n]));
    return {
      profiles: profiles.map((p) => ({ ...p, pastedCount: n.get(p.id) ?? 0 })),
      linkedinProfiles: tracked.map((t) => ({ id: t.id, label: `${t.displayName || t.handle}${t.isOwn ? " (own)" : ""}`, posts: t.posts })),
      samples,
    };
  });
}

/** The profiles a post can be written in (for the pickers on the ideas and review pages). */
export async function listStyleProfiles(scope: BrandScope): Promise<{ id: string; name: string; kind: StyleProfileKind; trained: boolean }[]> {
  const rows = await withScope(scope, (tx) =>
    tx
      .select({ id: socialStyleProfiles.id, name: socialStyleProfiles.name, kind: socialStyleProfiles.kind, trainedAt: socialStyleProfiles.trainedAt })
      .from(socialStyleProfiles)
      .where(eq(socialStyleProfiles.brandId, scope.brandId))
      .orderBy(asc(socialStyleProfiles.name)),
  );
  return rows.map((r) => ({ id: r.id, name: r.name, kind: r.kind, trained: r.trainedAt !== null }));
}

export async function getStyleProfile(scope: BrandScope, id: string) {
  return profileRow(scope, id);
}
