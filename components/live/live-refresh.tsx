"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useShell } from "@/components/shell/shell-context";
import { cn } from "@/lib/utils";
import { mayView } from "@/lib/permissions";
import { TOPIC_MODULES, type ChangeEvent, type Topic } from "@/lib/realtime/topics";
import { LivePresence, type PresenceHandle } from "./live-presence";
import { useLiveChannel } from "./use-live-channel";

const DEBOUNCE_MS = 250;

/**
 * Drop into a page to have it follow teammates' changes: on an event of `topics` in the brand (the
 * current brand unless `brandId` is given), the page's server components are re-rendered
 * (router.refresh, debounced; held while the tab is hidden and done when it shows again). With
 * `presence`, the people viewing the same object are shown ("Maya is viewing"). `onChange` replaces the
 * refresh where a view keeps its own state (return true when it handled the event).
 */
export function LiveRefresh({
  topics,
  brandId,
  presence,
  onChange,
  holdWhileEditing,
  className,
}: {
  topics: readonly Topic[];
  brandId?: string;
  presence?: { key: string };
  onChange?: (event: ChangeEvent) => boolean;
  /**
   * While a dialog or sheet is open (someone is editing), do not re-render under them: say who changed
   * what ("Maya changed this SOP") and refresh when they ask. `what` names the thing.
   */
  holdWhileEditing?: { what: string };
  className?: string;
}) {
  const router = useRouter();
  const { currentBrand, access, user } = useShell();
  const brand = brandId ?? currentBrand?.id ?? null;
  // A topic the role cannot view would make the whole channel 404: ask only for the others. (The
  // shell knows the role in the current brand only; another brand's page was checked by its server.)
  const allowed = brand === currentBrand?.id ? topics.filter((t) => mayView(access, TOPIC_MODULES[t])) : [...topics];
  const wanted: Topic[] = presence ? [...allowed, "presence"] : allowed;

  const timer = React.useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = React.useRef(false);
  const presenceRef = React.useRef<PresenceHandle | null>(null);
  const [held, setHeld] = React.useState<{ by: string | null } | null>(null);

  const refresh = React.useCallback(() => {
    if (document.visibilityState === "hidden") {
      pending.current = true;
      return;
    }
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      pending.current = false;
      router.refresh();
    }, DEBOUNCE_MS);
  }, [router]);

  React.useEffect(() => {
    const visible = () => {
      if (document.visibilityState === "visible" && pending.current) refresh();
    };
    document.addEventListener("visibilitychange", visible);
    return () => {
      document.removeEventListener("visibilitychange", visible);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [refresh]);

  const { status, attempt } = useLiveChannel({
    brandId: brand,
    topics: wanted,
    onEvent: (event) => {
      if (event.topic === "presence") {
        if (presence && event.rowId === presence.key) presenceRef.current?.reload();
        return;
      }
      if (onChange?.(event)) return;
      if (holdWhileEditing && document.querySelector('[role="dialog"][data-state="open"]')) {
        setHeld({ by: event.actorId === user.id ? "You (in another tab)" : (event.actorName ?? null) });
        return;
      }
      setHeld(null);
      refresh();
    },
    onResync: () => {
      refresh();
      presenceRef.current?.reload();
    },
  });

  return (
    <div className={cn("contents", className)} data-live-status={status} data-testid="live-refresh">
      {presence && brand ? <LivePresence ref={presenceRef} brandId={brand} objectKey={presence.key} selfId={user.id} /> : null}
      {held && holdWhileEditing ? (
        <span role="status" className="bg-muted text-foreground inline-flex items-center gap-2 rounded-md px-2 py-1 text-xs">
          {held.by ?? "A teammate"} changed this {holdWhileEditing.what}.
          <button
            type="button"
            className="font-medium underline underline-offset-2"
            onClick={() => {
              setHeld(null);
              router.refresh();
            }}
          >
            Show latest
          </button>
        </span>
      ) : null}
      {status === "errored" && attempt > 1 ? (
        <span role="status" className="text-muted-foreground text-xs">
          Live updates paused, reconnecting…
        </span>
      ) : null}
    </div>
  );
}
