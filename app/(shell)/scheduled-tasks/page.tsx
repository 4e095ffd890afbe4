import type { Metadata } from "next";
import Link from "next/link";
import { CalendarClockIcon, PlusIcon } from "lucide-react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { Empty, EmptyContent, EmptyDescription, EmptyHeader, EmptyMedia, EmptyTitle } from "@/components/ui/empty";
import { requireModule } from "@/modules/roles/guard";
import { RulesList } from "@/modules/recurring/components/rules-list";
import { getScheduledTasksPage } from "@/modules/recurring/queries";
import { today as currentDay } from "@/lib/calendar-day";
import { routeMetadata } from "@/lib/navigation/registry";

export const metadata: Metadata = routeMetadata("/scheduled-tasks");

export default async function ScheduledTasksPage() {
  const { scope, canEdit } = await requireModule("tasks");
  const { rules, runs } = await getScheduledTasksPage(scope);
  const add = canEdit ? (
    <Button asChild>
      <Link href="/task-scheduling">
        <PlusIcon aria-hidden="true" />
        New recurring task
      </Link>
    </Button>
  ) : null;
  return (
    <PageBody className="max-w-5xl">
      <PageHeader route="/scheduled-tasks" description="Every recurring task of this brand: when it runs next, pause or resume it, and the tasks it has created." actions={rules.length ? add : null} />
      {rules.length === 0 ? (
        <Empty>
          <EmptyHeader>
            <EmptyMedia variant="icon">
              <CalendarClockIcon aria-hidden="true" />
            </EmptyMedia>
            <EmptyTitle>No recurring tasks</EmptyTitle>
            <EmptyDescription>Schedule the work that comes back — a weekly report, a monthly audit — and a task is created for the squad on each day it is due.</EmptyDescription>
          </EmptyHeader>
          {add ? <EmptyContent>{add}</EmptyContent> : null}
        </Empty>
      ) : (
        <RulesList brandId={scope.brandId} rules={rules} runs={runs} today={currentDay()} canEdit={canEdit} />
      )}
    </PageBody>
  );
}
