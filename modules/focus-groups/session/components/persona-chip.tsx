import Link from "next/link";
import { PersonaAvatar } from "@/components/personas/persona-avatar";
import { cn } from "@/lib/utils";

/** A participant's avatar and name, one click from the persona (the same avatar as on every persona page). */
export function PersonaChip({ id, name, detail, className }: { id: string; name: string; detail?: string | null; className?: string }) {
  return (
    <Link href={`/personas/${id}`} className={cn("group inline-flex min-w-0 items-center gap-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring", className)}>
      <PersonaAvatar id={id} name={name} size="sm" />
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium underline-offset-4 group-hover:underline">{name}</span>
        {detail ? <span className="block truncate text-xs text-muted-foreground">{detail}</span> : null}
      </span>
    </Link>
  );
}
