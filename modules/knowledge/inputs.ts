import { z } from "zod";
import { parseTableState, type SearchParams } from "@/lib/table/parse";
import { SOURCES_TABLE, type SourcesTableState } from "./view-params";

const id = z.uuid("Choose a source.");

/** Hours between re-fetches of a URL or sitemap: never, daily, weekly… (the hourly tick checks). */
export const REFRESH_CHOICES = [null, 24, 168, 720] as const;

const refreshHours = z
  .number()
  .int()
  .min(1, "Re-fetch at most every hour")
  .max(24 * 90, "Re-fetch at least every 90 days")
  .nullable()
  .default(null);

const webUrl = z
  .string()
  .trim()
  .min(1, "Enter an address")
  .max(2000, "The address is too long")
  .transform((v) => (/^https?:\/\//i.test(v) ? v : `https://${v}`))
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === "http:" || u.protocol === "https:") && u.hostname.includes(".");
    } catch {
      return false;
    }
  }, "Enter a web address such as https://example.com/about");

export const addTextSourceInput = z.object({
  title: z.string().trim().min(1, "Give the text a title").max(200, "Keep the title under 200 characters"),
  text: z.string().trim().min(1, "Paste some text").max(2_000_000, "The text is too long for one source; split it"),
});

export const addUrlSourceInput = z.object({ url: webUrl, refreshHours });
export const addSitemapSourceInput = z.object({ url: webUrl, refreshHours: refreshHours.default(168) });

export const sourceIdInput = z.object({ sourceId: id });
export const setSourceEnabledInput = z.object({ sourceId: id, enabled: z.boolean() });
export const syncBrandDataInput = z.object({});

/** One uploaded file: the browser sends each file as its own FormData (field "file") so each gets its own answer. */
/** An upload whose form names another brand than the current one (the page is stale). */
export const OTHER_BRAND_PAGE = "This page belongs to another brand — reload it.";

export const uploadSourceFileInput = z.custom<FormData>((v) => typeof FormData !== "undefined" && v instanceof FormData, "Choose a file to upload.");

/** The sources table's state from the URL (?sort=&page=&size=; no filters). */
export function parseSourcesTable(params: SearchParams | URLSearchParams): SourcesTableState {
  return parseTableState(SOURCES_TABLE, params, z.object({}));
}
