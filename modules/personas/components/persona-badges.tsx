import { StatusBadge, ToneBadge, type StatusStates } from "@/components/ui/tone-badge";

/** Where a persona came from; one map so the same source has the same colour on every page. */
export const PERSONA_SOURCES: StatusStates = {
  generated: ["info", "Generated"],
  manual: ["idle", "Hand-written"],
  import: ["idle", "Imported"],
  library: ["ok", "Library"],
  sample: ["warn", "Sample"],
};

export function PersonaSourceBadge({ source }: { source: string }) {
  return <StatusBadge status={source} states={PERSONA_SOURCES} />;
}

/** A persona whose consistency check found an error that regeneration did not clear. */
export function PersonaFlaggedBadge() {
  return <ToneBadge tone="bad">Flagged</ToneBadge>;
}

export function PersonaArchivedBadge() {
  return <ToneBadge tone="idle">Archived</ToneBadge>;
}
