import { ToneBadge, type Tone } from "@/components/ui/tone-badge";

/** A negative candidate (spend or clicks past the brand's thresholds, no conversion) looks the same on every ppc page. */
export const NEGATIVE_CANDIDATE_TONE: Tone = "bad";

export function NegativeCandidateBadge() {
  return <ToneBadge tone={NEGATIVE_CANDIDATE_TONE}>Negative candidate</ToneBadge>;
}
