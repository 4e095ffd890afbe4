/**
 * Best days and hours from the profile's own posts: weekday × three-hour block, shaded by median
 * interactions, each cell showing its number of posts. Blocks with fewer than MIN_GROUP_POSTS posts
 * are drawn faint and are never called best. Server component (plain markup: a table).
 */
import { formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils";
import { blockLabel, WEEKDAYS, type Timing } from "../metrics/timing";
import { MIN_GROUP_POSTS } from "../metrics/types";

const ORDER = [1, 2, 3, 4, 5, 6, 0];
const STARTS = [0, 3, 6, 9, 12, 15, 18, 21];

export function TimingHeatmap({ timing }: { timing: Timing }) {
  const max = Math.max(1, ...timing.grid.filter((c) => c.posts >= MIN_GROUP_POSTS).map((c) => c.median ?? 0));
  return (
    <div className="min-w-0">
      <table className="w-full table-fixed border-separate border-spacing-0.5 text-xs" aria-label="Median interactions by weekday and time of day (UTC), with the number of posts in each cell" data-testid="timing-heatmap">
        <thead>
          <tr>
            <th className="w-9" scope="col">
              <span className="sr-only">Weekday</span>
            </th>
            {STARTS.map((s) => (
              <th key={s} scope="col" className="font-normal text-muted-foreground">
                {String(s).padStart(2, "0")}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ORDER.map((wd) => (
            <tr key={wd}>
              <th scope="row" className="pr-1 text-left font-normal text-muted-foreground">
                {WEEKDAYS[wd]!.slice(0, 3)}
              </th>
              {STARTS.map((s) => {
                const c = timing.grid.find((g) => g.weekday === wd && g.start === s)!;
                const enough = c.posts >= MIN_GROUP_POSTS && c.median !== null;
                const strength = enough ? 0.15 + 0.85 * (c.median! / max) : 0;
                const title = `${WEEKDAYS[wd]} ${blockLabel(s)}: ${c.posts} post${c.posts === 1 ? "" : "s"}${c.median !== null ? `, median ${formatNumber(c.median, 0)} interactions` : ""}${c.posts && !enough ? " (too few to rank)" : ""}`;
                return (
                  <td
                    key={s}
                    title={title}
                    className={cn("h-8 rounded-sm text-center tabular-nums", !enough && "bg-muted/60 text-muted-foreground", enough && strength > 0.6 && "text-primary-foreground")}
                    style={enough ? { backgroundColor: `color-mix(in oklch, var(--chart-1) ${Math.round(strength * 100)}%, transparent)` } : undefined}
                  >
                    <span className="sr-only">{title}</span>
                    <span aria-hidden="true">{c.posts || ""}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-muted-foreground">Numbers are posts per block; colour is median interactions. Faint blocks have fewer than {MIN_GROUP_POSTS} posts and are not ranked. Times in UTC.</p>
    </div>
  );
}
