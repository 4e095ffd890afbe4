/** zod inputs of the on-page audit's actions (client-safe). */
import { z } from "zod";

export const CRAWL_DEFAULTS = { pageLimit: 500, concurrency: 4, delayMs: 0, respectRobots: true } as const;

export const startCrawlInput = z.object({
  startUrl: z
    .string()
    .trim()
    .min(1, "Enter the site's address to crawl")
    .max(2000, "That address is too long")
    .transform((s) => (/^https?:\/\//i.test(s) ? s : `https://${s}`))
    .refine((s) => {
      try {
        const u = new URL(s);
        // A host with a dot (example.com, 127.0.0.1): the SSRF guard decides later whether it may be reached.
        return (u.protocol === "http:" || u.protocol === "https:") && u.hostname.includes(".");
      } catch {
        return false;
      }
    }, "Enter a web address such as https://example.com"),
  pageLimit: z.coerce.number().int("Whole pages only").min(1, "Crawl at least 1 page").max(10_000, "Crawl at most 10,000 pages at a time").default(CRAWL_DEFAULTS.pageLimit),
  concurrency: z.coerce.number().int().min(1, "At least 1 request at a time").max(16, "At most 16 requests at a time").default(CRAWL_DEFAULTS.concurrency),
  delayMs: z.coerce.number().int().min(0, "The delay cannot be negative").max(10_000, "At most 10 s between requests").default(CRAWL_DEFAULTS.delayMs),
  respectRobots: z.boolean().default(CRAWL_DEFAULTS.respectRobots),
});

export const crawlIdInput = z.object({ crawlId: z.string().uuid("Unknown crawl") });

export const issueTaskInput = z.object({ issueId: z.string().uuid("Unknown issue") });

export const crawlScheduleInput = z.object({ frequency: z.enum(["off", "weekly", "monthly"], "Choose off, weekly or monthly") });
