"use client";

import * as React from "react";
import { cn } from "@/lib/utils";
import { charStatus, seeMoreCut, type Device } from "../preview";

/**
 * A post as the LinkedIn feed shows it: the author line, the text cut at "…see more" where the feed
 * cuts it on this device (modules/social/linkedin/preview), expandable like the real one.
 */
export function LinkedinPreview({ text, author, subtitle, device }: { text: string; author: string; subtitle: string; device: Device }) {
  const [expanded, setExpanded] = React.useState(false);
  const cut = seeMoreCut(text, device);
  const shown = expanded || !cut.truncated ? text.trim() : cut.visible;
  return (
    <figure
      className={cn("rounded-lg border bg-card text-card-foreground shadow-xs", device === "desktop" ? "w-full max-w-[555px]" : "w-full max-w-[360px]")}
      aria-label={`LinkedIn preview on ${device === "desktop" ? "desktop" : "a phone"}`}
      data-testid={`linkedin-preview-${device}`}
    >
      <div className="flex items-center gap-2 p-3 pb-2">
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-sky-600 text-sm font-semibold text-white">
          {author.slice(0, 1).toUpperCase()}
        </span>
        <div className="min-w-0 leading-tight">
          <p className="truncate text-sm font-semibold">{author}</p>
          <p className="truncate text-xs text-muted-foreground">{subtitle}</p>
        </div>
      </div>
      <div className="px-3 pb-3 text-sm leading-5 whitespace-pre-wrap wrap-anywhere">
        {shown}
        {cut.truncated && !expanded ? (
          <>
            …{" "}
            <button type="button" className="font-medium text-muted-foreground hover:text-sky-700 hover:underline dark:hover:text-sky-300" onClick={() => setExpanded(true)}>
              see more
            </button>
          </>
        ) : null}
      </div>
    </figure>
  );
}

/** Characters used against LinkedIn's 3,000, and what shows before "…see more". */
export function CharCounter({ text }: { text: string }) {
  const s = charStatus(text);
  const desktop = seeMoreCut(text, "desktop");
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground tabular-nums" data-testid="char-counter">
      <span className={cn(s.over ? "font-medium text-red-700 dark:text-red-300" : s.left < 300 ? "text-amber-700 dark:text-amber-300" : undefined)}>
        {s.count.toLocaleString("en")} / {s.max.toLocaleString("en")} characters{s.over ? ` — ${(-s.left).toLocaleString("en")} over` : ""}
      </span>
      <span>{desktop.truncated ? `${[...desktop.visible].length} shown before “see more”` : "Shown whole, no “see more”"}</span>
    </p>
  );
}
