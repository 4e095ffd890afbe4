"use client";

import * as React from "react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { setSocialProfileFollowersAction } from "../actions";

/** The follower count of a profile known only from imports, typed in so it can be compared per 1k followers. */
export function FollowersForm({ brandId, profileId, handle }: { brandId: string; profileId: string; handle: string }) {
  const { run, pending } = useAction({ brandId });
  const [value, setValue] = React.useState("");
  const id = `followers-${profileId}`;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void run(setSocialProfileFollowersAction, { profileId, followers: value.replace(/[,\s]/g, "") as unknown as number }, { success: `Saved @${handle}'s followers` });
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor={id} className="text-xs">
          @{handle}&apos;s followers
        </Label>
        <Input id={id} inputMode="numeric" className="h-8 w-32" value={value} onChange={(e) => setValue(e.target.value)} placeholder="e.g. 45,200" required />
      </div>
      <Button type="submit" size="sm" variant="outline" disabled={pending || !value.trim()}>
        Save
      </Button>
    </form>
  );
}
