import Link from "next/link";
import { SproutIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";

/** The keyword-words pages before any seed: what to do, and where the brand's own keywords live. */
export function WordsEmpty({ title, brandSetup, children }: { title: string; brandSetup: boolean; children: React.ReactNode }) {
  return (
    <EmptyState
      icon={SproutIcon}
      title={title}
      action={
        brandSetup ? (
          <Button asChild variant="outline" size="sm">
            <Link href="/brand-setup">Add keywords in Brand Basic Data</Link>
          </Button>
        ) : null
      }
    >
      {children}
    </EmptyState>
  );
}
