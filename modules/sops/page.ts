/**
 * What every SOP and template page does first: the current brand (or back to the dashboard to pick
 * one) and the role's access — a role that cannot view the module gets the 404 page, as if it did
 * not exist; one that can only view gets read-only pages.
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NotFoundError, accessTo, isUuid, requireBrand, type BrandScope } from "@/lib/brand-scope";
import { routeMetadata } from "@/lib/navigation/registry";
import { atLeast } from "@/lib/permissions";
import { TEMPLATE_TYPES, type TemplateType } from "@/db/schema";

export async function openSopPage(module: "sops" | "templates" = "sops"): Promise<{ scope: BrandScope; canEdit: boolean }> {
  const scope = await requireBrand();
  const [view, edit] = await Promise.all([accessTo(scope, module), accessTo(scope, "sops")]);
  if (!atLeast(view, "view")) notFound();
  return { scope, canEdit: atLeast(edit, "edit") };
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
