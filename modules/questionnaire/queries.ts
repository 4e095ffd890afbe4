import { eq } from "drizzle-orm";
import { brandQuestionnaireSteps, type QuestionnaireAnswers } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { countryName, languageName } from "@/modules/brand-setup/locales";
import { getBrandProfile } from "@/modules/brand-setup/queries";
import { answersAsText, progressPercent, resumeStep, type StepKey } from "./steps";

type QuestionnaireState = {
  answers: Record<string, QuestionnaireAnswers>;
  completed: string[];
  resumeAt: StepKey;
  progress: number;
  updatedAt: string | null;
};

export async function getQuestionnaire(scope: BrandScope): Promise<QuestionnaireState> {
  const rows = await withScope(scope, (tx) =>
    tx
      .select({ step: brandQuestionnaireSteps.step, answers: brandQuestionnaireSteps.answers, completedAt: brandQuestionnaireSteps.completedAt, updatedAt: brandQuestionnaireSteps.updatedAt })
      .from(brandQuestionnaireSteps)
      .where(eq(brandQuestionnaireSteps.brandId, scope.brandId)),
  );
  const completed = new Set(rows.filter((r) => r.completedAt).map((r) => r.step));
  const last = rows.reduce<Date | null>((a, r) => (!a || r.updatedAt > a ? r.updatedAt : a), null);
  return {
    answers: Object.fromEntries(rows.map((r) => [r.step, r.answers])),
    completed: [...completed],
    resumeAt: resumeStep(completed),
    progress: progressPercent(completed),
    updatedAt: last?.toISOString() ?? null,
  };
}

const LIST_CAP = 50;

function listLine(label: string, items: string[]): string | null {
  if (!items.length) return null;
  const shown = items.slice(0, LIST_CAP).join(", ");
  return `${label}: ${shown}${items.length > LIST_CAP ? ` (and ${items.length - LIST_CAP} more)` : ""}`;
}

/**
 * The brand as text for AI prompts: Brand Basic Data, its lists and the questionnaire answers.
 * Later modules put this into their prompts; it holds no secrets (API tokens live elsewhere).
 */
export async function getBrandContext(scope: BrandScope): Promise<string> {
  const [profile, questionnaire] = await Promise.all([getBrandProfile(scope), getQuestionnaire(scope)]);
  if (!profile) return "";
  const basics = [
    `Brand: ${profile.name}`,
    profile.website ? `Website: ${profile.website}` : null,
    profile.industry ? `Industry: ${profile.industry}` : null,
    profile.country ? `Country: ${countryName(profile.country)}` : null,
    profile.languages.length ? `Languages: ${profile.languages.map(languageName).join(", ")}` : null,
    profile.description ? `Description: ${profile.description}` : null,
    profile.toneOfVoice ? `Tone of voice: ${profile.toneOfVoice}` : null,
    listLine("Keywords", profile.lists.keywords),
    listLine(
      "Competitors",
      profile.lists.competitors.map((c) => (c.domain && c.domain !== c.name ? `${c.name} (${c.domain})` : c.name)),
    ),
    listLine("Personas", profile.lists.personas),
    listLine("Prompts", profile.lists.prompts),
  ].filter((l): l is string => !!l);
  const answers = answersAsText(new Map(Object.entries(questionnaire.answers)));
  return [`# Brand\n${basics.join("\n")}`, answers].filter(Boolean).join("\n\n");
}
