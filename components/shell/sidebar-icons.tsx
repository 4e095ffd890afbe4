import {
  BookOpen,
  Bot,
  Briefcase,
  Building2,
  CircleHelp,
  History,
  LayoutDashboard,
  Megaphone,
  MessagesSquare,
  PenLine,
  Rocket,
  Search,
  Share2,
  TrendingUp,
  UserRound,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "@/lib/navigation/registry";

/**
 * The icons the sidebar shows (its top entries and section headers), not all of nav-icons.tsx:
 * the sidebar ships with every signed-in page, the full set only with the search palette.
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

export function SidebarIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = SIDEBAR_ICONS[name] ?? CircleHelp;
  return <Icon className={className} aria-hidden="true" />;
}
