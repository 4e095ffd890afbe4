import { getDb } from "@/db/client";
import { recurringTaskRules } from "@/db/schema";
import { today as currentDay } from "@/lib/calendar-day";
import * as recurring from "@/modules/recurring/actions";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

/** A daily rule of brand A, due today (run now creates its task). */
async function ruleInA(w: MatrixWorld): Promise<string> {
  const today = currentDay();
  const [r] = await getDb()
    .insert(recurringTaskRules)
    .values({ brandId: w.a.id, createdBy: w.a.owner.id, title: "Matrix recurring", assignedTo: w.a.squadMemberId, frequency: "daily", startDate: today, nextRunOn: today })
    .returning({ id: recurringTaskRules.id });
  return r!.id;
}

const rule = (w: MatrixWorld) => ({
  title: "Matrix weekly report",
  description: "",
  priority: "Medium" as const,
  difficulty: "Low" as const,
  assignedTo: w.a.squadMemberId,
  frequency: "weekly" as const,
  interval: 1,
  weekdays: [1],
  monthDay: null,
  startDate: currentDay(),
  endDate: null,
});

// /task-scheduling and /scheduled-tasks are task views: members edit, viewers look. The assignee
// is A's squad member, so even a rule "of their own" is refused to the outsider.
export default defineMatrix([
  { action: "createRecurringRule", call: recurring.createRecurringRuleAction, allow: ["member", "owner"], input: (w) => rule(w) },
  { action: "updateRecurringRule", call: recurring.updateRecurringRuleAction, allow: ["member", "owner"], input: async (w) => ({ ...rule(w), ruleId: await ruleInA(w) }) },
  { action: "setRecurringRulePaused", call: recurring.setRecurringRulePausedAction, allow: ["member", "owner"], input: async (w) => ({ ruleId: await ruleInA(w), paused: true }) },
  { action: "deleteRecurringRule", call: recurring.deleteRecurringRuleAction, allow: ["member", "owner"], input: async (w) => ({ ruleId: await ruleInA(w) }) },
  { action: "runRecurringRuleNow", call: recurring.runRecurringRuleNowAction, allow: ["member", "owner"], input: async (w) => ({ ruleId: await ruleInA(w) }) },
]);
