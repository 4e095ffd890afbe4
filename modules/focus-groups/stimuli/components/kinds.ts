import type { FgStimulusKind } from "@/db/schema/focus-groups";

export const KIND_LABELS: Record<FgStimulusKind, string> = {
  concept: "Concept",
  headline: "Headline",
  ad_copy: "Ad copy",
  image: "Image",
  url: "Web page",
  price: "Price point",
};
