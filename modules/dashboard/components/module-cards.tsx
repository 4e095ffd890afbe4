import Link from "next/link";
import { ArrowUpRightIcon } from "lucide-react";
import { NavIcon } from "@/components/shell/nav-icons";
import { canOpen, SIDEBAR, type IconName, type SectionKey } from "@/lib/navigation/registry";
import type { ModuleAccess } from "@/lib/permissions";
import { plural } from "@/lib/format";
import type { ModuleFigures, TaskSummary } from "../queries";

type ModuleCard = {
  key: SectionKey;
  label: string;
  icon: IconName;
  href: string;
  /** The latest real figure, when the module stores one. */
  figure?: string;
  caption: string;
  /** What to do next when there is nothing yet. */
  setup?: { label: string; href: string };
  notBuilt?: boolean;
};

function cardsFor(f: ModuleFigures, tasks: TaskSummary | null): ModuleCard[] {
  const base = (key: SectionKey) => {
    const s = SIDEBAR.find((x) => x.key === key)!;
    const first = s.items[0];
    const href = first ? ("path" in first ? first.path : first.items[0]!.path) : "/dashboard";
    return { key, label: s.label, icon: s.icon, href };
  };
  const notBuilt = (key: SectionKey, what: string): ModuleCard => ({ ...base(key), caption: what, notBuilt: true });
  const figureOr = (key: SectionKey, value: number, figure: string, caption: string, setup: ModuleCard["setup"]): ModuleCard =>
    value > 0 ? { ...base(key), figure, caption } : { ...base(key), caption, setup };

  return [
    {
      ...base("brand-management"),
      figure: `${f.basicsFilled}/${f.basicsTotal}`,
      caption: "basic data fields filled",
      ...(f.basicsFilled < f.basicsTotal ? { setup: { label: "Complete brand data", href: "/brand-setup" } } : {}),
    },
    figureOr("logs-audits", f.activity30Days, plural(f.activity30Days, "event"), "logged in the last 30 days", { label: "Open the activity log", href: "/activity" }),
    notBuilt("content-marketing", "Ideas, briefs and posts arrive with the content module."),
    notBuilt("performance-marketing", "Paid keywords and campaign groups arrive with this module."),
    notBuilt("social-media", "Instagram and LinkedIn tools arrive with this module."),
    figureOr("seo", f.keywords, plural(f.keywords, "keyword"), `tracked · ${plural(f.competitors, "competitor")}`, { label: "Add keywords", href: "/brand-setup" }),
    figureOr("saio", f.prompts, plural(f.prompts, "prompt"), "to check in AI answers", { label: "Add prompts", href: "/brand-setup" }),
    figureOr("synthetic-personas", f.personas + f.briefs, plural(f.personas, "persona"), `from ${plural(f.briefs, "brief")}`, { label: "Write a personas brief", href: "/personas-brief" }),
    notBuilt("focus-groups", "Synthetic focus groups arrive with this module."),
    ...(tasks
      ? [
          figureOr("digital-operations", tasks.open, plural(tasks.open, "open task"), tasks.overdue > 0 ? `${tasks.overdue} overdue` : "none overdue", {
            label: "Add a task",
            href: "/tasks",
          }),
        ]
      : []),
    figureOr("sops", f.sopTasks, plural(f.sopTasks, "SOP task"), "in this brand", { label: "Browse SOPs", href: "/sops" }),
    figureOr("growth-hacking", f.squad + f.sprints, plural(f.sprints, "sprint"), `planned · ${plural(f.squad, "squad member")}`, { label: "Set up the squad", href: "/growth-squad" }),
  ];
}

/** Only the cards of modules the role may open; a set-up link it may not open is left out. */
function visibleCards(cards: ModuleCard[], access: ModuleAccess): ModuleCard[] {
  return cards.flatMap(({ setup, ...card }) => (canOpen(access, card.href) ? [{ ...card, ...(setup && canOpen(access, setup.href) ? { setup } : {}) }] : []));
}

export function ModuleCards({ figures, tasks, access }: { figures: ModuleFigures; tasks: TaskSummary | null; access: ModuleAccess }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {visibleCards(cardsFor(figures, tasks), access).map((c) => (
        <li key={c.key}>
          <Link
            href={c.setup?.href ?? c.href}
            className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs transition-colors outline-none hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            data-module={c.key}
          >
            <div className="flex items-center gap-2 text-sm font-medium">
              <NavIcon name={c.icon} className="size-4 text-muted-foreground" />
              <span className="truncate">{c.label}</span>
              <ArrowUpRightIcon className="ml-auto size-3.5 text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100" aria-hidden="true" />
            </div>
            {c.notBuilt ? (
              <div className="space-y-1">
                <span className="inline-flex rounded-md border border-dashed px-1.5 py-0.5 text-[11px] text-muted-foreground">Not built yet</span>
                <p className="text-xs text-muted-foreground">{c.caption}</p>
              </div>
            ) : c.figure ? (
              <div className="space-y-0.5">
                <p className="text-xl font-semibold tracking-tight tabular-nums">{c.figure}</p>
                <p className="text-xs text-muted-foreground">{c.caption}</p>
                {c.setup ? <p className="pt-1 text-xs font-medium">{c.setup.label} →</p> : null}
              </div>
            ) : (
              <div className="space-y-0.5">
                <p className="text-sm text-muted-foreground">Nothing yet</p>
                {c.setup ? <p className="text-xs font-medium">{c.setup.label} →</p> : null}
              </div>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
