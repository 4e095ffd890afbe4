import {
  BookOpen,
  ChevronRight,
  ChevronsUpDown,
  Bot,
  Briefcase,
  Building2,
  History,
  LayoutDashboard,
  Megaphone,
  MessagesSquare,
  PenLine,
  Rocket,
  PanelLeft,
  Search,
  Share2,
  TrendingUp,
  UserRound,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "@/lib/navigation/registry";

/**
 * The icons the sidebar shows (its top entries and section headers), not all of nav-icons.tsx.
 * sidebar-icons.test.ts fails when the registry gives the sidebar an icon missing here.
 */
export const SIDEBAR_ICONS: Partial<Record<IconName, LucideIcon>> = {
  LayoutDashboard,
  Rocket,
  Building2,
  History,
  PenLine,
  Megaphone,
  Share2,
  Search,
  Bot,
  UsersRound,
  UserRound,
  MessagesSquare,
  Briefcase,
  BookOpen,
  TrendingUp,
};

/**
 * The sidebar's icons rendered on the server and handed to the (client) sidebar as elements: they
 * arrive as SVG in the page's payload instead of as icon code in every page's JavaScript.
 */
export function sidebarIconNodes(): SidebarIcons {
  return Object.fromEntries(Object.entries(SIDEBAR_ICONS).map(([name, Icon]) => [name, <Icon key={name} aria-hidden="true" />]));
}

export type SidebarIcons = Partial<Record<IconName, React.ReactNode>>;

/** The shell's other always-visible icons, server-rendered the same way; each fills the box it is put in. */
export type ShellGlyphs = { chevronRight: React.ReactNode; chevronsUpDown: React.ReactNode; panelLeft: React.ReactNode; search: React.ReactNode };

export function shellGlyphs(): ShellGlyphs {
  return {
    chevronRight: <ChevronRight className="size-full" aria-hidden="true" />,
    chevronsUpDown: <ChevronsUpDown className="size-full" aria-hidden="true" />,
    panelLeft: <PanelLeft className="size-full" aria-hidden="true" />,
    search: <Search className="size-full" aria-hidden="true" />,
  };
}
