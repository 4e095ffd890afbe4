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
          Meanwhile you can write personas by hand or import them from CSV or JSON, and briefs and their sampling plans work as usual.{" "}
          <Link href="/integrations" className="underline underline-offset-2">
            Connect an engine
          </Link>
          .
        </p>
      </AlertDescription>
    </Alert>
  );
}
