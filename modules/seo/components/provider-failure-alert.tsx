import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { FAILURE_TITLE } from "../labels";
import type { ProviderFailure } from "../types";

/** A provider's failure on the page, named for what it is (no key, rejected key, no credit, budget…), never as "no data". */
export function ProviderFailureAlert({ failure }: { failure: ProviderFailure | null }) {
  if (!failure) return null;
  return (
    <Alert variant="destructive">
      <AlertTitle>{FAILURE_TITLE[failure.kind]}</AlertTitle>
      <AlertDescription>{failure.message}</AlertDescription>
    </Alert>
  );
}
