/** Page helpers of the SOP and template pages (the access check is modules/roles requireModule). */
import { notFound } from "next/navigation";
import { NotFoundError, isUuid } from "@/lib/brand-scope";
import { TEMPLATE_TYPES, type TemplateType } from "@/db/schema";

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
