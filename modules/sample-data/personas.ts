/**
 * The demo brand's personas and a focus group ready to run, through the paths a person uses: the brief in
 * db/sample/personas/brief.json saved by the briefs module, the personas in coffee-buyers.json through the
 * persona import (the format /my-personas exports), then a focus-group project with two headline variants, a
 * guide built from the "Message test" template and participants recruited by quota. No session is run: that
 * needs the agency's AI engine, and a transcript nobody ran would be fake.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrandScope } from "@/lib/brand-scope";
import { briefInput } from "@/modules/personas/briefs/inputs";
import { createBrief } from "@/modules/personas/briefs/queries";
import { importPersonas } from "@/modules/personas/import/store";
import { recruitByQuotas } from "@/modules/personas/recruiting/store";
import { saveGuide, previewTemplate } from "@/modules/focus-groups/guide/queries";
import { projectFields } from "@/modules/focus-groups/projects/inputs";
import { createProject, setProjectStatus } from "@/modules/focus-groups/projects/store";
import { createStimulus } from "@/modules/focus-groups/stimuli/queries";

export const SAMPLE_PERSONAS_DIR = path.resolve(process.cwd(), "db/sample/personas");

type SampleBrief = Omit<ReturnType<typeof briefInput.parse>, "segments"> & { segments: { key: string; name: string; share: number; description: string; attributes: Record<string, string> }[] };

export async function seedPersonas(scope: BrandScope): Promise<void> {
  const raw = JSON.parse(readFileSync(path.join(SAMPLE_PERSONAS_DIR, "brief.json"), "utf8")) as SampleBrief;
  const brief = briefInput.parse({ ...raw, segments: raw.segments.map((s) => ({ ...s, attributes: Object.entries(s.attributes).map(([key, value]) => ({ key, value })) })) });
  const { id: briefId } = await createBrief(scope, brief);
  const imported = await importPersonas(scope, { text: readFileSync(path.join(SAMPLE_PERSONAS_DIR, "coffee-buyers.json"), "utf8"), fileName: "coffee-buyers.json", briefId });
  if (imported.errors.length) throw new Error(`the sample personas did not import: ${imported.errors.join("; ")}`);

  const { id: projectId } = await createProject(
    scope,
    projectFields.parse({
      name: "Subscription page headline",
      objective: "Find the headline that makes home baristas and café owners most likely to start a roast-to-order subscription.",
      hypotheses: ["Freshness (roast date) persuades home baristas more than origin stories.", "Café owners respond to reliability, not taste claims."],
      decision: "Which headline goes on the subscription landing page next month.",
    }),
  );
  const group = "Subscription headline";
  await createStimulus(scope, projectId, { kind: "headline", label: "Freshness", content: "Roasted to order, at your door within 48 hours.", variantGroup: group });
  await createStimulus(scope, projectId, { kind: "headline", label: "Origin", content: "Meet the farmers behind every bag — a new single origin each month.", variantGroup: group });
  const built = await previewTemplate(scope, projectId, "message");
  const saved = await saveGuide(scope, { projectId, template: "message", sections: built.sections, moderatorInstructions: built.moderatorInstructions, turnWordCap: 120 });
  if (saved.problems.length) throw new Error(`the sample guide has problems: ${saved.problems.map((p) => p.message).join("; ")}`);
  const recruited = await recruitByQuotas(scope, projectId, { segmentKeys: [], briefId, attributes: "", sources: [], includeFlagged: false }, [
    { segmentKey: "cafe-owners", count: 2 },
    { segmentKey: "home-baristas", count: 3 },
  ]);
  if (recruited.added !== 5) throw new Error(`the sample participants were not recruited: ${JSON.stringify(recruited.outcomes)}`);
  await setProjectStatus(scope, projectId, "ready");
}
