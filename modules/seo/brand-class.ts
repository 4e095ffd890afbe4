/** Names, colours and explanations of the branded classes (client-safe; /branded-keywords). */
import type { Tone } from "@/components/ui/tone-badge";
import type { BrandClass, BrandRule } from "./analysis/branded";

export const CLASS_LABEL: Record<BrandClass, string> = { branded: "Branded", competitor: "Competitor-branded", non_branded: "Non-branded" };
export const CLASS_TONE: Record<BrandClass, Tone> = { branded: "info", competitor: "warn", non_branded: "idle" };

/** Why the rules decided a class, in words ("Brand name “North Wind”", "Misspelling of “North Wind” (1 slip)"). */
export function ruleText(rule: BrandRule | null): string {
  if (!rule) return "Not classified yet";
  const term = rule.term ? `“${rule.term}”` : "";
  const of = rule.competitor && rule.competitor !== rule.term ? ` (${rule.competitor})` : "";
  switch (rule.kind) {
    case "name":
      return `${rule.competitor ? "Competitor name" : "Brand name"} ${term}${of}`;
    case "product":
      return `${rule.competitor ? "Competitor product" : "Product"} ${term}${of}`;
    case "domain":
      return `${rule.competitor ? "Competitor domain" : "Brand domain"} ${term}${of}`;
    case "misspelling":
      return `Misspelling of ${term}${of} (${rule.distance} ${rule.distance === 1 ? "slip" : "slips"})`;
    case "override":
      return "Manual";
    default:
      return "No brand or competitor term";
  }
}
