import { ToneBadge, type Tone } from "@/components/ui/tone-badge";

const DELIVERY: Record<string, [Tone, string]> = {
  succeeded: ["ok", "Delivered"],
  pending: ["info", "Retrying"],
  failed: ["bad", "Failed"],
};

export function DeliveryStatusBadge({ status, attempts }: { status: string; attempts: number }) {
  const [tone, label] = DELIVERY[status] ?? (["idle", status] as [Tone, string]);
  return <ToneBadge tone={status === "pending" && attempts === 0 ? "idle" : tone}>{status === "pending" && attempts === 0 ? "Queued" : label}</ToneBadge>;
}

const ATTEMPT: Record<string, [Tone, string]> = {
  succeeded: ["ok", "Succeeded"],
  retrying: ["warn", "Will retry"],
  failed: ["bad", "Failed"],
  sending: ["info", "Sending"],
  interrupted: ["warn", "Interrupted"],
};

export function AttemptOutcomeBadge({ outcome }: { outcome: string }) {
  const [tone, label] = ATTEMPT[outcome] ?? (["idle", outcome] as [Tone, string]);
  return <ToneBadge tone={tone}>{label}</ToneBadge>;
}
