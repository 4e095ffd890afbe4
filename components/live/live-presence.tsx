"use client";

import * as React from "react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { initialsFor } from "@/components/shell/initials";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import type { Viewer } from "@/lib/realtime/presence";
import { PRESENCE_HEARTBEAT_MS } from "@/lib/realtime/topics";

export type PresenceHandle = { reload: () => void };

/** "Maya is viewing", "Maya and Tom are viewing", "Maya, Tom and 2 others are viewing". */
export function viewingSentence(names: readonly string[]): string {
  if (names.length === 0) return "";
  if (names.length === 1) return `${names[0]} is viewing`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are viewing`;
  const rest = names.length - 2;
  return `${names[0]}, ${names[1]} and ${rest} ${rest === 1 ? "other" : "others"} are viewing`;
}

/**
 * The other people viewing `objectKey` (e.g. "task:<id>"): heartbeats the viewer's own presence
 * (lib/realtime/presence) every PRESENCE_HEARTBEAT_MS while the tab is visible, leaves on unmount or
 * page hide (sendBeacon survives the unload), and re-reads the viewers when the live channel reports a
 * presence change (`reload`, called by LiveRefresh).
 */
export function LivePresence({
  brandId,
  objectKey,
  selfId,
  ref,
}: {
  brandId: string;
  objectKey: string;
  selfId: string;
  ref?: React.Ref<PresenceHandle>;
}) {
  const [viewers, setViewers] = React.useState<Viewer[]>([]);
  const url = `/api/realtime/${encodeURIComponent(brandId)}/presence`;

  const load = React.useCallback(
    async (init?: RequestInit) => {
      try {
        const res = await fetch(init ? url : `${url}?key=${encodeURIComponent(objectKey)}`, { cache: "no-store", ...init });
        if (!res.ok) return;
        const body = (await res.json()) as { viewers?: Viewer[] };
        if (Array.isArray(body.viewers)) setViewers(body.viewers);
      } catch {
        /* offline: the next heartbeat tries again */
      }
    },
    [url, objectKey],
  );

  React.useImperativeHandle(ref, () => ({ reload: () => void load() }), [load]);

  React.useEffect(() => {
    const beat = () =>
      load({ method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ key: objectKey }) });
    const leave = () => {
      const body = new Blob([JSON.stringify({ key: objectKey, leave: true })], { type: "application/json" });
      if (!navigator.sendBeacon?.(url, body)) void fetch(url, { method: "POST", body, keepalive: true }).catch(() => {});
    };
    void beat();
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void beat();
    }, PRESENCE_HEARTBEAT_MS);
    const onVisibility = () => {
      if (document.visibilityState === "visible") void beat();
    };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", leave);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [load, objectKey, url]);

  const others = viewers.filter((v) => v.userId !== selfId);
  if (!others.length) return null;
  const sentence = viewingSentence(others.map((v) => v.name));
  return (
    <div role="group" className="flex items-center gap-2" data-testid="presence" aria-label={sentence}>
      <div className="flex -space-x-2">
        {others.slice(0, 4).map((v) => (
          <Tooltip key={v.userId}>
            <TooltipTrigger asChild>
              <Avatar className="ring-background size-7 ring-2">
                {v.avatarUrl ? <AvatarImage src={v.avatarUrl} alt="" /> : null}
                <AvatarFallback className="text-[11px]">{initialsFor(v.name, null)}</AvatarFallback>
              </Avatar>
            </TooltipTrigger>
            <TooltipContent>{v.name}</TooltipContent>
          </Tooltip>
        ))}
      </div>
      <span className="text-muted-foreground text-xs" aria-hidden="true">
        {sentence}
      </span>
    </div>
  );
}
