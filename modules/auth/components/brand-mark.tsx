import { cn } from "@/lib/utils";

/**
 * The Growth OS mark (same drawing as public/favicon.svg) with the product name beside it; with a
 * deployment's branding (lib/branding), its logo and names instead.
 */
export function BrandMark({
  className,
  withName = true,
  productName = "S-AI-O Intelligence",
  appName = "Growth OS",
  logo = null,
}: {
  className?: string;
  withName?: boolean;
  productName?: string;
  appName?: string;
  logo?: string | null;
}) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      {logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- the deployment's uploaded logo, versioned and served by /branding/logo
        <img src={logo} alt="" aria-hidden="true" className="size-8 shrink-0 rounded-md object-contain" />
      ) : (
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0 drop-shadow-sm">
        <rect width="32" height="32" rx="8" className="fill-neutral-900 dark:fill-neutral-800" />
        <path
          d="M8 21l5-6 4 3 7-9"
          fill="none"
          stroke="#4ade80"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      )}
      {withName ? (
        <span className="flex flex-col leading-tight">
          <span className="text-[15px] font-semibold tracking-tight">{productName}</span>
          {appName !== productName ? <span className="text-xs text-muted-foreground">{appName}</span> : null}
        </span>
      ) : null}
    </span>
  );
}
