import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { initialsFor } from "@/components/shell/initials";
import { cn } from "@/lib/utils";

export function MemberAvatar({ name, email, src, className }: { name: string | null; email: string; src: string | null; className?: string }) {
  return (
    <Avatar className={cn("size-9", className)}>
      {src ? <AvatarImage src={src} alt="" /> : null}
      <AvatarFallback>{initialsFor(name, email)}</AvatarFallback>
    </Avatar>
  );
}
