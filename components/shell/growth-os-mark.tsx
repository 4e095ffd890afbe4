import { cn } from "@/lib/utils";

/** The Growth OS mark (same drawing as public/favicon.svg). */
export function GrowthOsMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8 shrink-0", className)}>
      <rect width="32" height="32" rx="8" className="fill-neutral-900 dark:fill-neutral-800" />
      <path d="M8 21l5-6 4 3 7-9" fill="none" stroke="#4ade80" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
