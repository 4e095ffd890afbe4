"use server";

/**
 * /sm-competitors-list: track competitors' handles per network, set each one's refresh schedule,
 * refresh now, stop tracking. Social Media at edit level; every write is scoped to the brand.
 */
import { and, eq } from "drizzle-orm";
import { socialProfiles } from "@/db/schema";
import { ActionError, brandAction } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { withScope } from "@/lib/brand-scope";
import { enqueueJob, wakeJobRunner } from "@/lib/jobs";
import { refreshSingletonKey, SOCIAL_REFRESH_TASK } from "../jobs";
import { NETWORK_NAME } from "../providers/config";
import { normaliseHandle, splitHandles } from "./handles";
import { addSocialProfilesInput, refreshSocialProfileInput, removeSocialProfileInput, setSocialProfileScheduleInput } from "./inputs";

const editor = { module: "social-media", access: "edit" } as const;
const MAX_PER_ADD = 20;

export const addSocialProfilesAction = brandAction(
  "addSocialProfiles",
  addSocialProfilesInput,
  { ...editor, failure: "Could not add the handles" },
  async (scope, { network, handles, competitorName, schedule }) => {
    const parts = splitHandles(handles);
    if (parts.length > MAX_PER_ADD) throw new ActionError(`Add at most ${MAX_PER_ADD} handles at once (you pasted ${parts.length}).`);
    const normalised = parts.map((h) => normaliseHandle(network, h));
    const bad = normalised.filter((r) => !r.ok);
    // Nothing is stored when one handle is wrong: the person fixes the paste and sends it again whole.
    if (bad.length) throw new ActionError(bad.map((r) => (r.ok ? "" : r.error)).join(" "));
    const wanted = [...new Set(normalised.map((r) => (r.ok ? r.handle : "")))];
    return withScope(scope, async (tx) => {
      const added = await tx
        .insert(socialProfiles)
        .values(wanted.map((handle) => ({ brandId: scope.brandId, network, handle, displayName: handle, competitorName, refreshSchedule: schedule, createdBy: scope.userId, lastStatus: "running" as const })))
        .onConflictDoNothing({ target: [socialProfiles.brandId, socialProfiles.network, socialProfiles.handle] })
        .returning({ id: socialProfiles.id, handle: socialProfiles.handle });
      if (added.length) {
        await logScopeActivity(tx, scope, "track_social_profiles", `Tracking ${added.length} ${NETWORK_NAME[network]} ${added.length === 1 ? "profile" : "profiles"}: ${added.map((a) => a.handle).join(", ")}`, { network, handles: added.map((a) => a.handle) });
        // A new profile is read at once, whatever its schedule; "running" from now keeps the list polling until the job has stored it.
        for (const a of added) await enqueueJob(tx, SOCIAL_REFRESH_TASK, { brandId: scope.brandId, profileId: a.id, userId: scope.userId }, { brandId: scope.brandId, singletonKey: refreshSingletonKey(a.id) });
      }
      const skipped = wanted.filter((h) => !added.some((a) => a.handle === h));
      return { added: added.map((a) => a.handle), skipped };
    }).then((r) => {
      if (r.added.length) wakeJobRunner();
      return r;
    });
  },
);

export const removeSocialProfileAction = brandAction(
  "removeSocialProfile",
  removeSocialProfileInput,
  { ...editor, failure: "Could not stop tracking the profile" },
  async (scope, { profileId }) =>
    withScope(scope, async (tx) => {
      const [p] = await tx.select({ handle: socialProfiles.handle, network: socialProfiles.network, isOwn: socialProfiles.isOwn }).from(socialProfiles).where(and(eq(socialProfiles.id, profileId), eq(socialProfiles.brandId, scope.brandId))).limit(1);
      if (!p) throw new ActionError("That profile is not tracked in this brand (it may have been removed already).");
      if (p.isOwn) throw new ActionError(`@${p.handle} is the brand's own ${NETWORK_NAME[p.network]} account: disconnect it on Integrations instead.`);
      // Its snapshots and posts go with it (on delete cascade).
      await tx.delete(socialProfiles).where(and(eq(socialProfiles.id, profileId), eq(socialProfiles.brandId, scope.brandId)));
      await logScopeActivity(tx, scope, "untrack_social_profile", `Stopped tracking ${NETWORK_NAME[p.network]} ${p.handle}`, { network: p.network, handle: p.handle });
      return { handle: p.handle };
    }),
);

export const setSocialProfileScheduleAction = brandAction(
  "setSocialProfileSchedule",
  setSocialProfileScheduleInput,
  { ...editor, failure: "Could not change the schedule" },
  async (scope, { profileId, schedule }) =>
    withScope(scope, async (tx) => {
      const [p] = await tx.update(socialProfiles).set({ refreshSchedule: schedule }).where(and(eq(socialProfiles.id, profileId), eq(socialProfiles.brandId, scope.brandId))).returning({ handle: socialProfiles.handle });
      if (!p) throw new ActionError("That profile is not tracked in this brand (it may have been removed).");
      return { handle: p.handle, schedule };
    }),
);

export const refreshSocialProfileAction = brandAction(
  "refreshSocialProfile",
  refreshSocialProfileInput,
  { ...editor, failure: "Could not start the refresh" },
  async (scope, { profileId }) => {
    const r = await withScope(scope, async (tx) => {
      const [p] = await tx.update(socialProfiles).set({ lastStatus: "running" }).where(and(eq(socialProfiles.id, profileId), eq(socialProfiles.brandId, scope.brandId))).returning({ handle: socialProfiles.handle });
      if (!p) throw new ActionError("That profile is not tracked in this brand (it may have been removed).");
      const jobId = await enqueueJob(tx, SOCIAL_REFRESH_TASK, { brandId: scope.brandId, profileId, userId: scope.userId }, { brandId: scope.brandId, singletonKey: refreshSingletonKey(profileId) });
      return { handle: p.handle, queued: jobId !== null };
    });
    wakeJobRunner();
    return r;
  },
);
