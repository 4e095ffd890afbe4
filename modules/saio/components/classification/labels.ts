/** Names and colours of the candidate classes and statuses (client-safe). */
export const KIND_LABELS: Record<string, string> = {
  direct_competitor: "Direct competitor",
  adjacent: "Adjacent",
  marketplace_publisher: "Marketplace or publisher",
  unrelated: "Unrelated",
};

export const KIND_ORDER = ["direct_competitor", "adjacent", "marketplace_publisher", "unrelated"] as const;

export const KIND_STYLES: Record<string, string> = {
  direct_competitor: "bg-rose-500/10 text-rose-700 dark:text-rose-300",
  adjacent: "bg-sky-500/10 text-sky-700 dark:text-sky-300",
  marketplace_publisher: "bg-violet-500/10 text-violet-700 dark:text-violet-300",
  unrelated: "bg-muted text-muted-foreground",
};

export const STATUSES = [
  { value: "new", label: "New" },
  { value: "added", label: "Added" },
  { value: "dismissed", label: "Dismissed" },
] as const;

export type CandidateStatus = (typeof STATUSES)[number]["value"];

export function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}

/** "12 Mar 2026" in UTC, so server and browser render the same text. */
export function formatSeen(iso: string): string {
  return new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}
