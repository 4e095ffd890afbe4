"use client";

import { useRouter } from "next/navigation";
import { CopyPlusIcon, Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { TemplateType } from "@/db/schema";
import { plural } from "@/lib/format";
import { adoptTemplateAction } from "../actions";
import { useAction } from "@/components/actions/use-action";

export function AdoptTemplateButton({
  brandId,
  type,
  slug,
  name,
  next,
  size = "sm",
}: {
  brandId: string;
  type: TemplateType;
  slug: string;
  name: string;
  /** Where to go after adopting (stays on the page when omitted). */
  next?: string;
  size?: "sm" | "default";
}) {
  const router = useRouter();
  const { run, pending } = useAction({ brandId });
  return (
    <Button
      size={size}
      disabled={pending}
      onClick={() =>
        run(
          adoptTemplateAction,
          { type, slug },
          {
            success: (r) => `${name} adopted: ${plural(r.tasks, "task")} in ${plural(r.groups, "task group")} were added to this brand's SOPs.`,
            onSuccess: () => {
              if (next) router.push(next);
            },
            refresh: !next,
          },
        )
      }
    >
      {pending ? <Loader2Icon className="animate-spin" /> : <CopyPlusIcon />}
      {pending ? "Adopting..." : "Adopt for this brand"}
    </Button>
  );
}
