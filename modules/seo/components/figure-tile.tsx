/** One headline figure of an SEO page (label, value, one line of context), as the rankings and the dashboard show them. */
export function FigureTile({ label, value, hint, testId }: { label: string; value: string; hint: string; testId?: string }) {
  return (
    <div className="grid gap-1 rounded-xl border bg-card p-4" data-testid={testId}>
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <p className="text-2xl font-semibold tabular-nums">{value}</p>
      <p className="truncate text-xs text-muted-foreground">{hint}</p>
    </div>
  );
}
