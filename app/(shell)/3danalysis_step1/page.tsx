import type { Metadata } from "next";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { Step1 } from "@/modules/seo/three-d/components/steps";

export const metadata: Metadata = routeMetadata("/3danalysis_step1");

export default async function ThreeDStep1Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("seo");
  return <Step1 scope={scope} canEdit={canEdit} params={await searchParams} />;
}
