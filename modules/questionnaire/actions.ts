"use server";

import { eq } from "drizzle-orm";
import { brandQuestionnaireSteps } from "@/db/schema";
import { ActionError, brandAction } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { withScope } from "@/lib/brand-scope";
import { syncingBrandData } from "@/modules/knowledge/brand-data";
import { resetQuestionnaireInput, saveQuestionnaireStepInput } from "./inputs";
import { cleanStepAnswers, getStep, progressPercent } from "./steps";

const edit = { module: "brand-onboarding", access: "edit" } as const;

export const saveQuestionnaireStepAction = brandAction(
  "saveQuestionnaireStep",
  saveQuestionnaireStepInput,
  { ...edit, failure: "Failed to save your answers" },
  syncingBrandData(async (scope, { step: key, answers: raw }) => {
    const step = getStep(key)!;
    const { answers, errors, complete } = cleanStepAnswers(step, raw);
    const firstError = Object.values(errors)[0];
    if (firstError) throw new ActionError(firstError);
    return withScope(scope, async (tx) => {
      const completedAt = complete ? new Date() : null;
      await tx
        .insert(brandQuestionnaireSteps)
        .values({ brandId: scope.brandId, step: key, answers, completedAt, updatedBy: scope.userId })
        .onConflictDoUpdate({
          target: [brandQuestionnaireSteps.brandId, brandQuestionnaireSteps.step],
          set: { answers, completedAt, updatedBy: scope.userId, updatedAt: new Date() },
        });
      const done = await tx
        .select({ step: brandQuestionnaireSteps.step, completedAt: brandQuestionnaireSteps.completedAt })
        .from(brandQuestionnaireSteps)
        .where(eq(brandQuestionnaireSteps.brandId, scope.brandId));
      const completed = new Set(done.filter((d) => d.completedAt).map((d) => d.step));
      const progress = progressPercent(completed);
      await logScopeActivity(tx, scope, "save_questionnaire_step", `Saved the onboarding questionnaire step "${step.title}"${complete ? "" : " (incomplete)"}`, { step: key, complete, progress });
      return { step: key, answers, complete, completed: [...completed], progress };
    });
  }),
);

export const resetQuestionnaireAction = brandAction(
  "resetQuestionnaire",
  resetQuestionnaireInput,
  { ...edit, failure: "Failed to clear the questionnaire" },
  syncingBrandData((scope) =>
    withScope(scope, async (tx) => {
      const removed = await tx.delete(brandQuestionnaireSteps).where(eq(brandQuestionnaireSteps.brandId, scope.brandId)).returning({ step: brandQuestionnaireSteps.step });
      await logScopeActivity(tx, scope, "reset_questionnaire", "Cleared the onboarding questionnaire", { steps: removed.length });
      return { cleared: removed.length };
    }),
  ),
);
