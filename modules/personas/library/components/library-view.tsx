"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ArchiveIcon, ArchiveRestoreIcon, FileTextIcon, LibraryBigIcon, PlusIcon, UploadIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty";
import { OptionSelect } from "@/components/ui/option-select";
import { ToneBadge } from "@/components/ui/tone-badge";
import { formatDate } from "@/lib/format";
import { Switch } from "@/components/ui/switch";
import { addLibraryItemToBrandAction, publishBriefToLibraryAction, setLibraryItemArchivedAction } from "../actions";
import type { LibraryItemView } from "../agency";
import type { BriefOption } from "../queries";

export function LibraryView({ brandId, canEdit, items, briefs }: { brandId: string; canEdit: boolean; items: LibraryItemView[]; briefs: BriefOption[] }) {
  const { run, isBusy } = useAction({ brandId });
  const router = useRouter();
  const [briefId, setBriefId] = React.useState(briefs[0]?.id ?? "");
  const [showArchived, setShowArchived] = React.useState(false);
  const archivedCount = items.filter((i) => i.archived).length;
  const shown = showArchived ? items : items.filter((i) => !i.archived);

  const publishBrief = () =>
    void run(publishBriefToLibraryAction, { briefId }, {
      key: "publish-brief",
      success: (d) => (d.created ? "Brief published to the library" : `Brief published as library version ${d.version}`),
    });

  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl text-sm text-muted-foreground">
        The agency library holds personas and briefs published by any brand of this brand&apos;s owner. Using one here makes a copy that keeps its library version: edits
        stay this brand&apos;s own, and a newer library version is applied only when you choose to update.
      </p>
      {canEdit && briefs.length ? (
        <div className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center">
          <span className="text-sm font-medium sm:mr-2">Publish a brief</span>
          <OptionSelect aria-label="Brief to publish" className="w-full sm:w-64" value={briefId} onValueChange={setBriefId} options={briefs.map((b) => ({ value: b.id, label: b.libraryVersion ? `${b.name} (library v${b.libraryVersion})` : b.name }))} />
          <Button size="sm" variant="outline" disabled={!briefId || isBusy("publish-brief")} onClick={publishBrief}>
            <UploadIcon aria-hidden="true" />
            {isBusy("publish-brief") ? "Publishing…" : "Publish to library"}
          </Button>
        </div>
      ) : null}
      {archivedCount ? (
        <label className="flex w-fit items-center gap-2 text-sm" htmlFor="library-show-archived">
          <Switch id="library-show-archived" checked={showArchived} onCheckedChange={setShowArchived} />
          Show archived ({archivedCount})
        </label>
      ) : null}
      {shown.length === 0 ? (
        items.length ? (
          <EmptyState icon={LibraryBigIcon} title="Every library item is archived">
            Turn on Show archived to see them and restore the ones to reuse.
          </EmptyState>
        ) : (
        <EmptyState icon={LibraryBigIcon} title="The agency library is empty">
          Open a persona and choose Publish to library, or publish a brief above. Every brand of the same owner can then use it.
        </EmptyState>
        )
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((item) => (
            <Card key={item.id} className="gap-3 py-5 data-[archived=true]:opacity-75" data-testid="library-item" data-archived={item.archived}>
              <CardHeader className="px-5">
                <div className="flex items-start justify-between gap-2">
                  <CardTitle className="min-w-0 text-base break-words">{item.name}</CardTitle>
                  <Badge variant="outline" className="tabular-nums">
                    v{item.latestVersion}
                  </Badge>
                </div>
                <div className="flex flex-wrap items-center gap-1.5 pt-1">
                  <ToneBadge tone={item.kind === "persona" ? "info" : "idle"}>{item.kind === "persona" ? "Persona" : "Brief"}</ToneBadge>
                  {item.industry ? <Badge variant="secondary">{item.industry}</Badge> : null}
                  {item.archived ? <ToneBadge tone="idle">Archived</ToneBadge> : null}
                </div>
              </CardHeader>
              <CardContent className="space-y-2 px-5">
                {item.preview ? <p className="line-clamp-3 text-sm break-words">{item.preview}</p> : null}
                <p className="text-xs text-muted-foreground">
                  {item.sourceBrandName ? `From ${item.sourceBrandName} · ` : ""}updated {formatDate(item.updatedAt)}
                </p>
                {item.usedBy.length ? (
                  <ul className="space-y-1 text-xs">
                    {item.usedBy.map((u) => (
                      <li key={u.id} className="flex flex-wrap items-center gap-1.5">
                        {item.kind === "persona" ? (
                          <Link className="font-medium underline-offset-4 hover:underline" href={`/personas/${u.id}`}>
                            {u.name}
                          </Link>
                        ) : (
                          <span className="font-medium">{u.name}</span>
                        )}
                        <span className="text-muted-foreground">in this brand, on v{u.version ?? "?"}</span>
                        {u.version !== null && u.version < item.latestVersion ? <ToneBadge tone="warn">v{item.latestVersion} available</ToneBadge> : null}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </CardContent>
              {canEdit ? (
                <CardFooter className="flex flex-wrap gap-2 px-5">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={isBusy(item.id) || item.archived}
                    title={item.archived ? "Restore the item to use it in this brand" : undefined}
                    onClick={() =>
                      void run(addLibraryItemToBrandAction, { itemId: item.id }, {
                        key: item.id,
                        success: (d) => (d.kind === "persona" ? `${item.name} added to this brand` : `Brief ${item.name} added to this brand`),
                        onSuccess: (d) => {
                          if (d.kind === "persona") router.push(`/personas/${d.id}`);
                        },
                      })
                    }
                  >
                    {item.kind === "persona" ? <PlusIcon aria-hidden="true" /> : <FileTextIcon aria-hidden="true" />}
                    {isBusy(item.id) ? "Adding…" : "Use in this brand"}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={isBusy(`archive-${item.id}`)}
                    onClick={() =>
                      void run(setLibraryItemArchivedAction, { itemId: item.id, archived: !item.archived }, {
                        key: `archive-${item.id}`,
                        success: item.archived ? `${item.name} restored to the library` : `${item.name} archived: it is no longer offered for reuse`,
                      })
                    }
                  >
                    {item.archived ? <ArchiveRestoreIcon aria-hidden="true" /> : <ArchiveIcon aria-hidden="true" />}
                    {item.archived ? "Restore" : "Archive"}
                  </Button>
                </CardFooter>
              ) : null}
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
