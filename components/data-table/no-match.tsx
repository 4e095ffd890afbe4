import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Empty, EmptyContent, EmptyDescription, EmptyHeader, EmptyMedia, EmptyTitle } from "@/components/ui/empty";

/** A filtered list that matches nothing: what happened, how to see more, and the link that clears the filters. */
export function DataTableNoMatch({
  icon: Icon,
  title,
  description,
  clearHref,
  buttonSize,
}: {
  icon: React.ComponentType<{ "aria-hidden"?: boolean | "true" }>;
  title: React.ReactNode;
  description: React.ReactNode;
  clearHref: string;
  buttonSize?: React.ComponentProps<typeof Button>["size"];
}) {
  return (
    <Empty>
      <EmptyHeader>
        <EmptyMedia variant="icon">
          <Icon aria-hidden="true" />
        </EmptyMedia>
        <EmptyTitle>{title}</EmptyTitle>
        <EmptyDescription>{description}</EmptyDescription>
      </EmptyHeader>
      <EmptyContent>
        <Button asChild variant="outline" size={buttonSize}>
          <Link href={clearHref}>Clear filters</Link>
        </Button>
      </EmptyContent>
    </Empty>
  );
}
