import Link from "next/link";
import { CalendarCheckIcon, CircleAlertIcon } from "lucide-react";
import { PageHeader } from "@/components/shell/page-header";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { RuleListItem, SquadOption } from "../queries";
import { RuleForm } from "./rule-form";
import { RuleSummary } from "./rule-summary";

/** /task-scheduling: a new recurring task, or the one `ruleId` names, beside the list of rules. */
export function TaskSchedulingPage({
  brandId,
  canEdit,
  ruleId,
  rules,
  squad,
  today,
}: {
  brandId: string;
  canEdit: boolean;
  /** The ?rule= of the link; a rule that no longer exists is reported. */
  ruleId: string | undefined;
  rules: RuleListItem[];
  squad: SquadOption[];
  today: string;
}) {
  const editing = ruleId ? (rules.find((r) => r.id === ruleId) ?? null) : null;
  return (
    <>
      <PageHeader
        route="/task-scheduling"
        title={editing ? "Edit recurring task" : undefined}
        description="Tasks that come back on a schedule — daily, on days of the week, on a day of the month or every few weeks. Each occurrence becomes a task on its day."
        actions={
          <Button variant="outline" size="sm" asChild>
            <Link href="/scheduled-tasks">
              <CalendarCheckIcon aria-hidden="true" />
              Scheduled tasks{rules.length ? ` (${rules.length})` : ""}
            </Link>
          </Button>
        }
      />
      {ruleId && !editing ? (
        <Alert variant="destructive">
          <CircleAlertIcon aria-hidden="true" />
          <AlertTitle>That recurring task was not found.</AlertTitle>
          <AlertDescription>It may have been deleted. You can schedule a new one below.</AlertDescription>
        </Alert>
      ) : null}
      {canEdit ? (
        <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <RuleForm key={editing?.id ?? "new"} brandId={brandId} rule={editing} squad={squad} today={today} />
          <RuleSummary rules={rules} today={today} activeId={editing?.id ?? null} />
        </div>
      ) : (
        <>
          <Alert>
            <CircleAlertIcon aria-hidden="true" />
            <AlertDescription>Your role in this brand can view recurring tasks but not schedule or change them.</AlertDescription>
          </Alert>
          <RuleSummary rules={rules} today={today} activeId={null} />
        </>
      )}
    </>
  );
}
