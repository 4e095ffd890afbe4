import { notFound } from "next/navigation";
import { connection } from "next/server";
import { AppShell } from "@/components/shell/app-shell";
import { shellGlyphs, sidebarIconNodes } from "@/components/shell/sidebar-icons";
import { sidebarNav } from "@/lib/navigation/registry";
import { env } from "@/lib/env";
import { BrandSwitcher } from "@/modules/brands/components/brand-switcher";
import { signOutAction } from "@/modules/auth/actions";
import { listSidebarPersonasAction } from "@/modules/navigation/actions";
import { BENCH_BRAND, BENCH_USER } from "@/modules/tasks/bench";
import { QuickAddTaskDialog } from "@/modules/tasks/components/quick-add-task-dialog";

/**
 * `npm run bench` only (BENCH_PAGES=1, else 404): the shell of the signed-in app with its user and
 * brand from memory — no auth, brand scope, RLS or query — so /bench/tasks measures everything
 * /tasks does except those.
 */
export default async function BenchLayout({ children }: { children: React.ReactNode }) {
  await connection();
  if (!env().BENCH_PAGES) notFound();
  return (
    <AppShell
      nav={sidebarNav()}
      navIcons={sidebarIconNodes()}
      glyphs={shellGlyphs()}
      access={null}
      user={BENCH_USER}
      brands={[BENCH_BRAND]}
      currentBrand={BENCH_BRAND}
      defaultSidebarOpen
      initialPersonas={[]}
      loadPersonas={listSidebarPersonasAction}
      signOut={signOutAction}
      brandSwitcher={<BrandSwitcher />}
      dialogs={<QuickAddTaskDialog />}
    >
      {children}
    </AppShell>
  );
}
