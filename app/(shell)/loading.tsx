import { MainSkeleton } from "@/components/shell/main-skeleton";

export default function Loading() {
  return (
    <div className="flex flex-1 flex-col">
      <p className="px-4 pt-4 text-xs text-muted-foreground md:px-8" aria-hidden="true">
        Loading...
      </p>
      <MainSkeleton />
    </div>
  );
}
