/**
 * /sm-instagram-profile-comparisons: the brand's own account against chosen competitors on the same
 * metrics, normalised per post and per 1k followers, and what the best competitor does differently
 * as sentences computed from those numbers.
 */
import Link from "next/link";
import { UsersIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatNumber, pct } from "@/lib/format";
import type { BrandScope } from "@/lib/brand-scope";
import type { SocialMediaType } from "@/db/schema/social";
import type { ProfileSummary } from "../metrics/compare";
import { getComparison, listTrackedProfiles } from "../queries";
import { Per1kChart } from "./charts";
import { FollowersForm } from "./followers-form";
import { SocialImportButton } from "./import-button";
import { FORMAT_LABELS, ProfileChips, SampleBadge, SampleSize } from "./parts";

const MAX_DEFAULT = 4;
const FORMATS: SocialMediaType[] = ["reel", "carousel", "image", "video"];

function chosenIds(param: string | string[] | undefined): string[] | null {
  const v = Array.isArray(param) ? param[0] : param;
  return v === undefined ? null : v.split(",").filter(Boolean);
}

export async function ProfileComparisons({ scope, canEdit, params }: { scope: BrandScope; canEdit: boolean; params: Record<string, string | string[] | undefined> }) {
  const profiles = await listTrackedProfiles(scope, "instagram");
  const competitors = profiles.filter((p) => !p.isOwn);
  const own = profiles.filter((p) => p.isOwn);
  const importButton = canEdit ? <SocialImportButton brandId={scope.brandId} profiles={profiles} label="Import a competitor's posts" param="" /> : null;
  if (!own.length || !competitors.length) {
    return (
      <EmptyState icon={UsersIcon} title={!own.length ? "The brand's own Instagram is not tracked yet" : "No competitor to compare with yet"} action={importButton}>
        {!own.length ? "Import the brand's Instagram export or a scheduler's CSV of its posts first, then a competitor's." : "Import a competitor's posts (a Metricool, Later or Buffer CSV of their account) or add their handle on the competitors list."}{" "}
        The comparison puts them side by side, per post and per 1k followers. See the brand&apos;s own analysis on <Link href="/sm-instagram-analysis">Instagram Analysis</Link>.
      </EmptyState>
    );
  }
  const asked = chosenIds(params.with);
  const withIds = (asked ?? competitors.slice(0, MAX_DEFAULT).map((c) => c.id)).filter((id) => competitors.some((c) => c.id === id));
  const cmp = await getComparison(scope, "instagram", [...own.map((o) => o.id), ...withIds]);
  const toggle = (id: string) => {
    const next = withIds.includes(id) ? withIds.filter((x) => x !== id) : [...withIds, id];
    return `/sm-instagram-profile-comparisons?with=${next.join(",")}`;
  };
  const ordered = [...cmp.profiles].sort((a, b) => Number(b.isOwn) - Number(a.isOwn));
  const missingFollowers = ordered.filter((p) => p.followers === null && profiles.find((x) => x.id === p.id)?.lastSource !== "api");
  const sample = profiles.some((p) => p.sample && (p.isOwn || withIds.includes(p.id)));
  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <p className="text-sm font-medium">Compare @{own[0]!.handle} with</p>
          <ProfileChips profiles={competitors} label="Competitors to compare" isActive={(id) => withIds.includes(id)} href={toggle} />
        </div>
        {importButton}
      </div>
      {sample ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <SampleBadge /> Some of these profiles come from the shipped sample files.
        </p>
      ) : null}
      {!withIds.length ? (
        <p className="text-sm text-muted-foreground">Choose at least one competitor above.</p>
      ) : (
        <>
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>What the leaders do differently</CardTitle>
              <CardDescription>
                {cmp.rival ? (
                  <>
                    Measured against @{cmp.rival.profile.handle}, the best of the chosen competitors {cmp.rival.basis === "per1k" ? "by interactions per post per 1k followers" : "by interactions per post (a follower count is missing, so not normalised)"}.
                    {cmp.leader && cmp.own && cmp.leader.profile.id === cmp.own.id ? " Your account leads on that measure." : ""}
                  </>
                ) : (
                  "Not enough known counts to compare yet."
                )}
              </CardDescription>
            </CardHeader>
            <CardContent>
              {cmp.differences.length ? (
                <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="leader-differences">
                  {cmp.differences.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">No difference big enough to mention.</p>
              )}
            </CardContent>
          </Card>

          {missingFollowers.length && canEdit ? (
            <Card className="min-w-0">
              <CardHeader>
                <CardTitle>Follower counts missing</CardTitle>
                <CardDescription>A CSV export carries no follower count; type it from the profile page so everything can be normalised per 1k followers.</CardDescription>
              </CardHeader>
              <CardContent className="flex flex-wrap gap-4">
                {missingFollowers.map((p) => (
                  <FollowersForm key={p.id} brandId={scope.brandId} profileId={p.id} handle={p.handle} />
                ))}
              </CardContent>
            </Card>
          ) : null}

          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>Side by side</CardTitle>
              <CardDescription>Every number says how many posts it rests on; unknown counts are left out, never read as zero.</CardDescription>
            </CardHeader>
            <CardContent className="overflow-x-auto">
              <ComparisonTable profiles={ordered} />
            </CardContent>
          </Card>

          {ordered.filter((p) => p.per1kFollowers !== null).length >= 2 ? (
            <Card className="min-w-0">
              <CardHeader>
                <CardTitle>Interactions per post per 1k followers</CardTitle>
                <CardDescription>Engagement with audience size taken out: a small account and a large one on the same scale.</CardDescription>
              </CardHeader>
              <CardContent>
                <Per1kChart rows={ordered.filter((p) => p.per1kFollowers !== null).map((p) => ({ handle: p.handle, value: Math.round(p.per1kFollowers! * 10) / 10 }))} />
              </CardContent>
            </Card>
          ) : null}
        </>
      )}
    </div>
  );
}

function ComparisonTable({ profiles }: { profiles: ProfileSummary[] }) {
  const rows: { label: string; cell: (p: ProfileSummary) => React.ReactNode }[] = [
    { label: "Followers", cell: (p) => formatNumber(p.followers, 0) },
    { label: "Posts", cell: (p) => formatNumber(p.posts, 0) },
    { label: "Posts per week", cell: (p) => formatNumber(p.postsPerWeek, 1) },
    {
      label: "Interactions per post",
      cell: (p) => (
        <>
          {formatNumber(p.interactionsPerPost.value, 0)}
          <span className="block text-xs text-muted-foreground">
            <SampleSize n={p.interactionsPerPost.n} />
          </span>
        </>
      ),
    },
    { label: "…per 1k followers", cell: (p) => formatNumber(p.per1kFollowers, 1) },
    { label: "Engagement by followers", cell: (p) => pct(p.rateByFollowers.value, 2) },
    {
      label: "Engagement by reach",
      cell: (p) =>
        p.rateByReach.n ? (
          <>
            {pct(p.rateByReach.value, 2)}
            <span className="block text-xs text-muted-foreground">
              <SampleSize n={p.rateByReach.n} />
            </span>
          </>
        ) : (
          <span className="text-muted-foreground">reach unknown</span>
        ),
    },
    ...FORMATS.map((f) => ({ label: `${FORMAT_LABELS[f]}s`, cell: (p: ProfileSummary) => pct(p.formatShares[f] ?? 0, 0) })),
    { label: "Topics that lift", cell: (p) => (p.topTopics.length ? p.topTopics.slice(0, 5).join(", ") : <span className="text-muted-foreground">none yet</span>) },
  ];
  return (
    <Table aria-label="Profiles side by side" data-testid="comparison-table">
      <TableHeader>
        <TableRow>
          <TableHead className="w-28 whitespace-normal sm:w-44">Metric</TableHead>
          {profiles.map((p) => (
            <TableHead key={p.id} className="text-right break-all whitespace-normal">
              @{p.handle}
              <span className="block text-xs font-normal text-muted-foreground">{p.isOwn ? "own" : "competitor"}</span>
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.label}>
            <TableCell className="font-medium whitespace-normal">{r.label}</TableCell>
            {profiles.map((p) => (
              <TableCell key={p.id} className="max-w-56 text-right break-words whitespace-normal tabular-nums">
                {r.cell(p)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
