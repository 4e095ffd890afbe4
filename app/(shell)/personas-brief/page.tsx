import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { isUuid } from "@/lib/brand-scope";
import { routeMetadata } from "@/lib/navigation/registry";
import { BriefEditor } from "@/modules/personas/briefs/components/brief-editor";
import { getBrief, listCollections } from "@/modules/personas/briefs/queries";
import { getBriefSettings, resolveResearchEngine } from "@/modules/personas/engine";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/personas-brief");

export default async function PersonasBriefPage({ searchParams }: { searchParams: Promise<{ id?: string }> }) {
  const { scope, canEdit } = await requireModule("personas");
  const { id } = await searchParams;
  // Another brand's brief, or none, reads exactly like a brief that does not exist.
  if (id !== undefined && !isUuid(id)) notFound();
  const [brief, settings, collections] = await Promise.all([id ? getBrief(scope, id) : null, getBriefSettings(scope), listCollections(scope)]);
  if (id && !brief) notFound();
  const engine = await resolveResearchEngine(scope, settings);
  return (
    <PageBody>
      <PageHeader
        route="/personas-brief"
        title={brief ? `Edit brief: ${brief.name}` : undefined}
        description="Describe the audience a set of personas should represent: its segments and their shares, the constraints, and the decision they face. The sampling plan beside it shows how N personas would be split."
      />
      <BriefEditor
        key={brief?.id ?? "new"}
        brandId={scope.brandId}
        brief={brief}
        defaults={settings}
        collections={collections}
        engine={engine.kind === "ai" ? { available: true, label: engine.label } : { available: false, note: engine.note }}
        canEdit={canEdit}
      />
    </PageBody>
  );
}
