import { expect, test } from "../test";
import { createConfirmedUser, db } from "../helpers";
import { inBothLooks } from "../screenshots";
import { brandFor, grant, signInToShell } from "./fixtures";

test.describe("Brand-required two-factor sign-in (issue 26)", () => {
  test("the owner cannot require it without a second factor; a member signed in with a password alone is sent to set it up", async ({ page, browser }) => {
    const owner = await createConfirmedUser({ fullName: "Vault Owner" });
    const brand = await brandFor(owner, "Vault Brand", { current: true });
    const member = await createConfirmedUser({ fullName: "Vault Member" });
    await grant(brand, member, "member", owner);
    await brandFor(member, "Member Own Brand");
    await db()`insert into current_navigation (user_id, brand_id) values (${member.id}, ${brand.id})
      on conflict (user_id) do update set brand_id = excluded.brand_id`;

    // The owner's session was signed in with a password alone: the switch stays off and says why.
    await signInToShell(page, owner, "/settings?tab=security");
    const toggle = page.getByRole("switch", { name: /Require two-factor sign-in/ });
    await expect(toggle).toBeDisabled();
    await expect(toggle).not.toBeChecked();
    await expect(page.getByRole("link", { name: "set up two-factor authentication" })).toHaveAttribute("href", "/user-settings#two-factor");
    await inBothLooks(page, "brand-security-tab", async () => {
      await expect(page.getByText("Not required: a password is enough.")).toBeVisible();
    });

    // Turned on by an owner signed in with a code (its server rule: tests/integration/brand-settings/require-mfa).
    await db()`update brands set require_mfa = true where id = ${brand.id}`;

    const context = await browser.newContext();
    const memberPage = await context.newPage();
    await signInToShell(memberPage, member, "/tasks");
    const gate = memberPage.getByRole("region", { name: "Vault Brand requires two-factor sign-in" });
    await expect(gate).toBeVisible();
    await expect(gate.getByRole("link", { name: "Set up two-factor authentication" })).toHaveAttribute("href", "/user-settings#two-factor");
    // Nothing of the brand reaches the page: no task list, no picker popping up over the explanation.
    await expect(memberPage.getByRole("dialog")).toHaveCount(0);
    await inBothLooks(memberPage, "brand-mfa-required", async () => {
      await expect(gate).toBeVisible();
    });

    // The person's own settings stay open, and another brand is one click away.
    await memberPage.goto("/user-settings");
    await expect(memberPage.getByRole("region", { name: "Vault Brand requires two-factor sign-in" })).toHaveCount(0);
    await memberPage.goto("/dashboard");
    await memberPage.getByRole("button", { name: "Switch to another brand" }).click();
    const picker = memberPage.getByRole("dialog", { name: "Select a Brand" });
    await expect(picker.getByRole("region", { name: "Brands You Own" })).toContainText("Member Own Brand");
    await expect(picker).not.toContainText("Vault Brand");
    await picker.getByText("Member Own Brand").click();
    await expect(memberPage.getByRole("heading", { level: 1 })).toHaveText("Member Own Brand");
    await context.close();
  });
});
