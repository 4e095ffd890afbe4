/**
 * The discussion guide of a project (/preparing-inputs), one row per project. The session reads it through
 * getGuide and refuses to start while validateGuide reports problems; saving never refuses a guide for its
 * problems (a draft may be half-written), only for input that is not a guide at all.
 */
import { and, asc, eq } from "drizzle-orm";
import { fgGuides, fgStimuli, type GuideSection } from "@/db/schema";
import type { Tx } from "@/db/client";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { requireProjectInBrand } from "../project-ref";
import { buildGuideFromTemplate, type GuideTemplate, type TemplateStimulus } from "./templates";
import { validateGuide, type GuideProblem } from "./validate";

export type Guide = {
  id: string | null;
  projectId: string;
  template: GuideTemplate | "custom";
  sections: GuideSection[];
  moderatorInstructions: string;
  turnWordCap: number;
  /** ISO; null while the project has no saved guide. */
  updatedAt: string | null;
};

export const DEFAULT_TURN_WORD_CAP = 120;

type GuideRow = typeof fgGuides.$inferSelect;
function toGuide(row: GuideRow): Guide {
  return {
    id: row.id,
    projectId: row.projectId,
    template: row.template as Guide["template"],
    sections: row.sections ?? [],
    moderatorInstructions: row.moderatorInstructions,
    turnWordCap: row.turnWordCap,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The project's saved guide, or null when none is saved (or the project is not the brand's). */
export async function getGuide(scope: BrandScope, projectId: string): Promise<Guide | null> {
  const [row] = await withScope(scope, (tx) => tx.select().from(fgGuides).where(and(eq(fgGuides.brandId, scope.brandId), eq(fgGuides.projectId, projectId))));
  return row ? toGuide(row) : null;
}

/** The stimuli a guide may point at, in stored order. */
export async function guideStimuli(tx: Tx, scope: BrandScope, projectId: string): Promise<TemplateStimulus[]> {
  return tx
    .select({
      id: fgStimuli.id,
      kind: fgStimuli.kind,
      label: fgStimuli.label,
      variantGroup: fgStimuli.variantGroup,
      variant: fgStimuli.variant,
      price: fgStimuli.price,
      currency: fgStimuli.currency,
      position: fgStimuli.position,
    })
    .from(fgStimuli)
    .where(and(eq(fgStimuli.brandId, scope.brandId), eq(fgStimuli.projectId, projectId)))
    .orderBy(asc(fgStimuli.position), asc(fgStimuli.createdAt));
}

export type GuideEditorData = { guide: Guide; saved: boolean; stimuli: TemplateStimulus[]; problems: GuideProblem[] };

/** What the editor opens with: the saved guide (or an empty one) and its problems against today's stimuli. */
export async function guideEditorData(scope: BrandScope, projectId: string): Promise<GuideEditorData> {
  return withScope(scope, async (tx) => {
    await requireProjectInBrand(tx, scope, projectId);
    const [row] = await tx.select().from(fgGuides).where(and(eq(fgGuides.brandId, scope.brandId), eq(fgGuides.projectId, projectId)));
    const stimuli = await guideStimuli(tx, scope, projectId);
    const guide: Guide = row
      ? toGuide(row)
      : { id: null, projectId, template: "custom", sections: [], moderatorInstructions: "", turnWordCap: DEFAULT_TURN_WORD_CAP, updatedAt: null };
    return { guide, saved: Boolean(row), stimuli, problems: validateGuide(guide, stimuli) };
  });
}

export type SaveGuideInput = {
  projectId: string;
  template: Guide["template"];
  sections: GuideSection[];
  moderatorInstructions: string;
  turnWordCap: number;
};

/** Saves the guide (insert or replace) and answers with the problems that remain, for the editor to show. */
export async function saveGuide(scope: BrandScope, input: SaveGuideInput): Promise<{ guide: Guide; problems: GuideProblem[] }> {
  return withScope(scope, async (tx) => {
    await requireProjectInBrand(tx, scope, input.projectId);
    const values = {
      template: input.template,
      sections: input.sections,
      moderatorInstructions: input.moderatorInstructions,
      turnWordCap: input.turnWordCap,
      updatedBy: scope.userId,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(fgGuides)
      .values({ brandId: scope.brandId, projectId: input.projectId, ...values })
      .onConflictDoUpdate({ target: fgGuides.projectId, set: values, setWhere: eq(fgGuides.brandId, scope.brandId) })
      .returning();
    const stimuli = await guideStimuli(tx, scope, input.projectId);
    const guide = toGuide(row!);
    return { guide, problems: validateGuide(guide, stimuli) };
  });
}

/** A guide built from a template over the project's current stimuli, not saved: the editor shows it to review. */
export async function previewTemplate(scope: BrandScope, projectId: string, template: GuideTemplate) {
  return withScope(scope, async (tx) => {
    await requireProjectInBrand(tx, scope, projectId);
    const stimuli = await guideStimuli(tx, scope, projectId);
    const built = buildGuideFromTemplate(template, stimuli);
    return { ...built, problems: validateGuide({ sections: built.sections }, stimuli) };
  });
}
