import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/session";
import { pageTitle, resolvePath } from "@/lib/navigation/registry";

type Props = { params: Promise<{ slug: string[] }> };

function lookup(slug: string[]) {
  const resolved = resolvePath("/" + slug.map((s) => encodeURIComponent(decodeURIComponentSafe(s))).join("/"));
  // Public routes have pages of their own; anything else unknown is a 404.
  return resolved && !resolved.route.public ? resolved : null;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = lookup((await params).slug);
  return { title: resolved ? pageTitle(resolved.route) : "Page not found" };
}

/**
 * Every registry route has its own page (app/(shell)/<path>/page.tsx, checked by the registry's unit
 * test), so this one only redirects aliases to their canonical path and answers 404 for the rest.
 */
export default async function RegistryRoutePage({ params }: Props) {
  // Unknown first: a 404 signed in or out (spec §2), never a sign-in redirect.
  const resolved = lookup((await params).slug);
  if (!resolved) notFound();
  await requireUser();
  if (resolved.alias) redirect(resolved.canonical);
  notFound();
}
