import { ToneBadge } from "@/components/ui/tone-badge";

/** A 0–100 audit score in the shared badge tones: 90+ good, 70+ needs work, below poor. */
export function ScoreBadge({ score, className }: { score: number; className?: string }) {
  return (
    <ToneBadge tone={score >= 90 ? "ok" : score >= 70 ? "warn" : "bad"} className={className}>
      <span className="tabular-nums">{score}</span>
    </ToneBadge>
  );
}
