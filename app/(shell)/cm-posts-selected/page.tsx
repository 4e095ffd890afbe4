import type { Metadata } from "next";
import { LiveRefresh } from "@/components/live/live-refresh";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { listApprovalLinks } from "@/modules/content/calendar/approvals";
import { getFeedStatus } from "@/modules/content/calendar/feeds";
import { listCalendarMembers, listCalendarPosts } from "@/modules/content/calendar/posts";
import { listSeries } from "@/modules/content/calendar/series";
import { CalendarBoard } from "@/modules/content/components/calendar-board";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/cm-posts-selected");

export default async function CmPostsSelectedPage() {
  const { scope, canEdit } = await requireModule("content-marketing");
  const [posts, members, links, feed, series] = await Promise.all([listCalendarPosts(scope), listCalendarMembers(scope), canEdit ? listApprovalLinks(scope) : [], getFeedStatus(scope), listSeries(scope)]);
  return (
    <PageBody>
      <PageHeader
        route="/cm-posts-selected"
        description="Selected posts on a calendar: drag them onto a day, ask the client to approve them by link, then publish through the webhook or mark them published with the live URL."
      />
      <LiveRefresh topics={["content"]} />
      <CalendarBoard posts={posts} members={members} links={links} feedActive={feed.active} canEdit={canEdit} series={series} />
    </PageBody>
  );
}
