"use client";

/** What every row of the SOP editor shares: the editor's API (dialogs, delete, move, busy key) and the row menu's pieces. */
import * as React from "react";
import { ArrowDownIcon, ArrowUpIcon, MoreHorizontalIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { DialogState } from "./sop-dialogs";

type Kind = "area" | "group" | "task";
export type DeleteTarget = { kind: Kind; id: string; name: string; detail: string };

export type EditorApi = {
  brandId: string;
  canEdit: boolean;
  open: (s: DialogState) => void;
  remove: (t: DeleteTarget) => void;
  move: (kind: Kind, id: string, direction: "up" | "down") => void;
  show: (taskId: string) => void;
  busy: string | null;
};

export const EditorContext = React.createContext<EditorApi | null>(null);
export function useEditor(): EditorApi {
  const api = React.useContext(EditorContext);
  if (!api) throw new Error("useEditor outside SopEditor");
  return api;
}

export function MoveItems({ kind, id, first, last }: { kind: Kind; id: string; first: boolean; last: boolean }) {
  const { move, busy } = useEditor();
  const moving = busy === `${kind}:${id}`;
  return (
    <>
      <DropdownMenuItem disabled={first || moving} onSelect={() => move(kind, id, "up")}>
        <ArrowUpIcon />
        Move up
      </DropdownMenuItem>
      <DropdownMenuItem disabled={last || moving} onSelect={() => move(kind, id, "down")}>
        <ArrowDownIcon />
        Move down
      </DropdownMenuItem>
    </>
  );
}

export function MenuTrigger({ label }: { label: string }) {
  return (
    <DropdownMenuTrigger asChild>
      <Button variant="ghost" size="icon-sm" aria-label={label} className="text-muted-foreground">
        <MoreHorizontalIcon />
      </Button>
    </DropdownMenuTrigger>
  );
}
