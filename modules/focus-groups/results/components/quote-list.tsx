import Link from "next/link";
import type { Quote } from "../compute";

/** The answers a number rests on: the words, who said them (persona one click away) and where in the transcript. */
export function QuoteList({ quotes, label = "Supporting quotes" }: { quotes: Quote[]; label?: string }) {
  if (!quotes.length) return null;
  return (
    <div className="grid gap-2">
      <h4 className="text-xs font-medium text-muted-foreground">{label}</h4>
      <ul className="grid gap-2">
        {quotes.map((q) => (
          <li key={q.turnId} className="rounded-md border-l-2 border-border bg-muted/40 px-3 py-2 text-sm">
            <p className="text-pretty">“{q.text}”</p>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
              {q.personaId ? (
                <Link href={`/personas/${q.personaId}`} className="font-medium text-foreground underline-offset-4 hover:underline">
                  {q.personaName}
                </Link>
              ) : (
                <span className="font-medium text-foreground">{q.personaName}</span>
              )}
              {q.value ? <span>· {q.value}</span> : null}
              <a href={`#turn-${q.turnId}`} className="underline-offset-4 hover:underline">
                in the transcript
              </a>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
