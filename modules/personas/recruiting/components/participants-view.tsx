"use client";

import Link from "next/link";
import { UndoIcon, UserMinusIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { StatusBadge, ToneBadge } from "@/components/ui/tone-badge";
import { plural } from "@/lib/format";
import { FG_PROJECT_STATUS_STATES } from "@/modules/focus-groups/projects/status";
import { PersonaAvatar } from "@/components/personas/persona-avatar";
import { dropParticipantAction, readdParticipantAction } from "../actions";
import { ANY_SEGMENT } from "../match";
import type { ProjectParticipants } from "../queries";

export function ParticipantsView({ brandId, groups, segmentNames, canEdit }: { brandId: string; groups: ProjectParticipants[]; segmentNames: Record<string, string>; canEdit: boolean }) {
  const { run, isBusy } = useAction({ brandId });
  const seg = (k: string | null) => (k ? (segmentNames[k] ?? k) : null);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      {groups.map((g) => {
        const recruited = g.participants.filter((p) => p.status === "recruited").length;
        return (
          <section key={g.projectId} aria-labelledby={`project-${g.projectId}`} className="rounded-xl border bg-card">
            <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b px-4 py-3">
              <h2 id={`project-${g.projectId}`} className="min-w-0 text-sm font-medium break-words">
                {g.projectName}
              </h2>
              <StatusBadge status={g.projectStatus} states={FG_PROJECT_STATUS_STATES} />
              <span className="text-xs text-muted-foreground">{plural(recruited, "participant")}</span>
              {canEdit ? (
                <Button size="sm" variant="ghost" className="ml-auto" asChild>
                  <Link href={`/recruiting-participants?project=${g.projectId}`}>Recruit more</Link>
                </Button>
              ) : null}
            </header>
            <ul className="divide-y" aria-label={`Participants of ${g.projectName}`}>
              {g.participants.map((p) => {
                const quota = p.quota === ANY_SEGMENT ? "Any segment" : seg(p.quota);
                return (
                  <li key={p.id} className="flex items-center gap-3 px-4 py-2.5" aria-busy={isBusy(p.id)}>
                    <PersonaAvatar id={p.personaId} name={p.personaName} className={p.status === "dropped" ? "opacity-50" : undefined} />
                    <div className="min-w-0 flex-1">
                      <Link href={`/personas/${p.personaId}`} className={`block truncate text-sm font-medium underline-offset-4 hover:underline ${p.status === "dropped" ? "text-muted-foreground line-through" : ""}`}>
                        {p.personaName}
                      </Link>
                      <p className="truncate text-xs text-muted-foreground">
                        {[seg(p.segmentKey) ?? "No segment", p.occupation, quota ? `quota: ${quota}` : "picked by hand"].filter(Boolean).join(" · ")}
                      </p>
                    </div>
                    <div className="flex shrink-0 items-center gap-2">
                      {p.status === "dropped" ? <ToneBadge tone="idle">Dropped</ToneBadge> : null}
                      {canEdit ? (
                        p.status === "recruited" ? (
                          <Button size="sm" variant="ghost" disabled={isBusy(p.id)} onClick={() => run(dropParticipantAction, { participantId: p.id }, { key: p.id, success: `${p.personaName} dropped from ${g.projectName}.` })}>
                            <UserMinusIcon aria-hidden="true" />
                            <span className="max-sm:sr-only">Drop</span>
                          </Button>
                        ) : (
                          <Button size="sm" variant="ghost" disabled={isBusy(p.id)} onClick={() => run(readdParticipantAction, { participantId: p.id }, { key: p.id, success: `${p.personaName} is back in ${g.projectName}.` })}>
                            <UndoIcon aria-hidden="true" />
                            <span className="max-sm:sr-only">Re-add</span>
                          </Button>
                        )
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
