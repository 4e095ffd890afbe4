/**
 * The topics of live updates and who may hear them. A topic is the module-level name a page subscribes
 * to; each maps to the module whose view permission a subscriber needs (checked per subscription by
 * app/api/realtime). Pure data: imported by the server (authorisation) and the client (which topics a
 * role may ask for).
 */
import type { ModuleKey } from "@/lib/navigation/registry";

export const TOPIC_MODULES = {
  tasks: "tasks",
  sprints: "growth-hacking",
  growth: "growth-hacking",
  sops: "sops",
  content: "content-marketing",
  social: "social-media",
  saio: "saio",
  personas: "personas",
  seo: "seo",
  /** Who is viewing what; the object's own topic decides who may see it (lib/realtime/presence). */
  presence: "tasks",
} as const satisfies Record<string, ModuleKey>;

export type Topic = keyof typeof TOPIC_MODULES;
export const TOPICS = Object.keys(TOPIC_MODULES) as Topic[];

export function isTopic(v: string): v is Topic {
  return Object.prototype.hasOwnProperty.call(TOPIC_MODULES, v);
}

/**
 * The tables whose writes are captured, with their topic: the trigger list of the hand-written SQL
 * in db/migrations (…_realtime.sql); tests/integration/live/capture.test.ts checks the two agree.
 * content_posts of kind "social" are published under "social" (the social calendar shows them).
 */
export const LIVE_TABLES: Readonly<Record<string, Topic>> = {
  foundational_tasks: "tasks",
  task_comments: "tasks",
  growth_sprints: "sprints",
  growth_ideas: "growth",
  growth_capacity: "growth",
  sop_areas: "sops",
  sop_task_groups: "sops",
  sop_tasks: "sops",
  content_posts: "content",
  content_approvals: "content",
  content_generations: "content",
  social_publications: "social",
  social_channel_mix_runs: "social",
  saio_runs: "saio",
  persona_generation_runs: "personas",
  seo_rank_checks: "seo",
  seo_crawls: "seo",
  realtime_presence: "presence",
};

/** One change as delivered to subscribers: ids only, never a row's content. */
export type ChangeEvent = {
  /** realtime_changes.id: increasing per database (a client may ignore ids it has seen). */
  id: number;
  brandId: string;
  topic: Topic;
  table: string;
  op: "insert" | "update" | "delete";
  /** The changed row's id (a presence change: its key, e.g. "task:<uuid>"). */
  rowId: string | null;
  /** Who made the change (a person of the brand), null for the job runner. */
  actorId: string | null;
  /** Their name, added by the channel for its subscriber ("Maya changed this SOP"). */
  actorName?: string | null;
  at: string;
};

/** Spec §9: realtime time-out 10 s, heartbeat 30 s, reconnect delays 1, 2, 5, 10 s. */
export const REALTIME_TIMEOUT_MS = 10_000;
export const HEARTBEAT_MS = 30_000;
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/** The delay before reconnect attempt `attempt` (1-based); the last delay repeats. */
export function reconnectDelay(attempt: number): number {
  const i = Math.min(Math.max(attempt, 1), RECONNECT_DELAYS_MS.length) - 1;
  return RECONNECT_DELAYS_MS[i]!;
}

/** Presence: viewers heartbeat this often and count as present for this long after their last one. */
export const PRESENCE_HEARTBEAT_MS = 10_000;
export const PRESENCE_WINDOW_MS = 25_000;
