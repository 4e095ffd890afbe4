import { KeyRoundIcon } from "lucide-react";
import { Empty, EmptyContent, EmptyDescription, EmptyHeader, EmptyMedia, EmptyTitle } from "@/components/ui/empty";
import { ResearchToolbar } from "./research-toolbar";

/** No keyword yet: the three ways in (type or paste, import a file, Brand Basic Data) and ideas from seeds. */
export function ResearchEmpty({ brandId, canEdit }: { brandId: string; canEdit: boolean }) {
  return (
    <Empty className="border">
      <EmptyHeader>
        <EmptyMedia variant="icon">
          <KeyRoundIcon aria-hidden="true" />
        </EmptyMedia>
        <EmptyTitle>No keywords yet</EmptyTitle>
        <EmptyDescription>
          {canEdit
            ? "Type or paste the keywords you care about, import an export from Search Console, Keyword Planner, Semrush or Ahrefs, take the list from Brand Basic Data, or find ideas from a few seed keywords."
            : "Nobody has added keywords to this brand yet. Someone who can edit SEO can add or import them."}
        </EmptyDescription>
      </EmptyHeader>
      {canEdit ? (
        <EmptyContent className="max-w-none">
          <ResearchToolbar brandId={brandId} canEdit variant="empty" />
        </EmptyContent>
      ) : null}
    </Empty>
  );
}
