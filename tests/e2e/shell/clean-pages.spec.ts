import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "../test";
import { SHELL_ROUTES, fillPath } from "../../../lib/navigation/registry";
import { DEMO_EMAIL, DEMO_PASSWORD, E2E_WEBHOOK_PORT } from "../env";
import { db } from "../helpers";
import { signInToShell } from "./fixtures";

// A viewer far from the server: the server renders in UTC with Node's default locale, this browser
// sits at UTC+14 with German number and date conventions. Any text that depends on where or when it
// was formatted (time zone, locale, "now") comes out differently on the two sides and React reports
// a hydration mismatch (#418) — which this spec turns into a failure.
test.use({ timezoneId: "Pacific/Kiritimati", locale: "de-DE" });

const HYDRATION = /hydrat|Minified React error #(418|423|425)|did not match|server rendered (HTML|text) didn't match/i;

/** One row id per dynamic segment, from the demo brand where it has one; a made-up id otherwise (the page's not-found view). */
async function dynamicIds(brandId: string): Promise<Record<string, string>> {
  const sql = db();
  const one = async (rows: PromiseLike<readonly Record<string, unknown>[]>) => ((await rows)[0]?.id as string | undefined) ?? randomUUID();
  const [template] = await sql`select id, type from sop_templates order by created_at limit 1`;
  return {
    brandId,
    taskId: await one(sql`select id from foundational_tasks where brand_id = ${brandId} order by created_at limit 1`),
    id: await one(sql`select id from personas where brand_id = ${brandId} limit 1`),
    type: (template?.type as string | undefined) ?? "industry",
    templateId: (template?.id as string | undefined) ?? randomUUID(),
    transcriptId: await one(sql`select id from meeting_transcripts where brand_id = ${brandId} limit 1`),
    areaId: await one(sql`select id from sop_areas where brand_id = ${brandId} limit 1`),
    taskGroupId: await one(sql`select id from sop_task_groups where brand_id = ${brandId} limit 1`),
  };
}

/**
 * An endpoint with a delivered and a failed delivery (attempts, a planned retry, "failing since"),
 * written straight to the database: the delivery log and endpoint list then show every timestamp
 * they can. Nothing is pending, so no worker sends anything.
 */
async function webhookWithDeliveries(brandId: string): Promise<string> {
  const sql = db();
  const hourAgo = new Date(Date.now() - 3_600_000);
  const [endpoint] = await sql`insert into webhook_settings (brand_id, webhook_url, webhook_type, event_types, description, failing_since, last_delivery_at, last_status, last_error)
    values (${brandId}, ${`http://127.0.0.1:${E2E_WEBHOOK_PORT}/hydration`}, 'task_created', ${["task_created"]}, 'Hydration check', ${hourAgo}, ${hourAgo}, 500, 'HTTP 500')
    returning id`;
  const endpointId = endpoint!.id as string;
  for (const [status, outcomes] of [
    ["succeeded", ["succeeded"]],
    ["failed", ["retrying", "failed"]],
  ] as const) {
    const [delivery] = await sql`insert into webhook_deliveries (brand_id, endpoint_id, message_id, event_type, target, payload, status, attempts, last_status, completed_at, created_at)
      values (${brandId}, ${endpointId}, ${`msg_${randomUUID()}`}, 'task_created', 'endpoint', ${sql.json({ hello: "world" })}, ${status}, ${outcomes.length}, ${status === "failed" ? 500 : 200}, ${hourAgo}, ${hourAgo})
      returning id`;
    for (const [i, outcome] of outcomes.entries()) {
      await sql`insert into webhook_attempts (brand_id, delivery_id, endpoint_id, attempt_number, trigger, outcome, status_code, latency_ms, response_excerpt, next_retry_at, created_at)
        values (${brandId}, ${delivery!.id as string}, ${endpointId}, ${i + 1}, 'auto', ${outcome}, ${outcome === "succeeded" ? 200 : 500}, 1234, '{"ok":true}',
                ${outcome === "retrying" ? new Date(hourAgo.getTime() + 60_000) : null}, ${new Date(hourAgo.getTime() + i * 60_000)})`;
    }
  }
  return endpointId;
}

/** Collects every page error, console error and hydration warning, tagged with the page that was open. */
function watch(page: Page) {
  const problems: string[] = [];
  let current = "(before the first page)";
  let notFound = false;
  page.on("pageerror", (e) => problems.push(`${current}: page error: ${e.message}`));
  page.on("console", (msg) => {
    const text = msg.text();
    // The browser's own line for a 404 document is expected on a not-found page, and only there.
    if (notFound && /Failed to load resource: .*404/.test(text)) return;
    if (msg.type() === "error" || HYDRATION.test(text)) problems.push(`${current}: console ${msg.type()}: ${text}`);
  });
  return {
    problems,
    async visit(path: string) {
      current = path;
      const res = await page.goto(path);
      notFound = res?.status() === 404;
      expect(res?.status(), path).toBeLessThan(notFound ? 500 : 400);
      // Hydration runs in scheduler slices after load; an idle callback fires once they are done.
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })));
    },
  };
}

test("every page renders and hydrates without errors for a viewer in another time zone and locale", async ({ page }) => {
  test.setTimeout(300_000);
  const [demo] = await db()`select p.id, n.brand_id from profiles p join current_navigation n on n.user_id = p.id where p.email = ${DEMO_EMAIL}`;
  expect(demo, "the demo account exists on the e2e server").toBeTruthy();
  const brandId = demo!.brand_id as string;
  const endpointId = await webhookWithDeliveries(brandId);
  const ids = await dynamicIds(brandId);

  const { problems, visit } = watch(page);
  await signInToShell(page, { id: demo!.id as string, email: DEMO_EMAIL, password: DEMO_PASSWORD, fullName: "Demo" });

  // Every route of the registry (built or "not built yet") at its canonical path; aliases only redirect here.
  const paths = SHELL_ROUTES.map((r) => fillPath(r.path, [...r.path.matchAll(/\[(\w+)\]/g)].map((m) => ids[m[1]!]!)));
  // Pages whose data carries timestamps beyond what the registry paths show.
  paths.push(`/settings?tab=webhooks&endpoint=${endpointId}`, "/settings?tab=webhooks&endpoint=fallback");
  for (const path of paths) await visit(path);

  expect(problems, problems.join("\n")).toEqual([]);
});
