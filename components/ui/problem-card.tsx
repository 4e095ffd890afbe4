import { CircleAlertIcon } from "lucide-react";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

/** A link that cannot be used (invalid, expired, revoked): what happened and what to do, nothing more. */
export function ProblemCard({ title, text, action }: { title: string; text: string; action?: React.ReactNode }) {
  return (
    <Card className="w-full gap-5 py-7 shadow-lg shadow-black/[0.03] dark:shadow-black/30">
      <CardHeader className="items-center gap-3 px-6 text-center sm:px-8">
        <div className="mx-auto flex size-11 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <CircleAlertIcon className="size-5" aria-hidden="true" />
        </div>
        <CardTitle className="text-xl">{title}</CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      {action ? <CardFooter className="justify-center px-6 sm:px-8">{action}</CardFooter> : null}
    </Card>
  );
}
