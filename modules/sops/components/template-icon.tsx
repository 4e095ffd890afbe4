import {
  ArrowRightLeftIcon,
  BedDoubleIcon,
  BriefcaseBusinessIcon,
  CalendarDaysIcon,
  CloudIcon,
  FileTextIcon,
  GraduationCapIcon,
  HandshakeIcon,
  HouseIcon,
  MegaphoneIcon,
  MessageCircleIcon,
  PresentationIcon,
  RocketIcon,
  SearchIcon,
  ShoppingCartIcon,
  StethoscopeIcon,
  WrenchIcon,
  type LucideIcon,
} from "lucide-react";
import { cn } from "@/lib/utils";

const ICONS: Record<string, LucideIcon> = {
  "e-commerce": ShoppingCartIcon,
  saas: CloudIcon,
  "local-services": WrenchIcon,
  healthcare: StethoscopeIcon,
  "real-estate": HouseIcon,
  hospitality: BedDoubleIcon,
  education: GraduationCapIcon,
  "b2b-professional-services": BriefcaseBusinessIcon,
  "new-client-onboarding": HandshakeIcon,
  "monthly-seo-retainer": SearchIcon,
  "website-migration": ArrowRightLeftIcon,
  "product-launch": RocketIcon,
  "content-calendar-setup": CalendarDaysIcon,
  "paid-campaign-launch": MegaphoneIcon,
  "social-media-management": MessageCircleIcon,
  "quarterly-business-review": PresentationIcon,
};

/** A template's icon tile; templates added to the library later get a neutral document icon. */
export function TemplateIcon({ slug, className }: { slug: string; className?: string }) {
  const Icon = ICONS[slug] ?? FileTextIcon;
  return (
    <span className={cn("flex size-9 shrink-0 items-center justify-center rounded-lg border bg-muted/40 text-foreground/80", className)} aria-hidden>
      <Icon className="size-4.5" />
    </span>
  );
}
