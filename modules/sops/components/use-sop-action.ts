"use client";

import { useAction } from "@/components/actions/use-action";

export { onModEnter } from "@/components/actions/on-mod-enter";

/** SOP actions are pinned to the brand the page was rendered for (see useAction). */
export const useSopAction = (brandId: string) => useAction({ brandId });
