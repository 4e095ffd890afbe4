"use client";

import { Building2Icon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useShell } from "@/components/shell/shell-context";
import { CreateBrandForm } from "./create-brand-form";

/** Shown instead of any page while the user has no brand at all. */
export function FirstRun() {
  const { user } = useShell();
  const first = user.fullName?.trim().split(/\s+/)[0];
  return (
    <div className="flex flex-1 items-center justify-center p-4 md:p-8">
      <Card className="w-full max-w-md">
        <CardHeader>
          <div className="mb-2 flex size-10 items-center justify-center rounded-lg border bg-muted/50">
            <Building2Icon className="size-5 text-muted-foreground" aria-hidden="true" />
          </div>
          <CardTitle className="text-xl">{first ? `Welcome, ${first}` : "Welcome to Growth OS"}</CardTitle>
          <CardDescription>
            Everything in Growth OS — tasks, sprints, SEO, personas — belongs to a brand. Create your first brand to get started; you can
            invite your team and fill in the details next.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CreateBrandForm footerClassName="sm:justify-stretch [&>button]:w-full" />
        </CardContent>
      </Card>
    </div>
  );
}
