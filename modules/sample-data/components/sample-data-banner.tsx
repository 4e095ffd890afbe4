"use client";

import * as React from "react";
import { usePathname } from "next/navigation";
import { FlaskConicalIcon } from "lucide-react";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { compilePatterns, matchPath } from "@/lib/navigation/match";
import { removeSampleDataAction } from "../actions";
import { SAMPLE_DATA_ROUTES } from "../routes";

const sampleRoutes = compilePatterns([...SAMPLE_DATA_ROUTES], (p) => p);

/**
 * The one "Sample data" banner (issue #17 §7), on every page that shows the demo brand's sample
 * history: says so, and — for owners and admins — removes all of it in one click, after a confirm.
 */
export function SampleDataBanner({ brandId, canRemove }: { brandId: string; canRemove: boolean }) {
  const [open, setOpen] = React.useState(false);
  const { run } = useAction({ brandId });
  const pathname = usePathname();
  if (!matchPath(sampleRoutes, pathname)) return null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 md:px-8 md:pt-6">
      <Alert variant="warning" data-testid="sample-data-banner" role="status" className="sm:has-[>svg]:grid-cols-[calc(var(--spacing)*4)_1fr_auto]">
        <FlaskConicalIcon aria-hidden />
        <AlertTitle>Sample data</AlertTitle>
        <AlertDescription>
          <p>
            This brand shows a sample history — an adopted SOP with its tasks, growth experiments, metrics, SAIO answers, SEO data with a site crawl, a knowledge base, a content brief with its drafts on the calendar, an Instagram history, a month of paid search and a webhook log — so the
            dashboards have something to show. {canRemove ? "Remove it when you start with your own." : "An owner or admin of the brand can remove it."}
          </p>
        </AlertDescription>
        {canRemove ? (
          <div className="col-start-2 mt-2 sm:col-start-3 sm:row-span-2 sm:row-start-1 sm:mt-0 sm:self-center">
            <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
              Remove sample data
            </Button>
            <ConfirmDialog
              open={open}
              onOpenChange={setOpen}
              title="Remove all sample data?"
              description={
                <>
                  <p>This deletes every sample row of this brand: the SOP adoption and its tasks, the growth one-pager, pillars, metrics, ideas and learning, the SAIO sample run and its answers, the sample SEO keywords with their figures and Search Console rows, and the sample webhook endpoint with its log.</p>
                  <p>Anything you added yourself stays. This cannot be undone.</p>
                </>
              }
              confirmLabel="Remove sample data"
              busyLabel="Removing…"
              destructive
              onConfirm={async () => (await run(removeSampleDataAction, { brandId }, { success: "Removed the sample data." })).ok}
            />
          </div>
        ) : null}
      </Alert>
    </div>
  );
}
