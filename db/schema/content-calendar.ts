import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { contentPosts } from "./content";
import { profiles } from "./profiles";
import { createdAt, id } from "./_shared";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A client-approval link for one post or a set of posts of one brand. Only the sha-256 of the token
 * is kept (the link is shown once); the link works until it expires or is revoked.
 */
export const contentApprovals = pgTable(
  "content_approvals",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    postIds: uuid("post_ids").array().notNull(),
    /** Shown to the client above the posts ("Posts for March"). */
    title: text("title").notNull().default(""),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("content_approvals_token_key").on(t.tokenHash), index("content_approvals_brand_idx").on(t.brandId, t.createdAt)],
);

export const CONTENT_APPROVAL_DECISIONS = ["approved", "changes_requested"] as const;

/**
 * A client's decision on one post through a link. The comment is internal: it is shown in the
 * calendar and never published nor sent in the content_published webhook. The latest row wins.
 */
export const contentApprovalDecisions = pgTable(
  "content_approval_decisions",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    approvalId: uuid("approval_id")
      .notNull()
      .references(() => contentApprovals.id, { onDelete: "cascade" }),
    postId: uuid("post_id")
      .notNull()
      .references(() => contentPosts.id, { onDelete: "cascade" }),
    decision: text("decision").$type<(typeof CONTENT_APPROVAL_DECISIONS)[number]>().notNull(),
    /** The name the client typed (optional; they have no account). */
    reviewerName: text("reviewer_name"),
    comment: text("comment").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("content_approval_decisions_brand_post_idx").on(t.brandId, t.postId, t.createdAt),
    check("content_approval_decisions_decision", sql`${t.decision} in ('approved','changes_requested')`),
  ],
);

/** A brand's secret calendar (ICS) feed: sha-256 of the token; a new feed revokes the previous one. */
export const contentCalendarFeeds = pgTable(
  "content_calendar_feeds",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    revokedAt: ts("revoked_at"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("content_calendar_feeds_token_key").on(t.tokenHash), index("content_calendar_feeds_brand_idx").on(t.brandId)],
);
