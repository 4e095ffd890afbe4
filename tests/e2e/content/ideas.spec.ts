import { randomUUID } from "node:crypto";
import { expect, test } from "../test";
import { IDEA_FIXTURE, seedIdeaFixture } from "../../support/content-ideas";
import { db } from "../helpers";
import { inBothLooks } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";

/**
 * /content-ideas: ideas generated from the brand's SEO and SAIO data (tests/support/content-ideas),
 * accepted into a brief, rejected with a reason and found again under "Rejected". Each step is
 * checked at desktop width in the light theme and at phone width in the dark one.
 */

test("generate ideas from the brand's data, accept one into a brief, reject one with a reason", async ({ page }) => {
  test.setTimeout(180_000);
  const { user, brand } = await userWithBrand(`Brew Lab ${randomUUID().slice(0, 6)}`);
  await seedIdeaFixture(db(), brand.id);

  await signInToShell(page, user, "/content-ideas");
  await inBothLooks(page, "content-ideas-empty", async () => {
    await expect(page.getByText("No content ideas yet")).toBeVisible();
    // What each source needs, and what the brand already has.
    const readiness = page.getByTestId("idea-readiness");
    await expect(readiness.getByText("Focus keyword groups")).toBeVisible();
    await expect(readiness.getByRole("link", { name: "Add competitors with their domains in Brand Basic Data" })).toHaveCount(0);
  });

  await page.getByRole("button", { name: "Generate ideas from data" }).click();
  await expect(page.getByText(/new ideas, 0 updated — from /)).toBeVisible();
  const rows = page.getByTestId("idea-row");
  const row = (title: string) => rows.filter({ has: page.getByTestId("idea-title").getByText(title, { exact: true }) });
  await expect(row("Cold brew ratio")).toHaveCount(1);
  await inBothLooks(page, "content-ideas-list", async () => {
    const striking = row("Espresso grinder");
    await expect(striking.getByTestId("idea-reason")).toContainText("Ranks at position 8 for 2,400 searches a month");
    await expect(striking.getByText("Striking distance")).toBeVisible();
    await expect(row(IDEA_FIXTURE.prompt).getByTestId("idea-reason")).toContainText("named Bean Rivals and not the brand");
  });

  // Accept → a brief is created for the idea, and the row links to it.
  const cold = row("Cold brew ratio");
  await cold.getByRole("button", { name: "Create brief" }).click();
  await expect(page.getByText("Brief created for “Cold brew ratio”.")).toBeVisible();
  await expect(cold).toHaveAttribute("data-status", "accepted");
  await expect(cold.getByRole("link", { name: "Open brief" })).toBeVisible();
  const briefs = await db()<{ title: string; keyword: string }[]>`select b.title, b.keyword from content_briefs b join content_ideas i on i.id = b.idea_id where b.brand_id = ${brand.id}`;
  expect(briefs).toEqual([{ title: "Cold brew ratio", keyword: "cold brew ratio" }]);

  // Reject with a reason → gone from the active list, kept under "Rejected" with the reason.
  const kettle = row("Pour over kettle");
  await kettle.getByRole("button", { name: "Reject" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Reject idea" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Say why the idea is rejected (at least 3 characters).");
  await dialog.getByLabel("Why is it rejected?").fill("We do not sell kettles.");
  await dialog.getByRole("button", { name: "Reject idea" }).click();
  await expect(page.getByText("Idea rejected.")).toBeVisible();
  await expect(row("Pour over kettle")).toHaveCount(0);
  await page.getByTestId("ideas-count-rejected").click();
  await expect(page).toHaveURL(/status=rejected/);
  await inBothLooks(page, "content-ideas-rejected", async () => {
    await expect(rows).toHaveCount(1);
    await expect(row("Pour over kettle").getByTestId("idea-reject-reason")).toHaveText("Rejected: We do not sell kettles.");
    await expect(row("Pour over kettle").getByRole("button", { name: "Reopen" })).toBeVisible();
  });
  const [rejected] = await db()<{ status: string; reject_reason: string }[]>`select status, reject_reason from content_ideas where brand_id = ${brand.id} and title = 'Pour over kettle'`;
  expect(rejected).toEqual({ status: "rejected", reject_reason: "We do not sell kettles." });
});
