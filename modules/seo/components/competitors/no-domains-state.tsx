import Link from "next/link";
import type { LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";

/**
 * The competitor pages' empty state when the comparison has nothing to stand on: no website for the
 * brand, or no competitor with a domain. `what` names what would be compared ("keywords", "backlinks").
 */
export function NoDomainsState({ icon, hasWebsite, what, websiteHint }: { icon: LucideIcon; hasWebsite: boolean; what: string; websiteHint: string }) {
  return (
    <EmptyState
      icon={icon}
      title={hasWebsite ? "No competitor domains yet" : "The brand has no website yet"}
      action={
        <Button size="sm" asChild>
          <Link href={hasWebsite ? "/settings-seo" : "/brand-setup"}>{hasWebsite ? "Open SEO Settings" : "Open Brand Basic Data"}</Link>
        </Button>
      }
    >
      {hasWebsite
        ? `Add competitors with their domains under Brand Basic Data, or competitor domains under SEO Settings, to compare ${what} with them.`
        : `Add the brand's website under Brand Basic Data ${websiteHint}`}
    </EmptyState>
  );
}
