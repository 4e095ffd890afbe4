import Link from "next/link";
import { ChevronRightIcon } from "lucide-react";
import { formatDateTime, plural } from "@/lib/format";
import type { ResultsData } from "../types";
import { imageDeliveryLabel } from "../../session/states";

/** Every picked session's full transcript, collapsed; quotes link to their turn (#turn-<id>). */
export function Transcripts({ data }: { data: ResultsData }) {
  const people = new Map(data.personas.map((p) => [p.id, p]));
  return (
    <section aria-labelledby="fg-transcripts" className="grid gap-3">
      <h2 id="fg-transcripts" className="text-base font-semibold">
        Transcripts
      </h2>
      {data.sessions.map((s) => {
        const turns = data.turns.filter((t) => t.sessionId === s.id);
        return (
          <details key={s.id} className="group rounded-lg border" data-testid="fg-transcript">
            <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
              <ChevronRightIcon className="size-4 shrink-0 transition-transform group-open:rotate-90" aria-hidden="true" />
              <span className="min-w-0 truncate">{s.name}</span>
              <span className="ml-auto shrink-0 text-xs font-normal text-muted-foreground tabular-nums">
                seed {s.seed} · {plural(turns.length, "turn")}
                {s.finishedAt ? ` · ${formatDateTime(s.finishedAt)}` : ""}
              </span>
            </summary>
            <ol className="grid gap-2 border-t px-4 py-3">
              {turns.map((t) => {
                const p = t.personaId ? people.get(t.personaId) : null;
                const structured = [t.answer?.rating != null ? `Rating ${t.answer.rating}` : null, t.answer?.choice ? `Chose ${t.answer.choice}` : null, t.answer?.ranking?.length ? `Ranked ${t.answer.ranking.join(" > ")}` : null].filter(Boolean);
                return (
                  <li key={t.id} id={`turn-${t.id}`} className="scroll-mt-20 text-sm target:rounded-md target:bg-amber-500/10 target:px-2 target:py-1">
                    {t.speaker === "moderator" ? (
                      <span className="font-medium text-muted-foreground">Moderator: </span>
                    ) : p ? (
                      <Link href={`/personas/${p.id}`} className="font-medium underline-offset-4 hover:underline">
                        {p.name}
                      </Link>
                    ) : (
                      <span className="font-medium">Participant</span>
                    )}
                    {t.speaker === "participant" ? ": " : null}
                    <span className={t.speaker === "moderator" ? "text-muted-foreground" : undefined}>{t.content}</span>
                    {structured.length ? <span className="ml-2 text-xs text-muted-foreground">[{structured.join("; ")}]</span> : null}
                    {imageDeliveryLabel(t.imageDelivery) ? <span className="ml-2 text-xs text-muted-foreground">({imageDeliveryLabel(t.imageDelivery)})</span> : null}
                  </li>
                );
              })}
            </ol>
          </details>
        );
      })}
    </section>
  );
}
