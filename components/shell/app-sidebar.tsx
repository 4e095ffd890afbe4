"use client";

import * as React from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
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
import { compilePatterns, fillPath, matchPath, unpackSpellings } from "@/lib/navigation/match";
import type { NavSection, SectionKey, SidebarNav } from "@/lib/navigation/registry";
import type { ActionResult } from "@/lib/action";
import type { SidebarIcons } from "./sidebar-icons";
import { PERSONAS_GENERATED_EVENT, useShell } from "./shell-context";
import { groupPersonasByBrief, type SidebarPersona } from "./sidebar-personas";
import { GrowthOsMark } from "./growth-os-mark";

export type PersonasLoader = (input: Record<string, never>) => Promise<ActionResult<SidebarPersona[]>>;

/**
 * The sidebar's personas. A brand change re-renders the shell on the server (AppShell refreshes),
 * which brings the new brand's list already gated by its role, so only "personasGenerated" fetches
 * here, and only when the role may view personas: nothing is asked for that the role may not see.
 */
function usePersonas(initial: SidebarPersona[], load: PersonasLoader, brandId: string | null, visible: boolean): SidebarPersona[] {
  const [personas, setPersonas] = React.useState(initial);
  // A server re-render (brand switch, refresh) brings a fresh list.
  const [prevInitial, setPrevInitial] = React.useState(initial);
  if (prevInitial !== initial) {
    setPrevInitial(initial);
    setPersonas(initial);
  }
  React.useEffect(() => {
    if (!visible) return;
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
    window.addEventListener(PERSONAS_GENERATED_EVENT, reload);
    return () => {
      alive = false;
      window.removeEventListener(PERSONAS_GENERATED_EVENT, reload);
    };
  }, [load, brandId, visible]);
  return brandId && visible ? personas : [];
}

export function AppSidebar({
  nav,
  icons,
  initialPersonas,
  loadPersonas,
  brandId,
}: {
  nav: SidebarNav;
  icons: SidebarIcons;
  initialPersonas: SidebarPersona[];
  loadPersonas: PersonasLoader;
  brandId: string | null;
}) {
  const pathname = usePathname();
  const { isMobile, setOpenMobile, state, setOpen } = useSidebar();
  const { glyphs } = useShell();
  const matchers = React.useMemo(() => compilePatterns(unpackSpellings<SectionKey>(nav.spellings), (s) => s.pattern), [nav.spellings]);
  const resolved = React.useMemo(() => {
    const hit = matchPath(matchers, pathname);
    return hit ? { ...hit.entry, canonical: hit.entry.alias ? fillPath(hit.entry.path, hit.values) : hit.clean } : null;
  }, [matchers, pathname]);
  const activePath = resolved?.path ?? pathname;
  const currentSection: SectionKey | null = resolved?.section ?? null;
  const personas = usePersonas(
    initialPersonas,
    loadPersonas,
    brandId,
    nav.sections.some((s) => s.dynamic === "personas"),
  );

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
            {nav.top.map((route) => (
              <SidebarMenuItem key={route.path}>
                <SidebarMenuButton asChild isActive={isActive(route.path)} tooltip={route.label}>
                  <Link href={route.path}>
                    {icons[route.icon]}
                    <span>{route.label}</span>
                  </Link>
                </SidebarMenuButton>
              </SidebarMenuItem>
            ))}
          </SidebarMenu>
        </SidebarGroup>
        <SidebarGroup className="pt-0">
          <SidebarMenu>
            {nav.sections.map((section) => {
              if (section.dynamic === "personas" && personas.length === 0) return null;
              return (
                <SectionItem
                  key={section.key}
                  section={section}
                  icon={icons[section.icon]}
                  chevron={glyphs.chevronRight}
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
  icon,
  chevron,
  open,
  holdsCurrent,
  onOpenChange,
  isActive,
  currentUrl,
  personas,
}: {
  section: NavSection;
  icon: React.ReactNode;
  chevron: React.ReactNode;
  open: boolean;
  holdsCurrent: boolean;
  onOpenChange: (open: boolean) => void;
  isActive: (path: string) => boolean;
  currentUrl: string;
  personas?: SidebarPersona[];
}) {
  const contentId = `sidebar-section-${section.key}`;
  return (
    // A disclosure (button + region), kept free of Radix: it ships with every signed-in page.
    <SidebarMenuItem data-section={section.key} data-state={open ? "open" : "closed"} className="group/collapsible">
      <SidebarMenuButton
        tooltip={section.label}
        aria-expanded={open}
        aria-controls={contentId}
        data-state={open ? "open" : "closed"}
        onClick={() => onOpenChange(!open)}
        className="h-auto min-h-8 items-start py-1.5 group-data-[collapsible=icon]:items-center [&>svg:first-child]:mt-0.5 group-data-[collapsible=icon]:[&>svg:first-child]:mt-0"
        data-holds-current={holdsCurrent || undefined}
      >
        {icon}
        <span className="grid min-w-0 flex-1 leading-tight">
          <span className={holdsCurrent ? "truncate font-medium" : "truncate"}>{section.label}</span>
          <span className="truncate text-xs font-normal text-sidebar-foreground/70" data-slot="section-tagline">
            {section.tagline}
          </span>
        </span>
        <span aria-hidden="true" className="mt-0.5 ml-auto flex size-4 shrink-0 text-sidebar-foreground/50 transition-transform duration-200 group-data-[state=open]/collapsible:rotate-90">
          {chevron}
        </span>
      </SidebarMenuButton>
      {open ? (
        <div id={contentId}>
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
                  "group" in node ? (
                    <SubGroup key={node.group} name={node.group}>
                      {node.items.length === 0 && node.emptyText ? (
                        <li className="px-2 py-1 text-xs text-sidebar-foreground/70">{node.emptyText}</li>
                      ) : (
                        node.items.map((leaf) => <Leaf key={leaf.path} href={leaf.path} label={leaf.label} active={isActive(leaf.path)} />)
                      )}
                    </SubGroup>
                  ) : (
                    <Leaf key={node.path} href={node.path} label={node.label} active={isActive(node.path)} />
                  ),
                )}
          </SidebarMenuSub>
        </div>
      ) : null}
    </SidebarMenuItem>
  );
}

function SubGroup({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <SidebarMenuSubItem data-group={name}>
      <div className="truncate px-2 pt-2 pb-1 text-[11px] font-medium tracking-wide text-sidebar-foreground/70 uppercase">{name}</div>
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
