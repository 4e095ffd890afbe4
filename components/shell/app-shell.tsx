"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { SidebarInset, SidebarProvider } from "@/components/ui/sidebar";
import { AppSidebar, type PersonasLoader } from "./app-sidebar";
import { CommandPalette } from "./command-palette";
import { MainSkeleton } from "./main-skeleton";
import {
  BRAND_CHANGED_EVENT,
  ShellContext,
  type ShellBrand,
  type ShellContextValue,
  type ShellDialog,
  type ShellUser,
  type SignOut,
} from "./shell-context";
import { TopBar } from "./top-bar";
import { useOpenDialogClicks, useQuickAddShortcut } from "./when-opened";
import type { SidebarPersona } from "./sidebar-personas";
import type { ShellGlyphs, SidebarIcons } from "./sidebar-icons";
import type { SidebarNav } from "@/lib/navigation/registry";
import { quickAddOffered, type ModuleAccess } from "@/lib/permissions";

/** Spec §9: the main area shows a skeleton for about 300 ms on a brand switch. */
const SWITCH_SKELETON_MS = 300;

export function AppShell({
  user,
  brands,
  currentBrand,
  defaultSidebarOpen,
  nav,
  navIcons,
  glyphs,
  access,
  initialPersonas,
  loadPersonas,
  signOut,
  brandSwitcher,
  dialogs,
  brandGated = false,
  children,
}: {
  user: ShellUser;
  brands: ShellBrand[];
  currentBrand: ShellBrand | null;
  defaultSidebarOpen: boolean;
  /** The sidebar's entries the role may open, from the registry on the server (sidebarNavFor). */
  nav: SidebarNav;
  /** Its icons, rendered on the server (sidebarIconNodes). */
  navIcons: SidebarIcons;
  glyphs: ShellGlyphs;
  /** The role's access per module in the current brand (modules/roles moduleAccess); null without one. */
  access: ModuleAccess | null;
  initialPersonas: SidebarPersona[];
  loadPersonas: PersonasLoader;
  /** The auth module's sign-out action (components sit below modules, so it comes in as a prop). */
  signOut: SignOut;
  /** The brands module's switcher, rendered in the top bar. */
  brandSwitcher: React.ReactNode;
  /** Dialogs of the modules (brand picker, brand creation, Quick Add) that use the shell context. */
  dialogs: React.ReactNode;
  /** The current brand requires two-factor sign-in this session lacks: its page says so; the picker waits to be asked. */
  brandGated?: boolean;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const needsPicker = brands.length > 0 && !currentBrand && !brandGated;
  const [openDialog, setOpenDialog] = React.useState<ShellDialog | null>(needsPicker ? "brandPicker" : null);
  const [minSkeleton, setMinSkeleton] = React.useState(false);
  const [refreshing, startRefresh] = React.useTransition();

  // The picker opens whenever the user has brands but none is current (spec §4), unless the
  // creation dialog took its place. Adjusted during render: the condition comes from server props.
  const [prevNeedsPicker, setPrevNeedsPicker] = React.useState(needsPicker);
  if (prevNeedsPicker !== needsPicker) {
    setPrevNeedsPicker(needsPicker);
    if (needsPicker) setOpenDialog((d) => d ?? "brandPicker");
    else setOpenDialog((d) => (d === "brandPicker" ? null : d));
  }

  React.useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onBrandChanged = () => {
      setMinSkeleton(true);
      clearTimeout(timer);
      timer = setTimeout(() => setMinSkeleton(false), SWITCH_SKELETON_MS);
      // Server components read the current brand from the saved selection: re-render them all.
      startRefresh(() => router.refresh());
    };
    window.addEventListener(BRAND_CHANGED_EVENT, onBrandChanged);
    return () => {
      window.removeEventListener(BRAND_CHANGED_EVENT, onBrandChanged);
      clearTimeout(timer);
    };
  }, [router]);

  const switching = minSkeleton || refreshing;

  const value = React.useMemo<ShellContextValue>(
    () => ({
      user,
      brands,
      currentBrand,
      switching,
      openDialog,
      // Whoever asks (shortcut, menu, a button), Quick Add opens only for a role that may edit Tasks.
      setOpenDialog: (dialog) => {
        if (dialog !== "quickAdd" || quickAddOffered(access)) setOpenDialog(dialog);
      },
      glyphs,
      access,
      signOut,
    }),
    [user, brands, currentBrand, switching, openDialog, glyphs, access, signOut],
  );

  return (
    <ShellContext.Provider value={value}>
      <ShellListeners />
      <SidebarProvider defaultOpen={defaultSidebarOpen}>
        <AppSidebar nav={nav} icons={navIcons} initialPersonas={initialPersonas} loadPersonas={loadPersonas} brandId={currentBrand?.id ?? null} />
        <SidebarInset>
          <TopBar brandSwitcher={brandSwitcher} />
          <div className="flex flex-1 flex-col" aria-busy={switching || undefined}>
            {switching ? <MainSkeleton /> : children}
          </div>
        </SidebarInset>
      </SidebarProvider>
      <CommandPalette />
      {dialogs}
    </ShellContext.Provider>
  );
}

/** The shell's document-wide listeners, inside its context. */
function ShellListeners() {
  useQuickAddShortcut();
  useOpenDialogClicks();
  return null;
}
