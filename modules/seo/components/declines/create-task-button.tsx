"use client";

import Link from "next/link";
import * as React from "react";
import { ListPlusIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { createDeclineTaskAction } from "@/modules/seo/declines/actions";
import { taskPath } from "@/modules/tasks/paths";

/** "Create task" on a decline: the task is written by the tasks module, from figures the server recomputes. */
export function CreateDeclineTaskButton({ brandId, declineId, canEdit, size = "sm" }: { brandId: string; declineId: string; canEdit: boolean; size?: "sm" | "default" }) {
  const { run, pending } = useAction({ brandId });
  const [made, setMade] = React.useState<{ id: string; brandId: string } | null>(null);
  if (!canEdit) return null;
  if (made)
    return (
      <Button size={size} variant="outline" asChild>
        <Link href={taskPath(made.brandId, made.id)} data-testid="decline-task-link">
          Task created · open it
        </Link>
      </Button>
    );
  return (
    <Button
      size={size}
      disabled={pending}
      onClick={() => void run(createDeclineTaskAction, { id: declineId }, { success: (t) => `Task created: ${t.title}`, onSuccess: (t) => setMade(t), refresh: false })}
    >
      <ListPlusIcon aria-hidden="true" />
      {pending ? "Creating…" : "Create task"}
    </Button>
  );
}
