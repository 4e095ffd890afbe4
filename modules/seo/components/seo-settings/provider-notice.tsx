import Link from "next/link";
import { PlugZapIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import type { BrandScope } from "@/lib/brand-scope";
import { isSerpSource, resolveSerpSource } from "@/modules/seo/serp-source";

/**
 * Said on the SEO pages that need live SERPs when the brand has no SERP provider (its own key or the
 * deployment's): what is missing and where to add it. Stored data keeps showing.
 */
export async function SeoProviderNotice({ scope }: { scope: BrandScope }) {
  const source = await resolveSerpSource(scope);
  if (isSerpSource(source)) return null;
  return (
    <Alert variant="warning" data-testid="seo-provider-notice">
      <PlugZapIcon aria-hidden="true" />
      <AlertTitle>No SERP provider connected</AlertTitle>
      <AlertDescription>
        <p>
          {source.message} Rank checks need one; what is stored keeps showing. Add a key on{" "}
          <Link href="/integrations" className="underline underline-offset-2">
            Integrations
          </Link>{" "}
          and choose it in{" "}
          <Link href="/settings-seo" className="underline underline-offset-2">
            SEO Settings
          </Link>
          .
        </p>
      </AlertDescription>
    </Alert>
  );
}
