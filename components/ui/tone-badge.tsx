import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/** Five tones for state badges (health, delivery, connection): 700 text light, 300 dark, on a 10 % tint. */
const TONES = {
  ok: "border-emerald-500/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300",
  warn: "border-amber-500/30 bg-amber-500/10 text-amber-700 dark:text-amber-300",
  bad: "border-red-500/30 bg-red-500/10 text-red-700 dark:text-red-300",
  idle: "border-border bg-muted text-muted-foreground",
  info: "border-sky-500/30 bg-sky-500/10 text-sky-700 dark:text-sky-300",
} as const;

export type Tone = keyof typeof TONES;

export function ToneBadge({ tone, children, className }: { tone: Tone; children: React.ReactNode; className?: string }) {
  return (
    <Badge variant="outline" className={cn("gap-1.5 font-medium", TONES[tone], className)}>
      <span aria-hidden="true" className={cn("size-1.5 rounded-full bg-current")} />
      {children}
    </Badge>
  );
}

/** An HTTP status (or the lack of one) as a coloured code. */
export function HttpStatus({ status, error }: { status: number | null; error?: string | null }) {
  if (status === null) {
    return (
      <span className="font-mono text-xs text-red-700 dark:text-red-300" title={error ?? undefined}>
        {error ? "no answer" : "—"}
      </span>
    );
  }
  const tone = status >= 200 && status < 300 ? "text-emerald-700 dark:text-emerald-300" : status >= 500 || status === 429 ? "text-amber-700 dark:text-amber-300" : "text-red-700 dark:text-red-300";
  return <span className={cn("font-mono text-xs font-medium tabular-nums", tone)}>{status}</span>;
}

/** The states of a status: its tone and the words shown for it. */
export type StatusStates = Readonly<Record<string, readonly [Tone, string]>>;

/** A status looked up in its states; one the map does not know shows as itself, in the idle tone. */
export function StatusBadge({ status, states }: { status: string; states: StatusStates }) {
  const [tone, label] = states[status] ?? (["idle", status] as const);
  return <ToneBadge tone={tone}>{label}</ToneBadge>;
}
