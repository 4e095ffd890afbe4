import type { Metadata } from "next";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { Step2 } from "@/modules/seo/three-d/components/steps";

export const metadata: Metadata = routeMetadata("/3danalysis_step2");

export default async function ThreeDStep2Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("seo");
  return <Step2 scope={scope} canEdit={canEdit} params={await searchParams} />;
}
