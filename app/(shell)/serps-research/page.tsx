import type { Metadata } from "next";
import { GlobeIcon, SearchIcon } from "lucide-react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/ui/empty";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { FetchSerpButton } from "@/modules/seo/components/serps/fetch-serp-button";
import { SerpPicker } from "@/modules/seo/components/serps/serp-picker";
import { SerpView } from "@/modules/seo/components/serps/serp-view";
import { getBrandDomains } from "@/modules/seo/queries/domains";
import { keywordChoices, loadSerpResearch } from "@/modules/seo/queries/serp-research";
import { getSeoSettings } from "@/modules/seo/queries/settings";

export const metadata: Metadata = routeMetadata("/serps-research");

const one = (v: string | string[] | undefined) => (typeof v === "string" ? v.trim() : "");

export default async function SerpsResearchPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("seo");
  const params = await searchParams;
  const [settings, domains, choices] = await Promise.all([getSeoSettings(scope), getBrandDomains(scope), keywordChoices(scope)]);
  const keyword = one(params.keyword).slice(0, 200);
  const location = one(params.location).slice(0, 100) || settings.location;
  const device = one(params.device) === "mobile" ? "mobile" : one(params.device) === "desktop" ? "desktop" : settings.device;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(one(params.day)) ? one(params.day) : undefined;
  const research = keyword ? await loadSerpResearch(scope, { keyword, location, language: settings.language, device }, day) : null;
  const linkFor = (d: string) => `?${new URLSearchParams({ keyword, location, device, day: d }).toString()}`;
  const fetchButton = (label?: string) => (canEdit ? <FetchSerpButton brandId={scope.brandId} keyword={keyword} location={location} device={device} label={label} /> : null);

  return (
    <PageBody>
      <PageHeader
        route="/serps-research"
        description="Who ranks for a keyword and with what: every organic result with its title, URL and domain, the SERP features, the brand's and competitors' positions, and how it changed since the last fetch. A SERP fetched today by any brand of the workspace is reused at no cost."
      />
      <SerpPicker key={`${keyword}|${location}|${device}`} keyword={keyword} location={location} device={device} choices={choices} />
      {!research ? (
        <EmptyState icon={SearchIcon} title="Pick a keyword to see its SERP">
          {choices.length
            ? "Choose one of the brand's keywords or type a new one; stored SERPs show at once, and today's can be fetched from the SEO provider."
            : "The brand has no keywords yet. Type one above; fetching its SERP adds it to the keyword store."}
        </EmptyState>
      ) : !research.current ? (
        <EmptyState icon={GlobeIcon} title={`No stored SERP for "${keyword}" in ${location} (${device})`} action={fetchButton()}>
          {research.inStore ? "Fetch today's SERP from the SEO provider; the monthly budget is checked first." : `"${keyword}" is not in the brand's keyword store yet; fetching its SERP adds it.`}
          {canEdit ? null : " Your role can view SERPs but not fetch them."}
        </EmptyState>
      ) : (
        <>
          {!research.hasToday ? fetchButton("Fetch today's SERP") : null}
          <SerpView research={research} domains={domains} linkFor={linkFor} />
        </>
      )}
    </PageBody>
  );
}
