import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { routeMetadata } from "@/lib/navigation/registry";

export const metadata: Metadata = routeMetadata("/not-found");

/** The /not-found route of spec §2, inside the shell (unknown paths get the real 404). */
export default function NotFoundRoutePage() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-semibold tracking-tight">404</p>
      <h1 className="text-xl text-muted-foreground">Oops! Page not found</h1>
      <Button asChild variant="link">
        <Link href="/">Return to Home</Link>
      </Button>
    </div>
  );
}
