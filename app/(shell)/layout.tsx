import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { AppShell } from "@/components/shell/app-shell";
import { shellGlyphs, sidebarIconNodes } from "@/components/shell/sidebar-icons";
import { SIDEBAR_COOKIE_NAME, sidebarOpenFromCookie } from "@/components/ui/sidebar-state";
import { requireUser } from "@/lib/auth/session";
import { resolvePath, sidebarNavFor } from "@/lib/navigation/registry";
import { SampleDataBanner } from "@/modules/sample-data/components/sample-data-banner";
import { BrandSwitcher } from "@/modules/brands/components/brand-switcher";
import { BrandsLoadError, FirstRun } from "@/modules/brands/components/shell-states";
import { TwoFactorRequired } from "@/modules/brands/components/two-factor-required";
import { getCurrentBrandMfaGate } from "@/lib/brand-scope";
import { signOutAction } from "@/modules/auth/actions";
import { listSidebarPersonasAction } from "@/modules/navigation/actions";
import { assertCanOpen } from "@/modules/roles/guard";
import { getShellData } from "@/modules/navigation/shell";
import { openTaskPage } from "@/modules/tasks/page";
import { ShellDialogs } from "./shell-dialogs";

/**
 * Every signed-in route. The current brand is read here, on the server, from the saved selection:
 * the first paint already belongs to it, so a page never flashes another brand's data.
 */
export default async function ShellLayout({ children }: { children: React.ReactNode }) {
  const requestHeaders = await headers();
  // Unknown paths (404) and aliases (redirect) are answered here, before the page streams behind
  // loading.tsx: from inside that Suspense boundary neither could set the status code any more.
  // An unknown path is a 404 before the sign-in check too: spec §2 shows it signed in or out.
  const [pathname, search] = (requestHeaders.get("x-pathname") ?? "").split(/\?(.*)/s);
  const resolved = pathname ? resolvePath(pathname) : null;
  if (pathname && !resolved) notFound();
  const user = await requireUser();
  // Started before anything else is awaited: the page asks for the same current brand and reuses
  // this lookup (one transaction for the shell's reads, see modules/navigation/shell.ts).
  const shell = getShellData(user);
  shell.catch(() => {}); // awaited below unless a 404 or redirect ends the render first
  const cookieStore = await cookies();
  if (resolved) {
    if (resolved.alias) {
      const query = new URLSearchParams(search);
      query.delete("_rsc");
      redirect(resolved.canonical + (query.size ? `?${query}` : ""));
    }
    // The same for a record named in the address that does not exist for this user: its page's
    // own check, run here first (cached for the request, so the page does not read twice).
    await openedRecord(resolved.route.path, resolved.params);
  }

  const { scope, brands: loaded, personas, access, sample } = await shell;
  // A module the role cannot view answers 404 here, with the status; the page checks again (client navigations).
  if (pathname) await assertCanOpen(pathname);
  const brandsFailed = loaded === null;
  const brands = loaded ?? [];
  const current = scope ? (brands.find((b) => b.id === scope.brandId) ?? null) : null;
  // Issue 26: the current brand requires two-factor sign-in this session lacks. Its pages are replaced
  // (they could read nothing of it anyway); the person's own settings and the cross-brand pages stay.
  const gate = scope ? null : await getCurrentBrandMfaGate();
  const gated = gate && !(resolved?.route.crossBrand || resolved?.route.module === "user-settings");

  return (
    <AppShell
      nav={sidebarNavFor(access)}
      navIcons={sidebarIconNodes()}
      glyphs={shellGlyphs()}
      user={{ id: user.id, email: user.email, fullName: user.fullName, avatarUrl: user.avatarUrl }}
      brands={brands.map(({ id, name, role, roleName }) => ({ id, name, role, roleName }))}
      currentBrand={current ? { id: current.id, name: current.name, role: current.role, roleName: current.roleName } : null}
      defaultSidebarOpen={sidebarOpenFromCookie(cookieStore.get(SIDEBAR_COOKIE_NAME)?.value)}
      access={access}
      initialPersonas={personas}
      loadPersonas={listSidebarPersonasAction}
      signOut={signOutAction}
      brandSwitcher={<BrandSwitcher />}
      dialogs={<ShellDialogs />}
      brandGated={!!gate}
    >
      {brandsFailed ? (
        <BrandsLoadError />
      ) : gated ? (
        <TwoFactorRequired brandName={gate.brandName} otherBrands={brands.length} />
      ) : brands.length === 0 ? (
        <FirstRun />
      ) : (
        <>
          {/* Issue #17 §7: the banner shows itself on the pages that show sample rows (it follows client
              navigations, which do not re-render this layout); removing refreshes it. */}
          {sample?.present && scope ? <SampleDataBanner brandId={scope.brandId} canRemove={sample.canRemove} /> : null}
          {children}
        </>
      )}
    </AppShell>
  );
}

/**
 * Routes whose page answers 404 for a record the user cannot see (a brand they have no access to
 * answers exactly like one that does not exist). Awaited by the layout so the status is a real 404.
 */
async function openedRecord(route: string, params: Record<string, string>): Promise<void> {
  if (route === "/tasks/[brandId]/[taskId]") await openTaskPage(params.brandId ?? "", params.taskId ?? "");
}
