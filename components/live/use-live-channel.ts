"use client";

import * as React from "react";
import { LiveChannel, type ChannelStatus } from "@/lib/realtime/live-channel";
import type { ChangeEvent, Topic } from "@/lib/realtime/topics";

/**
 * Subscribes to a brand's live channel for `topics` while mounted; returns the channel's state
 * (closed, joining, joined, errored, leaving) and how many attempts failed in a row. The latest
 * onEvent/onResync are used without reconnecting; a change of brand or topics reconnects.
 */
export function useLiveChannel({
  brandId,
  topics,
  onEvent,
  onResync,
}: {
  brandId: string | null | undefined;
  topics: readonly Topic[];
  onEvent: (event: ChangeEvent) => void;
  onResync?: () => void;
}): { status: ChannelStatus; attempt: number } {
  const [state, setState] = React.useState<{ status: ChannelStatus; attempt: number }>({ status: "closed", attempt: 0 });
  const handlers = React.useRef({ onEvent, onResync });
  React.useEffect(() => {
    handlers.current = { onEvent, onResync };
  });
  const key = [...topics].sort().join(",");

  React.useEffect(() => {
    if (!brandId || !key) return;
    const channel = new LiveChannel({
      url: `/api/realtime/${encodeURIComponent(brandId)}?topics=${encodeURIComponent(key)}`,
      onEvent: (e) => handlers.current.onEvent(e),
      onResync: () => handlers.current.onResync?.(),
      onStatus: (status, attempt) => setState({ status, attempt }),
    });
    channel.subscribe();
    const online = () => channel.retryNow();
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("online", online);
      channel.unsubscribe();
    };
  }, [brandId, key]);

  return state;
}
