import Link from "next/link";
import { Info } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

/** Without an engine: what generation needs, and what works anyway. */
export function GenerationNeeds({ note }: { note: string }) {
  return (
    <Alert>
      <Info aria-hidden="true" />
      <AlertTitle>Generation needs an AI engine</AlertTitle>
      <AlertDescription>
        <p>{note}</p>
        <p>
          <Link href="/integrations" className="underline underline-offset-2">
            Open Integrations
          </Link>
        </p>
      </AlertDescription>
    </Alert>
  );
}
