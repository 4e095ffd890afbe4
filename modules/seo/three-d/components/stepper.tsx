import Link from "next/link";
import { CheckIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { STEPS, stepHref, type Step } from "../url-state";

/** Where the analysis is: each step reachable so far is a link, the current one is marked for screen readers. */
export function ThreeDStepper({ id, current, reachable }: { id: string | null; current: Step; reachable: Step }) {
  return (
    <nav aria-label="3D analysis steps">
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {STEPS.map((s) => {
          const enabled = !!id && s.step <= reachable;
          const done = s.step < current && enabled;
          const body = (
            <>
              <span
                className={cn(
                  "flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold",
                  s.step === current ? "border-primary bg-primary text-primary-foreground" : done ? "border-primary text-primary" : "text-muted-foreground",
                )}
              >
                {done ? <CheckIcon className="size-3.5" aria-hidden="true" /> : s.step}
              </span>
              <span className="min-w-0 truncate">{s.label}</span>
            </>
          );
          const cls = cn(
            "flex items-center gap-2 rounded-lg border px-3 py-2 text-sm",
            s.step === current ? "border-primary/60 bg-primary/5 font-medium" : "text-muted-foreground",
          );
          return (
            <li key={s.step}>
              {enabled && s.step !== current ? (
                <Link href={stepHref(s.step, id)} className={cn(cls, "hover:bg-muted/60 hover:text-foreground")}>
                  {body}
                </Link>
              ) : (
                <div className={cn(cls, !enabled && s.step !== current && "opacity-60")} aria-current={s.step === current ? "step" : undefined}>
                  <span className="sr-only">{`Step ${s.step}: `}</span>
                  {body}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
