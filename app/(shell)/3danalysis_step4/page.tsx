import type { Metadata } from "next";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { Step4 } from "@/modules/seo/three-d/components/steps";

export const metadata: Metadata = routeMetadata("/3danalysis_step4");

export default async function ThreeDStep4Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("seo");
  return <Step4 scope={scope} canEdit={canEdit} params={await searchParams} />;
}
