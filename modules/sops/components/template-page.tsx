import Link from "next/link";
import { ArrowRightIcon, CheckIcon, ListChecksIcon, RefreshCwIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { formatDate } from "@/lib/format";
import type { TemplateDetail } from "../queries/library";
import { AdoptTemplateButton } from "./adopt-template-button";
import { TemplateOutline, TemplateStats, VersionHistory } from "./template-detail";
import { TemplateIcon } from "./template-icon";

/** A library template's page: its outline and versions, and what this brand did with it (adopt, assign, review an update). */
export function TemplatePage({ brandId, template: t, canEdit }: { brandId: string; template: TemplateDetail; canEdit: boolean }) {
  const href = `/template/${t.type}/${t.slug}`;
  const adoption = t.adoption;

  return (
    <PageBody>
      <PageHeader
        route="/template/[type]/[templateId]"
        title={
          <span className="flex items-center gap-3">
            <TemplateIcon slug={t.slug} className="size-10" />
            <span className="min-w-0">{t.name}</span>
          </span>
        }
        description={t.summary}
        actions={
          adoption ? (
            <>
              <Button variant="outline" size="sm" asChild>
                <Link href="/sops">View in SOPs</Link>
              </Button>
              <Button size="sm" asChild>
                <Link href={`${href}/assign-tasks`}>
                  <ListChecksIcon />
                  Assign tasks
                </Link>
              </Button>
            </>
          ) : canEdit ? (
            <AdoptTemplateButton brandId={brandId} type={t.type} slug={t.slug} name={t.name} />
          ) : null
        }
      />

      {adoption?.updatePending ? (
        <Alert variant="warning">
          <RefreshCwIcon />
          <AlertTitle>Version {t.version} is waiting for review</AlertTitle>
          <AlertDescription>
            <p>
              This brand follows version {adoption.version}. Review what changed and accept or dismiss each change on the SOPs page.
            </p>
            <Link href="/sops#updates" className="font-medium text-foreground underline underline-offset-4">
              Review the update
            </Link>
          </AlertDescription>
        </Alert>
      ) : null}

      <TemplateStats template={t} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <TemplateOutline template={t} />
        <aside className="space-y-4 lg:sticky lg:top-4 lg:self-start">
          <Card className="gap-4">
            <CardHeader>
              <CardTitle className="text-sm">This brand</CardTitle>
            </CardHeader>
            <CardContent className="space-y-3 text-sm">
              {adoption ? (
                <>
                  <Badge variant="outline" className="gap-1 border-emerald-500/30 bg-emerald-500/10 font-normal text-emerald-700 dark:text-emerald-300">
                    <CheckIcon aria-hidden />
                    Adopted · follows v{adoption.version}
                  </Badge>
                  <p className="text-muted-foreground">
                    Adopted {formatDate(adoption.adoptedAt)}. Its areas, task groups and tasks are in this brand&apos;s SOPs, where
                    they can be edited freely.
                  </p>
                  <Button variant="outline" size="sm" className="w-full" asChild>
                    <Link href={`${href}/assign-tasks`}>
                      Assign tasks
                      <ArrowRightIcon />
                    </Link>
                  </Button>
                </>
              ) : (
                <>
                  <p className="text-muted-foreground">
                    Adopting copies {t.stats.tasks} tasks into this brand&apos;s SOPs. New versions of the template are then proposed as
                    updates you accept or dismiss change by change.
                  </p>
                  {canEdit ? (
                    <AdoptTemplateButton brandId={brandId} type={t.type} slug={t.slug} name={t.name} size="default" />
                  ) : (
                    <p className="text-xs text-muted-foreground">Your role in this brand can view templates but not adopt them.</p>
                  )}
                </>
              )}
            </CardContent>
          </Card>
          <Card className="gap-4">
            <CardHeader>
              <CardTitle className="text-sm">Versions</CardTitle>
            </CardHeader>
            <CardContent>
              <VersionHistory template={t} />
            </CardContent>
          </Card>
        </aside>
      </div>
    </PageBody>
  );
}
