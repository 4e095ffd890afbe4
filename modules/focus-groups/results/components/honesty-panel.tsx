import { BotIcon } from "lucide-react";
import { plural } from "@/lib/format";

/** On every result page: who answered (synthetic participants), with which engine, how much evidence, and the caveat. */
export function HonestyPanel({ engines, models, runs, participants }: { engines: string[]; models: string[]; runs: number; participants: number }) {
  return (
    <aside aria-label="About these results" className="flex gap-3 rounded-lg border border-sky-500/30 bg-sky-500/5 px-4 py-3 text-sm" data-testid="fg-honesty">
      <BotIcon className="mt-0.5 size-4 shrink-0 text-sky-700 dark:text-sky-300" aria-hidden="true" />
      <p className="text-pretty text-muted-foreground">
        <span className="font-medium text-foreground">Synthetic participants.</span> {plural(participants, "AI persona")} answered in {plural(runs, "run")}
        {engines.length ? (
          <>
            {" "}
            on <span className="text-foreground">{engines.join(", ")}</span>
            {models.length ? ` (${models.join(", ")})` : ""}
          </>
        ) : null}
        . These results complement, not replace, research with people.
      </p>
    </aside>
  );
}
