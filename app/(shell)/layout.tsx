import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { AppShell } from "@/components/shell/app-shell";
import { SIDEBAR_COOKIE_NAME, sidebarOpenFromCookie } from "@/components/ui/sidebar-state";
import { requireUser } from "@/lib/auth/session";
import { accessTo, getCurrentBrandScope } from "@/lib/brand-scope";
import { resolvePath } from "@/lib/navigation/registry";
import { atLeast } from "@/lib/permissions";
import { BrandSwitcher } from "@/modules/brands/components/brand-switcher";
import { BrandsLoadError } from "@/modules/brands/components/brands-load-error";
import { CreateBrandDialog } from "@/modules/brands/components/create-brand-dialog";
import { FirstRun } from "@/modules/brands/components/first-run";
import { SelectBrandDialog } from "@/modules/brands/components/select-brand-dialog";
import { listBrands, type BrandListItem } from "@/modules/brands/queries";
import { listSidebarPersonasAction } from "@/modules/navigation/actions";
import { listSidebarPersonas, type SidebarPersona } from "@/modules/navigation/queries";
import { QuickAddTaskDialog } from "@/modules/tasks/components/quick-add-task-dialog";

/**
 * Every signed-in route. The current brand is read here, on the server, from the saved selection:
 * the first paint already belongs to it, so a page never flashes another brand's data.
 */
export default async function ShellLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser();
  const [scope, cookieStore, requestHeaders] = await Promise.all([getCurrentBrandScope(), cookies(), headers()]);
  // Unknown paths (404) and aliases (redirect) are answered here, before the page streams behind
  // loading.tsx: from inside that Suspense boundary neither could set the status code any more.
  const [pathname, search] = (requestHeaders.get("x-pathname") ?? "").split(/\?(.*)/s);
  if (pathname) {
    const resolved = resolvePath(pathname);
    if (!resolved) notFound();
    if (resolved.alias) {
      const query = new URLSearchParams(search);
      query.delete("_rsc");
      redirect(resolved.canonical + (query.size ? `?${query}` : ""));
    }
  }

  let brands: BrandListItem[] = [];
  let brandsFailed = false;
  try {
    brands = await listBrands(user);
  } catch (e) {
    console.error("Failed to fetch brands", e);
    brandsFailed = true;
  }
  const current = scope ? (brands.find((b) => b.id === scope.brandId) ?? null) : null;

  let personas: SidebarPersona[] = [];
  if (scope && atLeast(await accessTo(scope, "personas"), "view")) {
    try {
      personas = await listSidebarPersonas(scope);
    } catch (e) {
      // Spec §8: a persona load failure is logged and the list becomes empty.
      console.error("Failed to load personas", e);
    }
  }

  return (
    <AppShell
      user={{ id: user.id, email: user.email, fullName: user.fullName, avatarUrl: user.avatarUrl }}
      brands={brands.map(({ id, name, role }) => ({ id, name, role }))}
      currentBrand={current ? { id: current.id, name: current.name, role: current.role } : null}
      defaultSidebarOpen={sidebarOpenFromCookie(cookieStore.get(SIDEBAR_COOKIE_NAME)?.value)}
      initialPersonas={personas}
      loadPersonas={listSidebarPersonasAction}
      brandSwitcher={<BrandSwitcher />}
      dialogs={
        <>
          <SelectBrandDialog />
          <CreateBrandDialog />
          <QuickAddTaskDialog />
        </>
      }
    >
      {brandsFailed ? <BrandsLoadError /> : brands.length === 0 ? <FirstRun /> : children}
    </AppShell>
  );
}
