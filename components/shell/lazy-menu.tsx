"use client";

import * as React from "react";

/** A dropdown whose Radix code (menu, popper, focus and dismiss layers: ~30 KB) is loaded on demand. */
export type MenuComponent<P extends object = object> = React.ComponentType<P & { open: boolean; onOpenChange: (open: boolean) => void; trigger: React.ReactElement }>;

type TriggerProps = React.ButtonHTMLAttributes<HTMLButtonElement>;

const OPEN_KEYS = new Set(["Enter", " ", "ArrowDown"]);

/**
 * Renders `trigger` as a plain button until the menu is wanted. Hover or focus starts loading the
 * menu, so it is usually there before the press; a press (pointer or Enter/Space/ArrowDown, as
 * Radix opens it) opens it as soon as it has arrived. After that the real Radix menu owns the trigger.
 * `props` go to the loaded menu (what it shows and what a choice does). Also what keeps long lists
 * cheap: a row renders one plain button instead of Radix's menu, popper and collection providers.
 */
export function LazyMenu<P extends object = object>({ load, trigger, props }: { load: () => Promise<MenuComponent<P>>; trigger: React.ReactElement<TriggerProps>; props?: P }) {
  const [Menu, setMenu] = React.useState<MenuComponent<P> | null>(null);
  const [open, setOpen] = React.useState(false);
  const loading = React.useRef<Promise<void> | null>(null);
  const byKeyboard = React.useRef(false);

  // Radix moves focus to the first item only for a keypress it saw itself; this one happened before
  // it was loaded, so do the same here (WAI-ARIA menu button: Enter, Space, ArrowDown).
  React.useEffect(() => {
    if (!Menu || !byKeyboard.current) return;
    byKeyboard.current = false;
    const frame = requestAnimationFrame(() => document.querySelector<HTMLElement>('[role="menu"] :is([role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]):not([data-disabled])')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [Menu]);

  const ensure = () => {
    loading.current ??= load().then(
      (component) => setMenu(() => component),
      (e: unknown) => {
        loading.current = null;
        setOpen(false);
        console.error("Could not load the menu", e);
      },
    );
  };

  if (Menu) return <Menu {...(props as P)} open={open} onOpenChange={setOpen} trigger={trigger} />;

  const press = (e: React.SyntheticEvent) => {
    e.preventDefault();
    setOpen(true);
    ensure();
  };
  return React.cloneElement(trigger, {
    "aria-haspopup": "menu",
    "aria-expanded": open,
    "data-state": open ? "open" : "closed",
    onPointerEnter: ensure,
    onFocus: ensure,
    onPointerDown: (e: React.PointerEvent<HTMLButtonElement>) => {
      if (e.button === 0 && !e.ctrlKey) press(e);
    },
    onKeyDown: (e: React.KeyboardEvent<HTMLButtonElement>) => {
      if (!OPEN_KEYS.has(e.key)) return;
      byKeyboard.current = true;
      press(e);
    },
  } as TriggerProps);
}
