import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { PromptsView } from "@/modules/saio/components/prompts-view";
import { listPrompts } from "@/modules/saio/queries";
import { getPanelSummary } from "@/modules/saio/panel";
import { DEFAULT_SETTINGS, getTrackedSet } from "@/modules/saio/tracked";

export const metadata: Metadata = routeMetadata("/prompts");

export default async function PromptsPage() {
  const { scope, canEdit } = await requireModule("saio");
  const [prompts, tracked] = await Promise.all([listPrompts(scope), getTrackedSet(scope)]);
  return (
    <PageBody className="max-w-5xl">
      <PageHeader route="/prompts" description="The questions buyers ask AI assistants, grouped by topic. Every run asks the chosen prompts and records whether the answers mention the brand." />
      <PromptsView
        brandId={scope.brandId}
        brandName={tracked?.brandName ?? "the brand"}
        prompts={prompts}
        canEdit={canEdit}
        competitors={(tracked?.brands ?? []).filter((b) => !b.own).map((b) => ({ name: b.name, domains: b.domains }))}
        settings={tracked?.settings ?? DEFAULT_SETTINGS}
        panel={await getPanelSummary(scope, tracked?.settings.panelOptIn ?? false, tracked?.industry ?? null)}
      />
    </PageBody>
  );
}
