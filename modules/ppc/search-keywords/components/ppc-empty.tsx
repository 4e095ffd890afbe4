import Link from "next/link";
import { KeyRoundIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";

/** No paid keyword or search term yet: what fills the page and where to do it. */
export function PpcEmpty({ action }: { action?: React.ReactNode }) {
  return (
    <EmptyState
      icon={KeyRoundIcon}
      title="No paid keywords or search terms yet"
      action={
        <>
          {action}
          <Button asChild variant="outline">
            <Link href="/integrations">Connect Google Ads on Integrations</Link>
          </Button>
        </>
      }
    >
      Import a Google Ads search terms report or connect Google Ads on Integrations. Keywords, search terms and what they cost then show here, next to the brand&apos;s organic position for the same keyword.
    </EmptyState>
  );
}
