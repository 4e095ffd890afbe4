import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { NotBuiltPage } from "@/components/shell/not-built";
import { requireUser } from "@/lib/auth/session";
import { pageTitle, resolvePath } from "@/lib/navigation/registry";
import { assertCanOpen } from "@/modules/roles/guard";

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
 * Serves every registry route whose module has no page yet, inside the shell. Aliases redirect to
 * the canonical path; explicit pages (app/(shell)/<path>/page.tsx) take precedence over this one.
 */
export default async function RegistryRoutePage({ params }: Props) {
  // Unknown first: a 404 signed in or out (spec §2), never a sign-in redirect.
  const resolved = lookup((await params).slug);
  if (!resolved) notFound();
  await requireUser();
  if (resolved.alias) redirect(resolved.canonical);
  await assertCanOpen(resolved.canonical);
  return <NotBuiltPage route={resolved.route} params={resolved.params} />;
}
