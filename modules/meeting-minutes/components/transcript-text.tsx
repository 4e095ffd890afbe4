import { cn } from "@/lib/utils";

/** The stored text with line numbers; lines that gave an action item are marked. */
export function TranscriptText({ content, highlight }: { content: string; highlight: number[] }) {
  const marked = new Set(highlight);
  const lines = content.split("\n");
  return (
    <section aria-label="Transcript" className="min-w-0 lg:sticky lg:top-4 lg:self-start">
      <h2 className="mb-2 text-sm font-medium text-muted-foreground">Transcript</h2>
      <div className="max-h-[28rem] overflow-auto rounded-xl border bg-muted/30 py-2 text-xs lg:max-h-[calc(100vh-8rem)]">
        <ol className="font-mono leading-relaxed">
          {lines.map((l, i) => (
            <li key={i} className={cn("grid grid-cols-[2.5rem_minmax(0,1fr)] gap-2 pr-3", marked.has(i + 1) && "bg-amber-500/10")}>
              <span className="text-right text-muted-foreground/60 tabular-nums select-none" aria-hidden="true">
                {i + 1}
              </span>
              <span className="break-words whitespace-pre-wrap">{l || " "}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
