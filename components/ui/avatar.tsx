"use client";

import * as React from "react";
import { cn } from "@/lib/utils";

/**
 * A round picture with a fallback (initials) shown until the image has loaded, and kept when it
 * fails. Hand-written rather than Radix's: the user menu shows one on every signed-in page.
 */
type Status = "loading" | "loaded" | "error";
const AvatarContext = React.createContext<{ status: Status; setStatus: (s: Status) => void } | null>(null);

function Avatar({ className, ...props }: React.ComponentProps<"span">) {
  const [status, setStatus] = React.useState<Status>("error");
  return (
    <AvatarContext.Provider value={{ status, setStatus }}>
      <span data-slot="avatar" className={cn("relative flex size-8 shrink-0 overflow-hidden rounded-full", className)} {...props} />
    </AvatarContext.Provider>
  );
}

function AvatarImage({ className, src, alt = "", ...props }: React.ComponentProps<"img">) {
  const ctx = React.useContext(AvatarContext);
  const setStatus = ctx?.setStatus;
  const ref = React.useRef<HTMLImageElement>(null);
  React.useLayoutEffect(() => {
    if (!src) return setStatus?.("error");
    // An image cached before hydration may have finished before onLoad was attached.
    const img = ref.current;
    setStatus?.(img?.complete && img.naturalWidth > 0 ? "loaded" : "loading");
  }, [src, setStatus]);
  if (!src || ctx?.status === "error") return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- user avatars come from any host; next/image needs each listed
    <img
      ref={ref}
      data-slot="avatar-image"
      src={typeof src === "string" ? src : undefined}
      alt={alt}
      className={cn("aspect-square size-full", ctx?.status !== "loaded" && "invisible absolute", className)}
      onLoad={() => setStatus?.("loaded")}
      onError={() => setStatus?.("error")}
      {...props}
    />
  );
}

function AvatarFallback({ className, ...props }: React.ComponentProps<"span">) {
  const ctx = React.useContext(AvatarContext);
  if (ctx?.status === "loaded") return null;
  return <span data-slot="avatar-fallback" className={cn("flex size-full items-center justify-center rounded-full bg-muted text-xs font-medium", className)} {...props} />;
}

export { Avatar, AvatarFallback, AvatarImage };
