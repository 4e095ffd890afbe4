import type { Metadata } from "next";
import { LiveRefresh } from "@/components/live/live-refresh";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { requireUser } from "@/lib/auth/session";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { SocialCalendar } from "@/modules/social/components/social-calendar";
import { listSocialCalendar } from "@/modules/social/publish/calendar";

export const metadata: Metadata = routeMetadata("/sm-posts-selected");

export default async function SmPostsSelectedPage() {
  await requireModule("social-media");
  const user = await requireUser();
  const { brands, posts } = await listSocialCalendar(user);
  return (
    <PageBody>
      <PageHeader
        route="/sm-posts-selected"
        description="Every brand's LinkedIn and Instagram posts on one calendar: schedule them after each network's checks, and they go out at their time through the network's API, your webhook or a reminder — once, with the live link or the error recorded."
      />
      <SocialCalendar brands={brands} posts={posts} />
      <LiveRefresh topics={["social"]} />
    </PageBody>
  );
}
