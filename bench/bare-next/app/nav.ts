import {
  Activity, ArrowUpDown, BookOpen, Building2, CalendarClock, CalendarRange, ClipboardCheck, ClipboardList, Columns3,
  FileSpreadsheet, Gauge, GraduationCap, History, Hourglass, LayoutDashboard, LayoutGrid, Lightbulb, ListTodo, Map,
  MessageSquareText, Monitor, Network, Notebook, NotebookPen, Plug, Rocket, Settings, Shapes, ShieldCheck,
  SquareCheckBig, User, UserCheck, Users, UsersRound, Factory, type LucideIcon,
} from "lucide-react";

const ICONS: LucideIcon[] = [
  Activity, ArrowUpDown, BookOpen, Building2, CalendarClock, CalendarRange, ClipboardCheck, ClipboardList, Columns3,
  FileSpreadsheet, Gauge, GraduationCap, History, Hourglass, LayoutDashboard, LayoutGrid, Lightbulb, ListTodo, Map,
  MessageSquareText, Monitor, Network, Notebook, NotebookPen, Plug, Rocket, Settings, Shapes, ShieldCheck,
  SquareCheckBig, User, UserCheck, Users, UsersRound, Factory,
];

export type NavLink = { href: string; label: string; Icon: LucideIcon };
export type NavSection = { key: string; label: string; tagline: string; Icon: LucideIcon; links: NavLink[] };

/** 13 sections of 10 links, each with its own icon — the size of Growth OS's sidebar. */
export const SECTIONS: NavSection[] = Array.from({ length: 13 }, (_, s) => ({
  key: `section-${s + 1}`,
  label: `Section ${s + 1}`,
  tagline: `What section ${s + 1} is for, in a few words`,
  Icon: ICONS[s % ICONS.length]!,
  links: Array.from({ length: 10 }, (_, l) => ({
    href: `/section-${s + 1}/page-${l + 1}`,
    label: `Page ${l + 1} of section ${s + 1}`,
    Icon: ICONS[(s * 10 + l) % ICONS.length]!,
  })),
}));
