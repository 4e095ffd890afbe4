/** Small pieces both analysis pages share: a KPI tile, the profile chips, a post line. Server components. */
import Link from "next/link";
import { ExternalLinkIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatDateTime, formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { SocialMediaType } from "@/db/schema/social";
import type { RankedPost } from "../metrics/engagement";

export const FORMAT_LABELS: Record<SocialMediaType, string> = { image: "Image", carousel: "Carousel", reel: "Reel", video: "Video", text: "Text", article: "Article", document: "Document", poll: "Poll" };

export function Kpi({ id, label, value, detail }: { id: string; label: string; value: string; detail: React.ReactNode }) {
  return (
    <Card className="min-w-0 gap-1 px-4 py-4" data-testid={`social-kpi-${id}`}>
      <dl className="grid gap-1">
        <dt className="text-xs font-medium text-balance text-muted-foreground">{label}</dt>
        <dd className="text-2xl font-semibold tracking-tight tabular-nums">{value}</dd>
        <dd className="text-xs text-muted-foreground">{detail}</dd>
      </dl>
    </Card>
  );
}

/** "n = 64 posts" — every computed number says how many posts it rests on. */
export function SampleSize({ n, of }: { n: number; of?: string }) {
  return (
    <span className="tabular-nums">
      n = {formatNumber(n, 0)} {of ?? (n === 1 ? "post" : "posts")}
    </span>
  );
}

export function SampleBadge() {
  return (
    <Badge variant="outline" className="border-amber-500/30 bg-amber-500/10 text-amber-700 dark:text-amber-300">
      Sample data
    </Badge>
  );
}

export type ProfileChip = { id: string; handle: string; isOwn: boolean; sample: boolean; posts: number };

/** Profiles as links (keyboard reachable, no script): the chosen ones pressed. `href` builds each link. */
export function ProfileChips({ profiles, isActive, href, label }: { profiles: ProfileChip[]; isActive: (id: string) => boolean; href: (id: string) => string; label: string }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {profiles.map((p) => {
        const active = isActive(p.id);
        return (
          <Link
            key={p.id}
            href={href(p.id)}
            scroll={false}
            aria-current={active ? "true" : undefined}
            className={cn(
              "inline-flex max-w-full items-center gap-1.5 rounded-full border px-3 py-1 text-sm transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
              active ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-muted",
            )}
          >
            <span className="truncate">@{p.handle}</span>
            <span className={cn("text-xs", active ? "text-primary-foreground/80" : "text-muted-foreground")}>
              {p.isOwn ? "own" : "competitor"} · {formatNumber(p.posts, 0)}
            </span>
          </Link>
        );
      })}
    </nav>
  );
}

export function PostLine({ post }: { post: RankedPost }) {
  return (
    <li className="flex min-w-0 items-start justify-between gap-3 py-2">
      <div className="min-w-0">
        <p className="line-clamp-2 text-sm break-words">{post.caption || <span className="text-muted-foreground">(no caption)</span>}</p>
        <p className="text-xs text-muted-foreground">
          {FORMAT_LABELS[post.mediaType]} · {formatDateTime(post.publishedAt, { year: false })}
          {post.permalink ? (
            <>
              {" · "}
              <a href={post.permalink} target="_blank" rel="noreferrer noopener" className="inline-flex items-center gap-0.5 underline-offset-4 hover:underline">
                Open <ExternalLinkIcon className="size-3" aria-hidden="true" />
                <span className="sr-only">(opens the post on Instagram)</span>
              </a>
            </>
          ) : null}
        </p>
      </div>
      <p className="shrink-0 text-right text-sm font-medium tabular-nums">
        {formatNumber(post.interactions, 0)}
        <span className="block text-xs font-normal text-muted-foreground">interactions</span>
      </p>
    </li>
  );
}
