import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { RelativeTime } from "@/components/ui/relative-time";
import { ToneBadge } from "@/components/ui/tone-badge";
import type { SeoProviderStatus } from "@/modules/seo/queries/provider-status";

const ORIGIN = { brand: "Brand key", deployment: "Deployment default" } as const;

/** Each SEO provider: is there a key (whose), and its last error when no success followed it. */
export function ProviderStatusCard({ providers, chosen }: { providers: SeoProviderStatus[]; chosen: string | null }) {
  return (
    <Card data-testid="seo-provider-status">
      <CardHeader>
        <CardTitle className="text-base">Provider keys</CardTitle>
        <CardDescription>
          Keys are added per brand under{" "}
          <Link href="/settings" className="underline underline-offset-2">
            Brand Settings → APIs
          </Link>
          ; a deployment may offer a default to every brand. Connections and their errors are also listed on{" "}
          <Link href="/integrations" className="underline underline-offset-2">
            Integrations
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {providers.map((p) => (
            <li key={p.provider} className="grid gap-1 rounded-lg border p-3" data-testid={`seo-provider-${p.provider}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  {p.name}
                  {chosen === p.provider ? <span className="ml-2 text-xs font-normal text-muted-foreground">chosen for SERPs</span> : null}
                </span>
                {p.origin ? (
                  p.lastError ? (
                    <ToneBadge tone="bad">{ORIGIN[p.origin]} · failing</ToneBadge>
                  ) : (
                    <ToneBadge tone="ok">{ORIGIN[p.origin]}</ToneBadge>
                  )
                ) : (
                  <ToneBadge tone="idle">No key</ToneBadge>
                )}
              </div>
              {p.lastError ? (
                <p className="text-xs break-words text-red-700 dark:text-red-300">
                  Last error <RelativeTime at={p.lastError.at} />: {p.lastError.message}
                </p>
              ) : p.lastOkAt ? (
                <p className="text-xs text-muted-foreground">
                  Last answered <RelativeTime at={p.lastOkAt} />
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
