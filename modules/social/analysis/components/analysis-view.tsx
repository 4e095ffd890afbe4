/**
 * /sm-instagram-analysis: one tracked profile (the brand's own first) over time — followers, posts
 * per week, engagement by followers and by reach (unknown reach left out, with how many posts each
 * rests on), formats, best days and hours, top and bottom posts, and the hashtags and topics that work.
 */
import Link from "next/link";
import { CameraIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatNumber, pct } from "@/lib/format";
import type { BrandScope } from "@/lib/brand-scope";
import { getProfileAnalysis, listTrackedProfiles, type ProfileAnalysis } from "../queries";
import { MIN_GROUP_POSTS } from "../metrics/types";
import { MIN_TIMING_POSTS } from "../metrics/timing";
import { FollowersChart, WeeklyPostsChart } from "./charts";
import { FollowersForm } from "./followers-form";
import { SocialImportButton } from "./import-button";
import { FORMAT_LABELS, Kpi, PostLine, ProfileChips, SampleBadge, SampleSize } from "./parts";
import { TimingHeatmap } from "./timing-heatmap";

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function InstagramAnalysis({ scope, canEdit, params }: { scope: BrandScope; canEdit: boolean; params: Record<string, string | string[] | undefined> }) {
  const profiles = await listTrackedProfiles(scope, "instagram");
  const importButton = (variant: "outline" | "default" = "outline", selected?: string | null) =>
    canEdit ? <SocialImportButton brandId={scope.brandId} profiles={profiles} defaultProfileId={selected} variant={variant} /> : null;
  if (!profiles.length) {
    return (
      <EmptyState icon={CameraIcon} title="No Instagram profile to analyse yet" action={importButton("default")}>
        Import the brand&apos;s Instagram export (Settings → Your activity → Download your information, JSON) or a Metricool, Later or Buffer CSV — or connect the account on <Link href="/integrations">Integrations</Link> so it refreshes on its own.
      </EmptyState>
    );
  }
  const wanted = first(params.profile);
  const chosen = profiles.find((p) => p.id === wanted) ?? profiles[0]!;
  const a = (await getProfileAnalysis(scope, chosen.id, "instagram"))!;
  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <ProfileChips profiles={profiles} label="Profile to analyse" isActive={(id) => id === chosen.id} href={(id) => `/sm-instagram-analysis?profile=${id}`} />
        {importButton("outline", chosen.id)}
      </div>
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground" data-testid="profile-source">
        {chosen.sample ? <SampleBadge /> : null}
        <span>
          @{chosen.handle} · {chosen.isOwn ? "the brand's own account" : "a competitor"} · from {a.sources.length ? a.sources.join(", ") : "no posts yet"}
        </span>
      </p>
      {a.profile.posts === 0 ? (
        <EmptyState icon={CameraIcon} title={`No posts of @${chosen.handle} yet`} action={importButton("default", chosen.id)}>
          Import an export with its posts to see its cadence, formats, engagement and best times.
        </EmptyState>
      ) : (
        <AnalysisBody a={a} brandId={scope.brandId} canEdit={canEdit} />
      )}
    </div>
  );
}

function AnalysisBody({ a, brandId, canEdit }: { a: ProfileAnalysis; brandId: string; canEdit: boolean }) {
  const t = a.timing;
  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Kpi id="followers" label="Followers" value={formatNumber(a.profile.followers, 0)} detail={a.profile.followers === null ? "unknown — set it below or connect the account" : a.profile.lastSource === "api" ? "from the connected account" : "from the import"} />
        <Kpi id="cadence" label="Posts per week" value={formatNumber(a.postsPerWeek.value, 1)} detail={<>over {formatNumber(a.postsPerWeek.weeks, 1)} weeks · <SampleSize n={a.profile.posts} /></>} />
        <Kpi id="interactions" label="Interactions per post" value={formatNumber(a.interactionsPerPost.value, 0)} detail={<><SampleSize n={a.interactionsPerPost.n} />{a.postsWithoutCounts ? ` · ${a.postsWithoutCounts} without counts left out` : ""}</>} />
        <Kpi id="rate-followers" label="Engagement by followers" value={pct(a.rateByFollowers.value, 2)} detail={a.rateByFollowers.value === null ? "needs a follower count" : <SampleSize n={a.rateByFollowers.n} />} />
        <Kpi id="rate-reach" label="Engagement by reach" value={pct(a.rateByReach.value, 2)} detail={a.rateByReach.n ? <SampleSize n={a.rateByReach.n} of="posts with known reach" /> : "reach unknown for every post (not zero)"} />
      </div>
      {a.profile.followers === null && canEdit && a.profile.lastSource !== "api" ? (
        <Card className="px-4 py-3">
          <FollowersForm brandId={brandId} profileId={a.profile.id} handle={a.profile.handle} />
        </Card>
      ) : null}

      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Followers over time</CardTitle>
            <CardDescription>{a.followers.length ? `${formatNumber(a.followers.length, 0)} days with a reading` : "No follower readings yet: they come from a connected account's daily refresh or the export's followers file."}</CardDescription>
          </CardHeader>
          <CardContent>{a.followers.length > 1 ? <FollowersChart points={a.followers} /> : null}</CardContent>
        </Card>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Posts per week</CardTitle>
            <CardDescription>The last {a.weekly.length} weeks with posts, Monday to Sunday.</CardDescription>
          </CardHeader>
          <CardContent>
            <WeeklyPostsChart weeks={a.weekly} />
          </CardContent>
        </Card>
      </div>

      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Best days and hours</CardTitle>
            <CardDescription data-testid="timing-summary">
              {!t.enough ? (
                <>Not enough posts to say: {t.posts} with known interactions, {t.needed} needed. The grid shows what there is.</>
              ) : (
                <>
                  {t.bestWeekday ? (
                    <>
                      Best day: <strong>{t.bestWeekday.label}</strong> (median {formatNumber(t.bestWeekday.median, 0)} interactions, <SampleSize n={t.bestWeekday.posts} />).{" "}
                    </>
                  ) : (
                    <>No weekday has {MIN_GROUP_POSTS} posts yet. </>
                  )}
                  {t.bestBlock ? (
                    <>
                      Best time: <strong>{t.bestBlock.label} UTC</strong> (median {formatNumber(t.bestBlock.median, 0)}, <SampleSize n={t.bestBlock.posts} />).
                    </>
                  ) : null}{" "}
                  From <SampleSize n={t.posts} /> of this account.
                </>
              )}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <TimingHeatmap timing={t} />
          </CardContent>
        </Card>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Formats</CardTitle>
            <CardDescription>Share of posts, median interactions and lift against the profile&apos;s median; formats with fewer than {MIN_GROUP_POSTS} posts are not ranked.</CardDescription>
          </CardHeader>
          <CardContent className="overflow-x-auto">
            <Table aria-label="Formats" data-testid="formats-table">
              <TableHeader>
                <TableRow>
                  <TableHead>Format</TableHead>
                  <TableHead className="text-right">Posts</TableHead>
                  <TableHead className="text-right">Share</TableHead>
                  <TableHead className="text-right">Median</TableHead>
                  <TableHead className="text-right">Lift</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {a.formats.map((f) => (
                  <TableRow key={f.type}>
                    <TableCell className="font-medium">{FORMAT_LABELS[f.type]}</TableCell>
                    <TableCell className="text-right tabular-nums">{f.posts}</TableCell>
                    <TableCell className="text-right tabular-nums">{pct(f.share, 0)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatNumber(f.median, 0)}</TableCell>
                    <TableCell className="text-right tabular-nums">{f.ranked && f.lift !== null ? `×${formatNumber(f.lift, 2)}` : <span className="text-muted-foreground">few</span>}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      </div>

      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <PostsCard title="Top posts" description="Most interactions (likes + comments + shares + saves, the counts known)." posts={a.top} testId="top-posts" />
        <PostsCard title="Bottom posts" description="Fewest interactions; posts whose counts are unknown are not ranked." posts={a.bottom} testId="bottom-posts" />
      </div>

      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <LiftCard title="Hashtags that work" testId="hashtags" rows={a.hashtags.map((h) => ({ ...h, key: `#${h.key}` }))} empty={`No hashtag is on ${MIN_GROUP_POSTS} or more posts with known interactions yet.`} />
        <LiftCard title="Topics that work" testId="topics" rows={a.topics} empty={`No caption word is on ${MIN_GROUP_POSTS} or more posts with known interactions yet.`} />
      </div>
      <p className="text-xs text-muted-foreground">Best times need at least {MIN_TIMING_POSTS} posts with known interactions; groups (weekdays, formats, hashtags, topics) need {MIN_GROUP_POSTS}.</p>
    </>
  );
}

function PostsCard({ title, description, posts, testId }: { title: string; description: string; posts: ProfileAnalysis["top"]; testId: string }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {posts.length ? (
          <ol className="divide-y" data-testid={testId}>
            {posts.map((p) => (
              <PostLine key={p.id} post={p} />
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">No post with known interactions to rank yet.</p>
        )}
      </CardContent>
    </Card>
  );
}

function LiftCard({ title, rows, empty, testId }: { title: string; rows: { key: string; posts: number; median: number; lift: number }[]; empty: string; testId: string }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>Median interactions of the posts that use it, against the profile&apos;s median (×1 = the same).</CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        {rows.length ? (
          <Table aria-label={title} data-testid={testId}>
            <TableHeader>
              <TableRow>
                <TableHead>{title.startsWith("Hashtags") ? "Hashtag" : "Topic"}</TableHead>
                <TableHead className="text-right">Posts</TableHead>
                <TableHead className="text-right">Median</TableHead>
                <TableHead className="text-right">Lift</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.key}>
                  <TableCell className="max-w-40 truncate font-medium">{r.key}</TableCell>
                  <TableCell className="text-right tabular-nums">{r.posts}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatNumber(r.median, 0)}</TableCell>
                  <TableCell className={r.lift >= 1 ? "text-right font-medium text-emerald-700 tabular-nums dark:text-emerald-300" : "text-right text-muted-foreground tabular-nums"}>×{formatNumber(r.lift, 2)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <p className="text-sm text-muted-foreground">{empty}</p>
        )}
      </CardContent>
    </Card>
  );
}
