/**
 * What every growth page does first: the current brand (or back to the dashboard to pick one), and
 * the role's access to the module — a role that cannot view it gets the 404 page, as if it did not exist.
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NotFoundError, requireBrand, type BrandScope } from "@/lib/brand-scope";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireGrowthAccess, type GrowthAccess } from "./queries";

export async function openGrowthPage(): Promise<{ scope: BrandScope; access: GrowthAccess }> {
  const scope = await requireBrand();
  try {
    return { scope, access: await requireGrowthAccess(scope) };
  } catch (e) {
    if (e instanceof NotFoundError) notFound();
    throw e;
  }
}

export const growthMetadata = (path: string): Metadata => routeMetadata(path);
