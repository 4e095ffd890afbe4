"use client";

import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { initialsFor } from "./initials";
import { LazyMenu } from "./lazy-menu";
import { useShell } from "./shell-context";

const loadMenu = () => import("./user-menu-content").then((m) => m.UserMenuContent);

export function UserMenu() {
  const { user } = useShell();
  return (
    <LazyMenu
      load={loadMenu}
      trigger={
        <Button variant="ghost" size="icon" className="size-8 rounded-full" aria-label="Open user menu">
          <Avatar className="size-8">
            {user.avatarUrl ? <AvatarImage src={user.avatarUrl} alt="" /> : null}
            <AvatarFallback className="bg-primary text-[11px] font-semibold text-primary-foreground">{initialsFor(user.fullName, user.email)}</AvatarFallback>
          </Avatar>
        </Button>
      }
    />
  );
}
