/**
 * Preparing a focus group in a real browser: pick a project (remembered for the brand on the next page), add
 * two variants of a headline, build the guide from the "Message test" template over them, edit a question and
 * save; the guide is there after a reload. Both pages in all four looks (1280 / 390 px, light / dark).
 */
import { expect, test } from "../test";
import { db } from "../helpers";
import { expectToast } from "../auth/auth-helpers";
import { inAllLooks } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";

test.describe("focus-group preparation", () => {
  test("pick a project → two headline variants → guide from the Message test template → edit → save", async ({ page }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const { user, brand } = await userWithBrand("Oat Prep Co");
    const sql = db();
    const [launch] = await sql<{ id: string }[]>`insert into fg_projects (brand_id, name, created_at) values (${brand.id}, 'Oat milk launch', now() - interval '1 day') returning id`;
    await sql`insert into fg_projects (brand_id, name) values (${brand.id}, 'Packaging refresh')`;

    await page.setViewportSize({ width: 1280, height: 800 });
    await signInToShell(page, user, "/preparing-stimuli");
    // The newest project is shown first; pick the launch.
    await expect(page.getByRole("combobox", { name: "Project" })).toContainText("Packaging refresh");
    await page.getByRole("combobox", { name: "Project" }).click();
    await page.getByRole("option", { name: "Oat milk launch" }).click();
    await expect(page).toHaveURL(new RegExp(`project=${launch!.id}`));
    await expect(page.getByText("No stimuli yet", { exact: true })).toBeVisible();

    for (const [label, text] of [
      ["Creamy", "Creamy by nature. Made from Nordic oats."],
      ["Barista", "Barista approved: foams like dairy."],
    ]) {
      await page.getByRole("button", { name: "Add stimulus" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Add stimulus" });
      await expect(dialog.getByRole("combobox", { name: "Kind" })).toContainText("Headline");
      await dialog.getByLabel("Label").fill(label!);
      await dialog.getByLabel("Text shown to participants").fill(text!);
      await dialog.getByLabel("Variant group (optional)").fill("Headline");
      await dialog.getByRole("button", { name: "Add stimulus" }).click();
      await expectToast(page, "Stimulus added");
      await expect(dialog).toBeHidden();
    }
    const stimuli = page.getByRole("list", { name: "Stimuli in presentation order" });
    await expect(stimuli).toContainText("2 variants");
    await expect(stimuli.getByLabel("Variant A")).toBeVisible();
    await expect(stimuli.getByLabel("Variant B")).toBeVisible();
    await expect(stimuli).toContainText("Barista approved: foams like dairy.");

    await inAllLooks(page, "fg-preparing-stimuli", async () => {
      await expect(stimuli.getByLabel("Variant B")).toBeVisible();
      await expect(page.getByRole("button", { name: "Add stimulus" })).toBeVisible();
    });

    // The project picked on the stimuli page is the one the guide opens with.
    await page.goto("/preparing-inputs");
    await expect(page.getByRole("combobox", { name: "Project" })).toContainText("Oat milk launch");
    await expect(page.getByText("No questions yet", { exact: true })).toBeVisible();
    await page.getByRole("combobox", { name: "Template" }).click();
    await page.getByRole("option", { name: "Message test" }).click();
    await page.getByRole("button", { name: "Build from template" }).click();
    await expect(page.getByRole("textbox", { name: "Title of section 2" })).toHaveValue("Headline (2 variants)");
    await expect(page.getByText(/questions, no problems: ready for a session\./)).toBeVisible();

    const first = page.getByRole("listitem", { name: "Question 1" }).nth(1);
    const question = first.getByRole("textbox", { name: "Question" });
    await expect(question).toHaveValue(/^Variant A: In your own words, what is this headline telling you\?$/);
    // An empty question is a problem shown inline and above; the guide could still be saved as a draft.
    await question.fill("");
    await expect(first.getByRole("alert")).toHaveText("Headline (2 variants), question 1 has no question text.");
    await expect(page.getByText("1 problem to fix before a session can start")).toBeVisible();
    await question.fill("Variant A: What is this headline promising you, in one sentence?");
    await expect(page.getByText(/no problems: ready for a session/)).toBeVisible();
    await page.getByRole("button", { name: "Save guide" }).click();
    await expectToast(page, "Guide saved. It is ready for a session.");

    await page.reload();
    await expect(page.getByRole("listitem", { name: "Question 1" }).nth(1).getByRole("textbox", { name: "Question" })).toHaveValue("Variant A: What is this headline promising you, in one sentence?");
    const [saved] = await sql<{ template: string; sections: { questions: { text: string }[] }[] }[]>`select template, sections from fg_guides where project_id = ${launch!.id}`;
    expect(saved!.template).toBe("message");
    expect(saved!.sections[1]!.questions[0]!.text).toBe("Variant A: What is this headline promising you, in one sentence?");

    await inAllLooks(page, "fg-preparing-inputs", async () => {
      await expect(page.getByRole("button", { name: "Save guide" })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Title of section 2" })).toBeVisible();
    });
    expect(errors).toEqual([]);
  });
});
