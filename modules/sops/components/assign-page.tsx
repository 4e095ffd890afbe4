import Link from "next/link";
import { ArrowLeftIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Empty, EmptyContent, EmptyDescription, EmptyHeader, EmptyTitle } from "@/components/ui/empty";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import type { BrandScope } from "@/lib/brand-scope";
import { plural } from "@/lib/format";
import type { AssignContext } from "../assign";
import { AdoptTemplateButton } from "./adopt-template-button";
import { AssignTasksForm } from "./assign-tasks-form";

/** The three assign-tasks routes share one page: header, then the form (or "adopt first"). */
export function AssignPage({ route, scope, canEdit, context }: { route: string; scope: BrandScope; canEdit: boolean; context: AssignContext }) {
  const source = context.source;
  return (
    <PageBody>
      <PageHeader
        route={route}
        title={`Assign tasks: ${context.label}`}
        description={
          <>
            {context.kindLabel}. Pick the tasks, who does each one, the sprint and the start date; each task is due on the start date plus
            its offset.
          </>
        }
        actions={
          <Button variant="ghost" size="sm" asChild>
            <Link href={context.backHref}>
              <ArrowLeftIcon />
              Back
            </Link>
          </Button>
        }
      />
      {context.notAdopted && source.kind === "template" ? (
        <Empty>
          <EmptyHeader>
            <EmptyTitle>Adopt {context.notAdopted.name} first</EmptyTitle>
            <EmptyDescription>
              Tasks are assigned from the brand&apos;s own copy of a template, so each task can link back to its SOP. Adopting copies its{" "}
              {plural(context.notAdopted.tasks, "task")} into this brand&apos;s SOPs.
            </EmptyDescription>
          </EmptyHeader>
          <EmptyContent>
            {canEdit ? (
              <AdoptTemplateButton brandId={scope.brandId} type={source.type} slug={source.slug} name={context.notAdopted.name} size="default" />
            ) : (
              <p className="text-muted-foreground">Your role in this brand can view templates but not adopt them.</p>
            )}
          </EmptyContent>
        </Empty>
      ) : (
        <AssignTasksForm brandId={scope.brandId} context={context} canEdit={canEdit} />
      )}
    </PageBody>
  );
}
