"use client";

import * as React from "react";
import dynamic from "next/dynamic";
import type { ToasterProps } from "sonner";

/**
 * sonner is loaded when the page may need it rather than with every page: toasts answer what the
 * user does, so the toaster mounts on the first interaction (or the first toast through `toast`
 * below). Toasts raised before it subscribes are not lost: sonner replays the active ones.
 */
const SonnerToaster = dynamic(() => import("./sonner-toaster").then((m) => m.SonnerToaster), { ssr: false });

const INTERACTIONS = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

let wanted = false;
const wantListeners = new Set<() => void>();

function wantToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of wantListeners) listener();
}

function Toaster(props: ToasterProps) {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => {
    const mount = () => setMounted(true);
    if (wanted) {
      mount();
      return;
    }
    wantListeners.add(mount);
    const opts = { capture: true, passive: true } as const;
    for (const type of INTERACTIONS) window.addEventListener(type, wantToaster, opts);
    return () => {
      wantListeners.delete(mount);
      for (const type of INTERACTIONS) window.removeEventListener(type, wantToaster, opts);
    };
  }, []);
  return mounted ? <SonnerToaster {...props} /> : null;
}

type Toast = (typeof import("sonner"))["toast"];
type Kind = "success" | "error" | "info" | "warning" | "message";

let sonner: Promise<typeof import("sonner")> | undefined;

function lazyToast<K extends Kind>(kind: K) {
  return (...args: Parameters<Toast[K]>): void => {
    wantToaster();
    // One shared promise keeps toasts in the order they were raised.
    sonner ??= import("sonner");
    sonner.then(
      ({ toast: t }) => (t[kind] as (...a: Parameters<Toast[K]>) => unknown)(...args),
      (e: unknown) => {
        sonner = undefined;
        console.error("Could not show a notification", e);
      },
    );
  };
}

/** sonner's `toast`, loaded with the first toast: import this one, never "sonner" itself, or every page ships sonner up front. */
const toast = {
  success: lazyToast("success"),
  error: lazyToast("error"),
  info: lazyToast("info"),
  warning: lazyToast("warning"),
  message: lazyToast("message"),
};

export { Toaster, toast };
