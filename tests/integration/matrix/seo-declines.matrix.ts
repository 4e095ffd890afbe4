import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { seoGscRows } from "@/db/schema";
import * as declines from "@/modules/seo/declines/actions";
import { declineId } from "@/modules/seo/declines/queries";
import { addDays } from "@/modules/seo/declines/updates";
import { gscRowKey } from "@/modules/seo/queries/gsc";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// /historical-declines (issue #19). Owners and members make a task of one of brand A's declines;
// viewers look. The outsider's call acts in their own brand B, which has no such decline.
const editors = ["owner", "member"] as const;

/** 56 days of one page of brand A: 28 at position 3, then 28 at position 9 with a third of the clicks. */
async function declineInBrandA(w: MatrixWorld): Promise<string> {
  const page = `https://matrix-${randomUUID().slice(0, 8)}.example/guides/pour-over`;
  const first = "2026-01-01";
  const rows = Array.from({ length: 56 }, (_, i) => {
    const fell = i >= 28;
    const r = { query: "pour over ratio", page, country: null, device: null, date: addDays(first, i), clicks: fell ? 10 : 40, impressions: fell ? 300 : 400, ctr: fell ? 10 / 300 : 0.1, position: fell ? 9 : 3 };
    return { brandId: w.a.id, source: "gsc", rowKey: gscRowKey("gsc", r), day: r.date, query: r.query, page, clicks: r.clicks, impressions: r.impressions, ctr: r.ctr, position: r.position, fetchedAt: new Date() };
  });
  await getDb().insert(seoGscRows).values(rows);
  return declineId({ entity: "page", comparison: "previous", windowEnd: addDays(first, 55), key: page });
}

export default defineMatrix([
  { action: "createDeclineTask", call: declines.createDeclineTaskAction, allow: editors, input: async (w) => ({ id: await declineInBrandA(w) }) },
  // Queues a job for the caller's brand; without a Google connection the job fails there, never elsewhere.
  { action: "syncGscHistory", call: declines.syncGscHistoryAction, allow: [...editors, "outsider"], input: () => ({ days: 486 }) },
]);
