/**
 * Per-network previews: how the post will look in the feed — LinkedIn cuts long text at about three
 * lines with "…see more", Instagram shows the first media item and the caption's first 125
 * characters before "more". Character counts against each network's limit.
 */
import { ImageIcon, VideoIcon, FileTextIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import type { SocialPublicationMedia } from "@/db/schema/social-publish";
import { charCount, INSTAGRAM_MAX_CHARS, LINKEDIN_MAX_CHARS } from "@/modules/social/publish/validate";

export const LINKEDIN_FOLD = 210;
export const INSTAGRAM_FOLD = 125;

function cut(text: string, at: number): { shown: string; more: boolean } {
  const chars = [...text];
  return chars.length > at ? { shown: chars.slice(0, at).join("").trimEnd(), more: true } : { shown: text, more: false };
}

function MediaTile({ media, className }: { media: SocialPublicationMedia | undefined; className?: string }) {
  const Icon = media?.kind === "video" ? VideoIcon : media?.kind === "document" ? FileTextIcon : ImageIcon;
  const ratio = media?.width && media?.height ? `${media.width} / ${media.height}` : "1 / 1";
  return (
    <div className={cn("flex w-full items-center justify-center bg-muted text-muted-foreground", className)} style={{ aspectRatio: ratio, maxHeight: "14rem" }}>
      <span className="flex flex-col items-center gap-1 px-2 text-center text-xs">
        <Icon className="size-5" aria-hidden="true" />
        {media ? <span className="max-w-full truncate">{media.url.split("/").pop()}</span> : "No media"}
      </span>
    </div>
  );
}

export function SocialPreview({ network, text, media, accountName }: { network: "linkedin" | "instagram"; text: string; media: readonly SocialPublicationMedia[]; accountName: string }) {
  const count = charCount(text);
  const limit = network === "linkedin" ? LINKEDIN_MAX_CHARS : INSTAGRAM_MAX_CHARS;
  const { shown, more } = cut(text, network === "linkedin" ? LINKEDIN_FOLD : INSTAGRAM_FOLD);
  return (
    <figure className="grid gap-2" data-testid={`preview-${network}`}>
      <figcaption className="flex items-center justify-between text-xs text-muted-foreground">
        <span>{network === "linkedin" ? "LinkedIn" : "Instagram"} preview</span>
        <span className={cn("tabular-nums", count > limit && "font-medium text-red-700 dark:text-red-300")}>
          {count.toLocaleString("en-US")} / {limit.toLocaleString("en-US")}
        </span>
      </figcaption>
      <div className="overflow-hidden rounded-lg border bg-background text-sm">
        <div className="flex items-center gap-2 p-2">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary" aria-hidden="true">
            {accountName.slice(0, 1).toUpperCase() || "?"}
          </span>
          <span className="min-w-0 truncate font-medium">{accountName}</span>
        </div>
        {network === "instagram" ? <MediaTile media={media[0]} /> : null}
        <p className="whitespace-pre-wrap break-words px-3 py-2">
          {network === "instagram" ? <span className="font-medium">{accountName} </span> : null}
          {shown}
          {more ? <span className="text-muted-foreground">{network === "linkedin" ? "…see more" : "… more"}</span> : null}
        </p>
        {network === "linkedin" && media.length ? (
          <div className={cn("grid gap-0.5", media.length > 1 && "grid-cols-2")}>
            {media.slice(0, 4).map((m, i) => (
              <MediaTile key={i} media={m} />
            ))}
          </div>
        ) : null}
        {network === "instagram" && media.length > 1 ? <p className="px-3 pb-2 text-xs text-muted-foreground">1 of {media.length} (carousel)</p> : null}
      </div>
    </figure>
  );
}
