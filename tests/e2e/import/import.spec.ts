/**
 * Issue 17 §3, the import kit in the browser: a file with a bad row is previewed (what was
 * recognised, the first rows, the problem by row and column) with Import disabled; the fixed file
 * imports; importing it again changes nothing. Growth metric values from an uploaded file (UTF-16,
 * semicolons), SAIO prompts from pasted text — through the same dialog.
 */
import { expect, test, type Locator, type Page } from "../test";
import { db } from "../helpers";
import { snap } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";

const utf16 = (s: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(s, "utf16le")]);

async function chooseFile(dialog: Locator, name: string, buffer: Buffer) {
  await dialog.locator('input[type="file"]').setInputFiles({ name, mimeType: "text/csv", buffer });
}

/** The problems table's rows as [row, column, problem]. */
async function problems(dialog: Locator): Promise<string[][]> {
  const table = dialog.getByRole("table", { name: "Problems" });
  await expect(table).toBeVisible();
  return table.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent?.trim() ?? "")));
}

async function openImport(page: Page, title: string): Promise<Locator> {
  await page.getByRole("main").getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("Import kit", () => {
  test("growth metric values: preview → row/column error → fix → import → re-import changes nothing", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const { user, brand } = await userWithBrand("Import Kit Co");
    await db()`insert into growth_metrics (brand_id, name, stage, in_funnel) values (${brand.id}, 'Sign-ups', 'acquisition', true), (${brand.id}, 'Visitors', 'activation', true)`;
    await signInToShell(page, user, "/growth-metrics");

    // A report export: a title line above the header, UTF-16, semicolons, a decimal comma, a bad value on row 4.
    const lines = (signups: string) => ["Growth report;;", "Datum;Metric;Value", "2025-01-31;Sign-ups;310", `2025-02-28;Sign-ups;${signups}`, "2025-02-28;Visitors;1,5"].join("\r\n") + "\r\n";

    let dialog = await openImport(page, "Import values from CSV");
    await chooseFile(dialog, "report.csv", utf16(lines("35S")));
    const preview = dialog.getByRole("region", { name: "Import preview" });
    await expect(preview.getByTestId("import-recognised")).toHaveText("Recognised: Metric values, one row per value");
    await expect(preview).toContainText("CSV file · UTF-16LE · semicolon-separated · header on row 2");
    await expect(preview).toContainText("“Datum” → Date");
    expect(await problems(dialog)).toEqual([["4", "Value", '"35S" is not a number.']]);
    // The first rows as the spreadsheet numbers them, the bad cell marked.
    const firstRows = dialog.getByRole("table", { name: "First rows" });
    await expect(firstRows.locator("tbody tr")).toHaveCount(3);
    await expect(firstRows.locator('td[aria-invalid="true"]')).toHaveText("35S");
    await expect(dialog.getByRole("button", { name: "Fix the problems to import" })).toBeDisabled();
    await snap(page, "import-growth-problem");

    // Fix the file and choose it again.
    await chooseFile(dialog, "report.csv", utf16(lines("355")));
    await expect(dialog.getByRole("table", { name: "Problems" })).toBeHidden();
    await expect(preview.getByTestId("import-summary")).toHaveText("3 rows read · 3 values ready to import");
    await dialog.getByRole("button", { name: "Import 3 values" }).click();
    await expect(page.getByText("Imported 3 values: 3 added, 0 updated, 0 unchanged")).toBeVisible();
    await expect(dialog).toBeHidden();

    const stored = async () =>
      (await db()`select m.name, v.date::text as date, v.value::float as value, v.updated_at from growth_metric_values v join growth_metrics m on m.id = v.metric_id where v.brand_id = ${brand.id} order by 1, 2`).map((r) => ({ ...r }));
    const after = await stored();
    expect(after.map((r) => [r.name, r.date, r.value])).toEqual([
      ["Sign-ups", "2025-01-31", 310],
      ["Sign-ups", "2025-02-28", 355],
      ["Visitors", "2025-02-28", 1.5],
    ]);

    // The same file again: nothing changes, and the dialog says so.
    dialog = await openImport(page, "Import values from CSV");
    await chooseFile(dialog, "report.csv", utf16(lines("355")));
    await dialog.getByRole("button", { name: "Import 3 values" }).click();
    await expect(page.getByText("Imported 3 values: 0 added, 0 updated, 3 unchanged")).toBeVisible();
    expect(await stored()).toEqual(after);
    expect(errors).toEqual([]);
  });

  test("SAIO prompts through the same dialog, from pasted text", async ({ page }) => {
    const { user, brand } = await userWithBrand("Import Kit Prompts");
    await signInToShell(page, user, "/prompts");

    let dialog = await openImport(page, "Import prompts from CSV");
    const text = (country: string) => `Question\tTopic\tCountry\nWhich espresso machine is best for beginners?\tMachines\tUS\nIs a burr grinder worth it?\tGrinders\t${country}\n`;
    await dialog.getByLabel("CSV content").fill(text("USA"));
    const preview = dialog.getByRole("region", { name: "Import preview" });
    await expect(preview.getByTestId("import-recognised")).toHaveText("Recognised: SAIO prompts");
    await expect(preview).toContainText("Pasted text · tab-separated · header on row 1");
    expect(await problems(dialog)).toEqual([["3", "Country", '"USA" is not a two-letter country code (e.g. US, DE).']]);
    await expect(dialog.getByRole("button", { name: "Fix the problems to import" })).toBeDisabled();

    await dialog.getByLabel("CSV content").fill(text("GB"));
    await dialog.getByRole("button", { name: "Import 2 prompts" }).click();
    await expect(page.getByText("Imported 2 prompts: 2 added, 0 updated, 0 unchanged")).toBeVisible();

    dialog = await openImport(page, "Import prompts from CSV");
    await dialog.getByLabel("CSV content").fill(text("GB"));
    await dialog.getByRole("button", { name: "Import 2 prompts" }).click();
    await expect(page.getByText("Imported 2 prompts: 0 added, 0 updated, 2 unchanged")).toBeVisible();
    const [{ n }] = (await db()`select count(*)::int as n from saio_prompts where brand_id = ${brand.id}`) as unknown as [{ n: number }];
    expect(n).toBe(2);
  });
});
