/**
 * The webhook types of the product. Brand types are sent to a brand's endpoints (or its fallback);
 * deployment types happen before any brand exists (auth) and use deployment settings only.
 * Later modules add their events here.
 */
type WebhookEventType = {
  key: string;
  label: string;
  description: string;
  scope: "brand" | "deployment";
};

const WEBHOOK_EVENT_TYPES = [
  { key: "task_created", label: "Task created", description: "A task was added to the brand (quick add, SOP, template or sprint).", scope: "brand" },
  { key: "task_completed", label: "Task completed", description: "A task of the brand was marked done.", scope: "brand" },
  { key: "sprint_created", label: "Sprint created", description: "Sprints were generated or added for the brand.", scope: "brand" },
  {
    key: "seo_rank_drop",
    label: "SEO rank drop",
    description: "A tracked keyword dropped more places than the brand's alert threshold in a rank check.",
    scope: "brand",
  },
  { key: "activity_log", label: "Activity log", description: "Every line written to the brand's activity log.", scope: "brand" },
  {
    key: "linkedin_content_ideas",
    label: "LinkedIn content ideas",
    description: "A request to generate LinkedIn content ideas (sent to the brand's agent address when no endpoint receives it).",
    scope: "brand",
  },
  {
    key: "content_generation_requested",
    label: "Content generation requested",
    description: "A brief was sent to the brand's external content agent; it answers on the signed inbound endpoint.",
    scope: "brand",
  },
  { key: "content_approval_decided", label: "Content approval decided", description: "A client approved a scheduled post or asked for changes through the approval link.", scope: "brand" },
  { key: "content_published", label: "Content published", description: "A scheduled post is due: publish it (or it was marked published with its live URL).", scope: "brand" },
  { key: "magic_link", label: "Magic link", description: "A magic sign-in link was requested.", scope: "deployment" },
  { key: "password_reset", label: "Password reset", description: "A password reset was requested.", scope: "deployment" },
  { key: "signup_verification", label: "Signup verification", description: "Someone signed up and must verify the email.", scope: "deployment" },
] as const satisfies readonly WebhookEventType[];

export const BRAND_EVENT_TYPES = WEBHOOK_EVENT_TYPES.filter((t) => t.scope === "brand");
export const BRAND_EVENT_KEYS = BRAND_EVENT_TYPES.map((t) => t.key) as [string, ...string[]];
export const DEPLOYMENT_EVENT_TYPES = WEBHOOK_EVENT_TYPES.filter((t) => t.scope === "deployment");

export function eventTypeLabel(key: string): string {
  return WEBHOOK_EVENT_TYPES.find((t) => t.key === key)?.label ?? key;
}

/** `task_created` → `WEBHOOK_URL_TASK_CREATED`: the per-type deployment address. */
export function envVarForType(type: string): string {
  return `WEBHOOK_URL_${type.toUpperCase().replace(/[^A-Z0-9]/g, "_")}`;
}
