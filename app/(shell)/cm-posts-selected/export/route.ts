import { csvDownload, withBrandRoute } from "@/lib/brand-route";
import { calendarCsv } from "@/modules/content/calendar/csv";
import { listCalendarMembers, listCalendarPosts } from "@/modules/content/calendar/posts";

/** The current brand's content calendar (selected, scheduled and published posts) as CSV. */
export const GET = withBrandRoute(
  "/cm-posts-selected/export",
  { brand: "current", module: "content-marketing", access: "view", signedOut: "Please log in to export the content calendar." },
  async (_req, scope) => {
    const [posts, members] = await Promise.all([listCalendarPosts(scope), listCalendarMembers(scope)]);
    return csvDownload(calendarCsv(posts, members), `content-calendar-${new Date().toISOString().slice(0, 10)}.csv`);
  },
);
