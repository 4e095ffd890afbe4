import { Separator } from "@/components/ui/separator";

export function OrDivider() {
  return (
    <div className="flex items-center gap-3" role="separator" aria-label="or">
      <Separator className="flex-1" />
      <span className="text-[11px] font-medium tracking-widest text-muted-foreground uppercase" aria-hidden="true">
        OR
      </span>
      <Separator className="flex-1" />
    </div>
  );
}
