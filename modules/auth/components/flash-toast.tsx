"use client";

import * as React from "react";
import { toast } from "@/components/ui/sonner";
import { FLASH_COOKIE, FLASHES, isFlashKey } from "../flash";

/** Shows the flash message a server redirect left in FLASH_COOKIE, once, on whatever page it landed. */
export function FlashToast() {
  React.useEffect(() => {
    const raw = document.cookie
      .split("; ")
      .find((c) => c.startsWith(`${FLASH_COOKIE}=`))
      ?.slice(FLASH_COOKIE.length + 1);
    if (raw === undefined) return;
    document.cookie = `${FLASH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
    const key = decodeURIComponent(raw);
    if (isFlashKey(key)) toast.success(FLASHES[key].title, { description: FLASHES[key].description });
  }, []);
  return null;
}
