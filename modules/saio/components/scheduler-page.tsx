import { CalendarClockIcon } from "lucide-react";
import { PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/ui/empty";
import type { SchedulerData } from "../queries";
import { BudgetCard } from "./budget-card";
import { EngineNotice } from "./engine-notice";
import { RunCard } from "./runs";
import { SchedulesView } from "./schedules-view";

/** /scheduler: the month's budget, the recurring runs and what they did. */
export function SchedulerPage({ brandId, canEdit, data }: { brandId: string; canEdit: boolean; data: SchedulerData }) {
  return (
    <>
      <PageHeader route="/scheduler" description="Recurring analysis runs: which prompts and engines, how often, and the monthly budget they may spend." />
      {!data.engineReady ? <EngineNotice what="Scheduled runs need an AI engine; until one is connected they are recorded as skipped." /> : null}
      <BudgetCard brandId={brandId} canEdit={canEdit} {...data.budget} />
      <SchedulesView brandId={brandId} schedules={data.schedules} engines={data.engines} topics={data.topics} canEdit={canEdit} />
      <section className="grid gap-3" aria-labelledby="history-heading">
        <h2 id="history-heading" className="text-base font-semibold">
          History
        </h2>
        {data.history.length ? (
          data.history.map((r) => <RunCard key={r.id} brandId={brandId} run={r} canEdit={canEdit} />)
        ) : (
          <EmptyState icon={CalendarClockIcon} title="No scheduled runs yet" className="rounded-xl border border-dashed">
            Scheduled runs appear here, skipped ones with the reason.
          </EmptyState>
        )}
      </section>
    </>
  );
}
