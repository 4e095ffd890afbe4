"use client";

import * as React from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { ChevronRightIcon } from "lucide-react";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import {
  Sidebar,
  SidebarContent,
  SidebarGroup,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuSub,
  SidebarMenuSubButton,
  SidebarMenuSubItem,
  SidebarRail,
  useSidebar,
} from "@/components/ui/sidebar";
import {
  SIDEBAR,
  SIDEBAR_TOP,
  getRoute,
  isGroup,
  placementOf,
  resolvePath,
  type SectionKey,
  type SidebarSection,
} from "@/lib/navigation/registry";
import type { ActionResult } from "@/lib/action";
import { SidebarIcon } from "./sidebar-icons";
import { BRAND_CHANGED_EVENT, PERSONAS_GENERATED_EVENT } from "./shell-context";
import { groupPersonasByBrief, type SidebarPersona } from "./sidebar-personas";
import { GrowthOsMark } from "./growth-os-mark";

export type PersonasLoader = (input: Record<string, never>) => Promise<ActionResult<SidebarPersona[]>>;

function usePersonas(initial: SidebarPersona[], load: PersonasLoader, brandId: string | null): SidebarPersona[] {
  const [personas, setPersonas] = React.useState(initial);
  // A server re-render (brand switch, refresh) brings a fresh list.
  const [prevInitial, setPrevInitial] = React.useState(initial);
  if (prevInitial !== initial) {
    setPrevInitial(initial);
    setPersonas(initial);
  }
  React.useEffect(() => {
    let alive = true;
    const reload = async () => {
      try {
        const result = await load({});
        if (!alive) return;
        if (result.ok) setPersonas(result.data);
        else {
          // Spec §8: a persona load failure is logged and the list becomes empty.
          console.error("Failed to load personas:", result.error);
          setPersonas([]);
        }
      } catch (e) {
        console.error("Failed to load personas:", e);
        if (alive) setPersonas([]);
      }
    };
    window.addEventListener(BRAND_CHANGED_EVENT, reload);
    window.addEventListener(PERSONAS_GENERATED_EVENT, reload);
    return () => {
      alive = false;
      window.removeEventListener(BRAND_CHANGED_EVENT, reload);
      window.removeEventListener(PERSONAS_GENERATED_EVENT, reload);
    };
  }, [load, brandId]);
  return brandId ? personas : [];
}

export function AppSidebar({
  initialPersonas,
  loadPersonas,
  brandId,
}: {
  initialPersonas: SidebarPersona[];
  loadPersonas: PersonasLoader;
  brandId: string | null;
}) {
  const pathname = usePathname();
  const { isMobile, setOpenMobile, state, setOpen } = useSidebar();
  const resolved = React.useMemo(() => resolvePath(pathname), [pathname]);
  const activePath = resolved?.route.path ?? pathname;
  const currentSection: SectionKey | null = resolved ? (placementOf(resolved.route)?.section ?? null) : null;
  const personas = usePersonas(initialPersonas, loadPersonas, brandId);

  // All sections start closed; the one holding the current page opens, and stays open as the user moves on.
  const [openSections, setOpenSections] = React.useState<ReadonlySet<SectionKey>>(() => new Set(currentSection ? [currentSection] : []));
  const [prevSection, setPrevSection] = React.useState(currentSection);
  if (prevSection !== currentSection) {
    setPrevSection(currentSection);
    if (currentSection && !openSections.has(currentSection)) setOpenSections(new Set(openSections).add(currentSection));
  }

  React.useEffect(() => {
    if (isMobile) setOpenMobile(false);
  }, [pathname, isMobile, setOpenMobile]);

  const toggleSection = (key: SectionKey, open: boolean) =>
    setOpenSections((s) => {
      const next = new Set(s);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });

  const isActive = (path: string) => path === activePath && !resolved?.alias;

  return (
    <Sidebar collapsible="icon" aria-label="Main navigation">
      <SidebarHeader>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton asChild size="lg" tooltip="Growth OS">
              <Link href="/dashboard">
                <GrowthOsMark className="size-8 shrink-0" />
                <span className="grid leading-tight">
                  <span className="truncate text-sm font-semibold">Growth OS</span>
                  <span className="truncate text-xs text-sidebar-foreground/60">Marketing &amp; growth operations</span>
                </span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarHeader>
      <SidebarContent className="gap-0">
        <SidebarGroup>
          <SidebarMenu>
            {SIDEBAR_TOP.map((path) => {
              const route = getRoute(path)!;
              return (
                <SidebarMenuItem key={path}>
                  <SidebarMenuButton asChild isActive={isActive(path)} tooltip={route.label}>
                    <Link href={path}>
                      <SidebarIcon name={route.icon} />
                      <span>{route.label}</span>
                    </Link>
                  </SidebarMenuButton>
                </SidebarMenuItem>
              );
            })}
          </SidebarMenu>
        </SidebarGroup>
        <SidebarGroup className="pt-0">
          <SidebarMenu>
            {SIDEBAR.map((section) => {
              if (section.dynamic === "personas" && personas.length === 0) return null;
              return (
                <SectionItem
                  key={section.key}
                  section={section}
                  open={openSections.has(section.key)}
                  holdsCurrent={currentSection === section.key}
                  onOpenChange={(open) => {
                    // In icon mode a section has no room to unfold: widen the sidebar first.
                    if (state === "collapsed" && !isMobile) {
                      setOpen(true);
                      toggleSection(section.key, true);
                      return;
                    }
                    toggleSection(section.key, open);
                  }}
                  isActive={isActive}
                  currentUrl={resolved?.canonical ?? pathname}
                  personas={section.dynamic === "personas" ? personas : undefined}
                />
              );
            })}
          </SidebarMenu>
        </SidebarGroup>
      </SidebarContent>
      <SidebarRail />
    </Sidebar>
  );
}

function SectionItem({
  section,
  open,
  holdsCurrent,
  onOpenChange,
  isActive,
  currentUrl,
  personas,
}: {
  section: SidebarSection;
  open: boolean;
  holdsCurrent: boolean;
  onOpenChange: (open: boolean) => void;
  isActive: (path: string) => boolean;
  currentUrl: string;
  personas?: SidebarPersona[];
}) {
  const contentId = `sidebar-section-${section.key}`;
  return (
    <Collapsible asChild open={open} onOpenChange={onOpenChange} className="group/collapsible">
      <SidebarMenuItem data-section={section.key}>
        <CollapsibleTrigger asChild>
          <SidebarMenuButton
            tooltip={section.label}
            aria-controls={contentId}
            className="h-auto min-h-8 items-start py-1.5 group-data-[collapsible=icon]:items-center"
            data-holds-current={holdsCurrent || undefined}
          >
            <SidebarIcon name={section.icon} className="mt-0.5 group-data-[collapsible=icon]:mt-0" />
            <span className="grid min-w-0 flex-1 leading-tight">
              <span className={holdsCurrent ? "truncate font-medium" : "truncate"}>{section.label}</span>
              <span className="truncate text-xs font-normal text-sidebar-foreground/55" data-slot="section-tagline">
                {section.tagline}
              </span>
            </span>
            <ChevronRightIcon className="mt-0.5 ml-auto size-4 text-sidebar-foreground/50 transition-transform duration-200 group-data-[state=open]/collapsible:rotate-90" />
          </SidebarMenuButton>
        </CollapsibleTrigger>
        <CollapsibleContent id={contentId}>
          <SidebarMenuSub className="mr-0 pr-0">
            {personas
              ? groupPersonasByBrief(personas).map((g) => (
                  <SubGroup key={g.brief} name={g.brief}>
                    {g.personas.map((p) => (
                      <Leaf key={p.id} href={`/personas/${p.id}`} label={p.name} active={currentUrl === `/personas/${p.id}`} />
                    ))}
                  </SubGroup>
                ))
              : section.items.map((node) =>
                  isGroup(node) ? (
                    <SubGroup key={node.group} name={node.group}>
                      {node.items.length === 0 && node.emptyText ? (
                        <li className="px-2 py-1 text-xs text-sidebar-foreground/55">{node.emptyText}</li>
                      ) : (
                        node.items.map((leaf) => <Leaf key={leaf.path} href={leaf.path} label={getRoute(leaf.path)!.label} active={isActive(leaf.path)} />)
                      )}
                    </SubGroup>
                  ) : (
                    <Leaf key={node.path} href={node.path} label={getRoute(node.path)!.label} active={isActive(node.path)} />
                  ),
                )}
          </SidebarMenuSub>
        </CollapsibleContent>
      </SidebarMenuItem>
    </Collapsible>
  );
}

function SubGroup({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <SidebarMenuSubItem data-group={name}>
      <div className="truncate px-2 pt-2 pb-1 text-[11px] font-medium tracking-wide text-sidebar-foreground/55 uppercase">{name}</div>
      <ul className="flex min-w-0 flex-col gap-1">{children}</ul>
    </SidebarMenuSubItem>
  );
}

function Leaf({ href, label, active }: { href: string; label: string; active: boolean }) {
  return (
    <SidebarMenuSubItem>
      <SidebarMenuSubButton asChild isActive={active}>
        <Link href={href} aria-current={active ? "page" : undefined}>
          <span>{label}</span>
        </Link>
      </SidebarMenuSubButton>
    </SidebarMenuSubItem>
  );
}
