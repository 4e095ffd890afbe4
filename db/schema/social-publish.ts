import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { contentPosts } from "./content";
import { profiles } from "./profiles";
import type { SocialNetwork } from "./social";
import { createdAt, id, updatedAt } from "./_shared";

const ts = (name: string) => timestamp(name, { withTimezone: true });

export type SocialPublicationMedia = { url: string; kind: "image" | "video" | "document"; width?: number | null; height?: number | null };

/**
 * How and when one social post (content_posts kind 'social') goes out, and what came of it. One row
 * per post (unique post_id): the publish-once guarantee hangs on it — modules/social/publish/state.ts
 * is the state machine, ./run.ts moves it. `state` sending/container mean a call may have reached
 * the network; the runner looks there before sending again.
 */
export const socialPublications = pgTable(
  "social_publications",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    postId: uuid("post_id")
      .notNull()
      .references(() => contentPosts.id, { onDelete: "cascade" }),
    network: text("network").$type<SocialNetwork>().notNull(),
    /** api = the network's API through the brand's connection; webhook = content_published; reminder = a task at the time. */
    target: text("target").$type<"api" | "webhook" | "reminder">().notNull().default("api"),
    /** Instagram: feed | carousel | reel (null = from the media). */
    format: text("format"),
    media: jsonb("media").$type<SocialPublicationMedia[]>().notNull().default([]),
    state: text("state").$type<"scheduled" | "container" | "sending" | "retry" | "published" | "failed">().notNull().default("scheduled"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at"),
    leaseUntil: ts("lease_until"),
    /** When the current send started (reconciliation looks for posts created after it). */
    sendingSince: ts("sending_since"),
    containerId: text("container_id"),
    /** The network's id of the live post (LinkedIn share/ugcPost URN, Instagram media id). */
    externalId: text("external_id"),
    url: text("url"),
    taskId: uuid("task_id"),
    lastError: text("last_error"),
    publishedAt: ts("published_at"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("social_publications_post_key").on(t.postId),
    index("social_publications_due_idx").on(t.state, t.nextAttemptAt),
    index("social_publications_brand_idx").on(t.brandId, t.createdAt),
    check("social_publications_network", sql`${t.network} in ('instagram','linkedin')`),
    check("social_publications_target", sql`${t.target} in ('api','webhook','reminder')`),
    check("social_publications_state", sql`${t.state} in ('scheduled','container','sending','retry','published','failed')`),
    check("social_publications_format", sql`${t.format} is null or ${t.format} in ('feed','carousel','reel')`),
  ],
);
