import Link from "next/link";
import { FolderKanbanIcon, SearchXIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";

/** What the preparing pages show without a project: none yet (go and create one), or an unknown id. */
export function NoProject({ missing, what }: { missing: boolean; what: string }) {
  return missing ? (
    <EmptyState icon={SearchXIcon} title="Project not found">
      It may have been deleted, or it belongs to another brand. Choose one of this brand&apos;s projects above.
    </EmptyState>
  ) : (
    <EmptyState
      icon={FolderKanbanIcon}
      title="No focus-group projects yet"
      action={
        <Button size="sm" asChild>
          <Link href="/projects">Create a project</Link>
        </Button>
      }
    >
      {what} belong to a project. Create one on Projects (its objective and the decision it informs), then come back here.
    </EmptyState>
  );
}
