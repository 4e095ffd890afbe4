import { WordsSkeleton } from "@/modules/seo/components/words/words-skeleton";

export default function Loading() {
  return <WordsSkeleton />;
}
