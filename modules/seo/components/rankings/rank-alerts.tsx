import { BellRingIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { RelativeTime } from "@/components/ui/relative-time";
import type { RankAlert } from "@/modules/seo/queries/rankings";

/** The latest drop alerts: each is also an activity row and a `seo_rank_drop` webhook event. */
export function RankAlerts({ alerts, threshold }: { alerts: RankAlert[]; threshold: number }) {
  return (
    <Card data-testid="rank-alerts">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <BellRingIcon className="size-4" aria-hidden="true" />
          Drop alerts
        </CardTitle>
        <CardDescription>
          A keyword that falls more than {threshold} {threshold === 1 ? "place" : "places"} raises an alert here, in the activity log and as the <code className="font-mono text-xs">seo_rank_drop</code> webhook event.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {alerts.length ? (
          <ul className="grid gap-2">
            {alerts.map((a) => (
              <li key={a.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 border-l-2 border-l-red-500 pl-3 text-sm">
                <span className="min-w-0 break-words">{a.text}</span>
                <RelativeTime at={a.at} className="text-xs text-muted-foreground" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No drops so far.</p>
        )}
      </CardContent>
    </Card>
  );
}
