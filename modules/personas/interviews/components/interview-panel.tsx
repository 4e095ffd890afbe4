import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireModule } from "@/modules/roles/guard";
import { getBriefSettings, resolveResearchEngine } from "@/modules/personas/engine";
import { getInterview, listInterviews } from "../queries";
import { InterviewChat } from "./interview-chat";

/**
 * The interview section of a persona's page: past interviews (newest first, the newest open) and a
 * chat with the persona in character. Loads its own data so the page only mounts it.
 */
export async function InterviewPanel({ personaId, personaName }: { personaId: string; personaName: string }) {
  const { scope, canEdit } = await requireModule("personas");
  const [interviews, engine] = await Promise.all([listInterviews(scope, personaId), getBriefSettings(scope).then((s) => resolveResearchEngine(scope, s))]);
  const open = interviews[0] ? await getInterview(scope, interviews[0].id) : null;
  return (
    <Card className="gap-3 py-5">
      <CardHeader className="px-5">
        <CardTitle className="text-sm font-medium">Interview</CardTitle>
        <CardDescription>Talk to {personaName} in character. Transcripts are saved; answers come from an AI engine playing a synthetic persona, not from a real person.</CardDescription>
      </CardHeader>
      <CardContent className="px-5">
        <InterviewChat
          brandId={scope.brandId}
          personaId={personaId}
          personaName={personaName}
          canEdit={canEdit}
          interviews={interviews}
          initial={open}
          engine={engine.kind === "ai" ? { label: engine.label, note: null } : { label: null, note: engine.note }}
        />
      </CardContent>
    </Card>
  );
}
