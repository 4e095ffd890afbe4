import type { Metadata } from "next";
import { InfoIcon } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { QuestionnaireWizard } from "@/modules/questionnaire/components/questionnaire-wizard";
import { getQuestionnaire } from "@/modules/questionnaire/queries";
import { STEP_KEYS } from "@/modules/questionnaire/steps";
import { requireModule } from "@/modules/roles/guard";
import { routeMetadata } from "@/lib/navigation/registry";

export const metadata: Metadata = routeMetadata("/brand-onboarding-questionnaire");

export default async function QuestionnairePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("brand-onboarding");
  const [state, params] = await Promise.all([getQuestionnaire(scope), searchParams]);
  const asked = typeof params.step === "string" && (STEP_KEYS as string[]).includes(params.step) ? params.step : null;
  return (
    <PageBody className="max-w-5xl">
      <PageHeader
        route="/brand-onboarding-questionnaire"
        description="Eight short steps about the business. Each step saves on its own, so you can stop and pick up where you left off."
      />
      {!canEdit ? (
        <Alert>
          <InfoIcon aria-hidden="true" />
          <AlertDescription>You can read the answers; your role in this brand cannot change them.</AlertDescription>
        </Alert>
      ) : null}
      <QuestionnaireWizard
        key={scope.brandId}
        brandId={scope.brandId}
        initialAnswers={state.answers}
        initialCompleted={state.completed}
        startAt={asked ?? state.resumeAt}
        updatedAt={state.updatedAt}
        canEdit={canEdit}
      />
    </PageBody>
  );
}
