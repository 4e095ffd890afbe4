/**
 * The import kit's promise, end to end through the server actions: the preview writes nothing, a
 * file with a problem imports nothing, and importing the same file twice — CSV in any encoding or
 * .xlsx — changes nothing the second time (the write is an upsert on the natural key).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { activityLogs, growthMetricValues, saioPrompts } from "@/db/schema";
import { buildXlsx } from "../../support/xlsx";
import { actAs } from "../helpers/session";
import { createBrand, createUser } from "../helpers/factories";
import { ok, selectBrand } from "../growth/helpers";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const growth = await import("@/modules/growth/actions");
const saio = await import("@/modules/saio/actions");

beforeEach(() => actAs(null));

async function setup() {
  const user = await createUser();
  const brand = await createBrand(user);
  await selectBrand(user.id, brand.id);
  actAs(user);
  return { user, brand };
}

const file = (name: string, bytes: Uint8Array) => ({ file: { name, base64: Buffer.from(bytes).toString("base64") } });
const utf16 = (s: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(s, "utf16le")]);

async function values(brandId: string) {
  const rows = await getDb().select().from(growthMetricValues).where(eq(growthMetricValues.brandId, brandId));
  return rows.map((r) => ({ id: r.id, metricId: r.metricId, date: r.date, value: r.value, source: r.source, updatedAt: r.updatedAt.getTime() })).sort((a, b) => a.id.localeCompare(b.id));
}

describe("growth metric values import", () => {
  it("previews without writing, refuses a file with a bad row, and re-imports the same file without a change", async () => {
    const { brand } = await setup();
    ok(await growth.createMetricAction({ name: "Visitors", stage: "acquisition" }));
    ok(await growth.createMetricAction({ name: "Sign-ups", stage: "activation" }));

    // A UTF-16 tab-separated export with a bad value in row 3, column "Sign-ups".
    const bad = file("export.tsv", utf16("Date\tVisitors\tSign-ups\tNotes\r\n2025-01-31\t1000\t45\tok\r\n2025-02-28\t1200\tlots\t\r\n"));
    const preview = ok(await growth.previewMetricValuesImportAction(bad));
    expect(preview).toMatchObject({
      recognised: "Metric values, one column per metric",
      source: { format: "csv", encoding: "utf-16le", delimiter: "tab" },
      columns: [{ label: "Date", letter: "A" }, { label: "Visitors", letter: "B" }, { label: "Sign-ups", letter: "C" }],
      ignored: [{ header: "Notes", letter: "D" }],
      rowCount: 2,
      errors: [{ row: 3, column: "Sign-ups", message: '"lots" is not a number.' }],
      ready: 0,
    });
    expect(await values(brand.id)).toEqual([]);
    expect(await growth.importMetricValuesAction(bad)).toMatchObject({ ok: false, error: expect.stringMatching(/^Nothing was imported: 1 problem in the file \(row 3, column "Sign-ups"/) });
    expect(await values(brand.id)).toEqual([]);

    const fixed = file("export.tsv", utf16("Date\tVisitors\tSign-ups\tNotes\r\n2025-01-31\t1000\t45\tok\r\n2025-02-28\t1200\t50\t\r\n"));
    expect(ok(await growth.previewMetricValuesImportAction(fixed))).toMatchObject({ errors: [], ready: 4 });
    expect(ok(await growth.importMetricValuesAction(fixed))).toMatchObject({ added: 4, updated: 0, unchanged: 0, skipped: 0, created: 4 });
    const after = await values(brand.id);
    expect(after).toHaveLength(4);

    expect(ok(await growth.importMetricValuesAction(fixed))).toMatchObject({ added: 0, updated: 0, unchanged: 4, skipped: 0 });
    expect(await values(brand.id)).toEqual(after);

    // The same values as an .xlsx workbook (dates as real dates) are the same file to the import.
    const xlsx = buildXlsx([["Date", "Visitors", "Sign-ups"], [new Date(Date.UTC(2025, 0, 31)), 1000, 45], [new Date(Date.UTC(2025, 1, 28)), 1300, 50]]);
    expect(ok(await growth.importMetricValuesAction(file("export.xlsx", xlsx)))).toMatchObject({ added: 0, updated: 1, unchanged: 3, skipped: 0 });
    expect((await values(brand.id)).map((v) => v.value).sort((a, b) => a - b)).toEqual([45, 50, 1000, 1300]);

    const logs = await getDb().select().from(activityLogs).where(and(eq(activityLogs.brandId, brand.id), eq(activityLogs.actionType, "growth_metric_values_imported")));
    // Only the imports that changed something are in the activity log.
    expect(logs.map((l) => l.userAction).sort()).toEqual(["Imported 4 values (0 added, 1 updated, 3 unchanged)", "Imported 4 values (4 added, 0 updated, 0 unchanged)"]);
  });
});

describe("SAIO prompts import", () => {
  it("upserts by prompt text: adds, updates only the file's columns, and leaves an identical re-import unchanged", async () => {
    const { brand } = await setup();
    ok(await saio.createSaioPromptsAction({ texts: ["Best espresso machine for beginners?"], topic: "Espresso", tags: ["gear"], country: "", language: "en", source: "manual" }));

    const bad = { csv: "prompt;topic;country\nbest espresso machine for beginners?;Machines;US\nWhich grinder for pour-over?;Grinders;USA\n" };
    expect(ok(await saio.previewSaioPromptsImportAction(bad))).toMatchObject({ recognised: "SAIO prompts", source: { delimiter: "semicolon" }, errors: [{ row: 3, column: "country" }], ready: 0 });
    expect(await saio.importSaioPromptsAction(bad)).toMatchObject({ ok: false, error: expect.stringMatching(/Nothing was imported/) });

    const good = { csv: bad.csv.replace("USA", "GB") };
    expect(ok(await saio.importSaioPromptsAction(good))).toEqual({ added: 1, updated: 1, unchanged: 0 });
    const snapshot = async () =>
      (await getDb().select().from(saioPrompts).where(eq(saioPrompts.brandId, brand.id)))
        .map((p) => ({ text: p.text, topic: p.topic, tags: p.tags, country: p.country, language: p.language, source: p.source, updatedAt: p.updatedAt.getTime() }))
        .sort((a, b) => a.text.localeCompare(b.text));
    const after = await snapshot();
    // The existing prompt keeps its text and its tags (the file has no tags column).
    expect(after.map(({ updatedAt: _, ...p }) => p)).toEqual([
      { text: "Best espresso machine for beginners?", topic: "Machines", tags: ["gear"], country: "US", language: "en", source: "manual" },
      { text: "Which grinder for pour-over?", topic: "Grinders", tags: [], country: "GB", language: "en", source: "import" },
    ]);

    expect(ok(await saio.importSaioPromptsAction(good))).toEqual({ added: 0, updated: 0, unchanged: 2 });
    expect(await snapshot()).toEqual(after);
  });
});
