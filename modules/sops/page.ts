/**
 * What every SOP and template page does first: the current brand (or back to the dashboard to pick
 * one) and the role's access — a role that cannot view the module gets the 404 page, as if it did
 * not exist; one that can only view gets read-only pages.
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NotFoundError, isUuid, requireBrand, type BrandScope } from "@/lib/brand-scope";
import { routeMetadata } from "@/lib/navigation/registry";
import { mayEdit, mayView } from "@/lib/permissions";
import { moduleAccess } from "@/modules/roles/queries";
import { TEMPLATE_TYPES, type TemplateType } from "@/db/schema";

/** `templates`: the role may open the template library, so the pages may link to it. */
export async function openSopPage(module: "sops" | "templates" = "sops"): Promise<{ scope: BrandScope; canEdit: boolean; templates: boolean }> {
  const scope = await requireBrand();
  const access = await moduleAccess(scope);
  if (!mayView(access, module)) notFound();
  return { scope, canEdit: mayEdit(access, "sops"), templates: mayView(access, "templates") };
}

export const sopMetadata = (path: string): Metadata => routeMetadata(path);

/** Runs a page query; an id of another brand (or none at all) renders the 404 page. */
export async function orNotFound<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof NotFoundError) notFound();
    throw e;
  }
}

export function parseTemplateType(v: string): TemplateType {
  if (!(TEMPLATE_TYPES as readonly string[]).includes(v)) notFound();
  return v as TemplateType;
}

export function requireUuidParam(v: string): string {
  if (!isUuid(v)) notFound();
  return v;
}
