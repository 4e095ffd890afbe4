import { PersonaCardSkeleton } from "@/modules/personas/card/components/persona-skeleton";

export default function Loading() {
  return <PersonaCardSkeleton />;
}
