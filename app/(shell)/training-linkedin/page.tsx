import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { isUuid } from "@/lib/brand-scope";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { FeaturesCard, NewStyleProfileButton, NoProfiles, ProfilePicker, SamplesCard, VoiceForm } from "@/modules/social/linkedin/components/training-view";
import { getTrainingPage } from "@/modules/social/linkedin/training";

export const metadata: Metadata = routeMetadata("/training-linkedin");

export default async function TrainingLinkedinPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("social-media");
  const params = await searchParams;
  const data = await getTrainingPage(scope);
  const wanted = typeof params.profile === "string" && isUuid(params.profile) ? params.profile : null;
  const selected = data.profiles.find((p) => p.id === wanted) ?? data.profiles[0] ?? null;
  const linked = selected?.socialProfileId ? (data.linkedinProfiles.find((l) => l.id === selected.socialProfileId)?.posts ?? 0) : null;
  return (
    <PageBody>
      <PageHeader
        route="/training-linkedin"
        description="Teach the LinkedIn writer each voice the brand posts in: past posts (pasted, or a tracked profile's) are measured — length, hooks, structure, emoji, hashtags, topics, what performed — and summarised by the AI engine. Edit any field."
        actions={canEdit ? <NewStyleProfileButton brandId={scope.brandId} linkedinProfiles={data.linkedinProfiles} /> : null}
      />
      {!selected ? (
        <NoProfiles />
      ) : (
        <>
          <ProfilePicker profiles={data.profiles} selectedId={selected.id} />
          {wanted && wanted !== selected.id ? <p role="alert" className="text-sm text-destructive">That style profile no longer exists, or it belongs to another brand.</p> : null}
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="grid content-start gap-6">
              <SamplesCard key={`s-${selected.id}`} brandId={scope.brandId} profile={selected} samples={data.samples.filter((s) => s.styleProfileId === selected.id)} linkedinPosts={linked} canEdit={canEdit} />
              <FeaturesCard features={selected.profile.features} trainedAt={selected.trainedAt} summaryBy={selected.summaryBy} sampleCount={selected.sampleCount} />
            </div>
            <VoiceForm key={`v-${selected.id}-${selected.updatedAt.getTime()}`} brandId={scope.brandId} profile={selected} linkedinProfiles={data.linkedinProfiles} canEdit={canEdit} />
          </div>
        </>
      )}
    </PageBody>
  );
}
