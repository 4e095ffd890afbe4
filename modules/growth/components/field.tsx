import type { SelectOption } from "@/components/ui/option-select";
import { cn } from "@/lib/utils";
import { squadMemberName } from "@/modules/squad/labels";

/** A titled section inside a card or page. */
export function Section({ title, description, actions, children, className }: { title: string; description?: React.ReactNode; actions?: React.ReactNode; children: React.ReactNode; className?: string }) {
  return (
    <section className={cn("space-y-3", className)}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="space-y-0.5">
          <h2 className="text-base font-semibold tracking-tight">{title}</h2>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** The squad as owner choices, each by name with its alias (ideas and pillars). */
export function ownerOptions(squad: readonly { id: string; name: string; alias: string | null }[]): SelectOption[] {
  return squad.map((m) => ({ value: m.id, label: squadMemberName(m) }));
}
