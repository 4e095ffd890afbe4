"use client";

import * as React from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { LIST_KINDS, LIST_META, type ListItems } from "../lists";
import { ListEditor } from "./list-editor";

export function BrandLists({ brandId, brandSlug, lists, canEdit }: { brandId: string; brandSlug: string; lists: ListItems; canEdit: boolean }) {
  return (
    <Tabs defaultValue="keywords" className="gap-4">
      <TabsList className="w-full sm:w-fit">
        {LIST_KINDS.map((k) => (
          <TabsTrigger key={k} value={k} className="px-3">
            {LIST_META[k].title}
            <span className="rounded-full bg-muted-foreground/10 px-1.5 text-[11px] text-muted-foreground tabular-nums">{lists[k].length}</span>
          </TabsTrigger>
        ))}
      </TabsList>
      {LIST_KINDS.map((k) => (
        <TabsContent key={k} value={k}>
          <ListEditor brandId={brandId} brandSlug={brandSlug} kind={k} initial={lists[k]} canEdit={canEdit} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
