import { cn } from "@/lib/utils";

/**
 * A persona's photo-less avatar: its initials on a colour derived from its id, so the same persona
 * looks the same on every page (card, list, compare, interviews, focus groups). Synthetic people get
 * no stock photo on purpose: nothing suggests a real person.
 */
const PALETTE = [
  "bg-sky-600",
  "bg-emerald-600",
  "bg-violet-600",
  "bg-amber-600",
  "bg-rose-600",
  "bg-teal-600",
  "bg-indigo-600",
  "bg-fuchsia-600",
  "bg-orange-600",
  "bg-cyan-700",
] as const;

/** A stable colour index for an id (FNV-1a over its characters). */
export function personaColorIndex(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % PALETTE.length;
}

export function personaInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return "?";
  const first = [...words[0]!][0] ?? "";
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? "") : "";
  return (first + last).toUpperCase();
}

const SIZES = { sm: "size-7 text-[11px]", md: "size-10 text-sm", lg: "size-16 text-xl" } as const;

export function PersonaAvatar({ id, name, size = "md", className }: { id: string; name: string; size?: keyof typeof SIZES; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-slot="persona-avatar"
      className={cn("inline-flex shrink-0 select-none items-center justify-center rounded-full font-semibold text-white", PALETTE[personaColorIndex(id)], SIZES[size], className)}
    >
      {personaInitials(name)}
    </span>
  );
}
