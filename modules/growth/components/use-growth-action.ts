"use client";

import { useAction } from "@/components/actions/use-action";

export { onModEnter } from "@/components/actions/on-mod-enter";

/** Growth actions are pinned to the brand the page was rendered for (see useAction). */
export const useGrowthAction = (brandId: string) => useAction({ brandId });
