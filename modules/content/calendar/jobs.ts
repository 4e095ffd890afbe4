/**
 * `content.calendar-tick` (every 5 minutes): sends scheduled posts whose time has come to the
 * brand's content_published webhook, once each (./publish.ts publishDuePosts).
 */
import { defineTask, type ScheduleSpec } from "@/lib/jobs";
import { publishDuePosts } from "./publish";

export const CONTENT_CALENDAR_TICK_TASK = "content.calendar-tick";
export const contentCalendarSchedule: ScheduleSpec = { name: CONTENT_CALENDAR_TICK_TASK, cron: "*/5 * * * *", task: CONTENT_CALENDAR_TICK_TASK };

defineTask({
  name: CONTENT_CALENDAR_TICK_TASK,
  maxAttempts: 3,
  handler: async () => {
    await publishDuePosts();
  },
});
