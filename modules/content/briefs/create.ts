/**
 * The one way a brief comes into being, whoever starts it: the briefs page, an accepted idea, or a
 * structure saved from /getting-proper-structure. Links the idea (marking it accepted) in the same
 * transaction, so an idea never has a brief it does not know about.
 */
import { and, eq } from "drizzle-orm";
import { contentBriefs, contentIdeas } from "@/db/schema";
import type { ContentLink, ContentOutlineItem, ContentSource, ContentTerm } from "@/db/schema/content";
import { logScopeActivity } from "@/lib/activity";
import type { Tx } from "@/db/client";
import { withScope, type BrandScope } from "@/lib/brand-scope";

export type NewBrief = {
  title: string;
  ideaId?: string | null;
  keyword?: string | null;
  keywordGroupId?: string | null;
  intent?: string | null;
  audience?: string;
  personaId?: string | null;
  angle?: string;
  titleOptions?: string[];
  outline?: ContentOutlineItem[];
  outlineMethod?: "ai" | "consensus" | "manual" | null;
  questions?: string[];
  terms?: ContentTerm[];
  internalLinks?: ContentLink[];
  sources?: ContentSource[];
  targetWords?: number | null;
  cta?: string;
};

export async function createBriefIn(tx: Tx, scope: BrandScope, brief: NewBrief): Promise<{ id: string }> {
  if (brief.ideaId) {
    const [idea] = await tx
      .update(contentIdeas)
      .set({ status: "accepted" })
      .where(and(eq(contentIdeas.id, brief.ideaId), eq(contentIdeas.brandId, scope.brandId)))
      .returning({ id: contentIdeas.id });
    if (!idea) brief = { ...brief, ideaId: null };
  }
  const [row] = await tx
    .insert(contentBriefs)
    .values({ ...brief, title: brief.title.trim(), brandId: scope.brandId, createdBy: scope.userId })
    .returning({ id: contentBriefs.id });
  await logScopeActivity(tx, scope, "content_brief_created", `Created the content brief "${brief.title.trim()}"`, { briefId: row!.id });
  return { id: row!.id };
}

export function createBrief(scope: BrandScope, brief: NewBrief): Promise<{ id: string }> {
  return withScope(scope, (tx) => createBriefIn(tx, scope, brief));
}
