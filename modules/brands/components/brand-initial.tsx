import { cn } from "@/lib/utils";

export function BrandInitial({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("flex size-5 shrink-0 items-center justify-center rounded-[5px] bg-primary text-[10px] font-semibold text-primary-foreground", className)}
    >
      {[...name.trim()][0]?.toUpperCase() ?? "B"}
    </span>
  );
}
