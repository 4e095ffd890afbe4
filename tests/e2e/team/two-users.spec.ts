import { randomUUID } from "node:crypto";
import { expect, settleNavigations, test, type Page } from "../test";
import { expectToast, fillLogin, followMailLink, openMail } from "../auth/auth-helpers";
import { createConfirmedUser, db, signIn, uniqueEmail } from "../helpers";
import { snap } from "../screenshots";

/** Opens the newest invitation mail to `email` and follows its /invite/<token> link. */
async function followInvitation(page: Page, email: string, subject: string): Promise<void> {
  await openMail(page, email, subject);
  const link = page.getByRole("region", { name: "Message" }).locator('a[href*="/invite/"]').first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/invite\/[^/]+$/);
}

/** The brand switcher's menu, opened (a click before hydration opens nothing, hence the retry). */
async function openSwitcher(page: Page) {
  const menu = page.getByRole("menu");
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByRole("button", { name: "Switch brand" }).click();
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return menu;
}

test.describe("brand team: two people, two browsers", () => {
  test("A invites B as viewer; B accepts from the mailbox; A promotes B; B edits; A deletes the brand", async ({ browser }) => {
    test.setTimeout(180_000);
    const alice = await createConfirmedUser({ fullName: "Alice Owner" });
    const bobEmail = uniqueEmail("bob");
    const bobPassword = "bob-secret-42";
    const suffix = randomUUID().slice(0, 6);
    const firstName = `Duo Brand ${suffix}`;
    const brandName = `Duo Partners ${suffix}`;

    const ctxA = await browser.newContext();
    const ctxB = await browser.newContext();
    const a = settleNavigations(await ctxA.newPage());
    const b = settleNavigations(await ctxB.newPage());

    try {
      // --- A creates a brand from the first-run screen and renames it.
      await signIn(a, alice);
      await expect(a.getByText("Welcome, Alice")).toBeVisible();
      await a.getByLabel("Brand Name").fill(firstName);
      await a.getByRole("button", { name: "Create Brand" }).click();
      await expectToast(a, `Brand "${firstName}" created successfully!`);
      await expect(a.getByRole("heading", { level: 1 })).toHaveText(firstName);
      const [brandRow] = await db()`select id from brands where user_id = ${alice.id} and name = ${firstName}`;
      const brandId = brandRow!.id as string;

      await a.goto("/brand-setup");
      await a.getByLabel("Brand Name").fill(brandName);
      await a.getByRole("button", { name: "Rename brand" }).click();
      await expectToast(a, "Brand renamed successfully!");
      await expect(a.getByRole("button", { name: "Switch brand" })).toContainText(brandName);

      // --- A invites B (no account yet) as viewer.
      await a.goto("/brand-team");
      await a.getByRole("button", { name: "Invite people" }).click();
      const invite = a.getByRole("dialog", { name: `Invite to ${brandName}` });
      await invite.getByLabel("Email").fill(bobEmail);
      await invite.getByRole("combobox", { name: "Role" }).click();
      await a.getByRole("option", { name: "Viewer" }).click();
      await expect(invite.getByText("Sees everything, changes nothing.")).toBeVisible();
      await invite.getByRole("button", { name: "Send invitation" }).click();
      await expectToast(a, `Invitation sent to ${bobEmail}.`, { description: "They join as Viewer once they accept." });
      await expect(invite).toBeHidden();
      const pending = a.getByRole("list", { name: "Pending invitations" });
      await expect(pending.getByTestId("invitation-row").filter({ hasText: bobEmail })).toContainText("Viewer");
      await snap(a, "brand-team");

      // --- B opens the invitation from the local mailbox, signs up, confirms, then accepts.
      const subject = `Alice Owner invited you to ${brandName} on Growth OS`;
      await followInvitation(b, bobEmail, subject);
      await expect(b.getByText(`Join ${brandName}`)).toBeVisible();
      await expect(b.getByText("to work on this brand as")).toContainText("Viewer");
      await b.getByRole("link", { name: "Create an account" }).click();
      await expect(b).toHaveURL(/\/auth\?tab=register/);
      await b.getByLabel("Full Name").fill("Bob Invitee");
      await b.getByLabel("Email").fill(bobEmail);
      await b.getByLabel("Create a password").fill(bobPassword);
      await b.getByRole("button", { name: "Create account" }).click();
      await expectToast(b, "Account created successfully!");
      await openMail(b, bobEmail, "Confirm Your Signup");
      await followMailLink(b);
      await expect(b).toHaveURL(/\/dashboard$/);
      // Signed up but not in any brand yet.
      await expect(b.getByText("Welcome, Bob")).toBeVisible();

      await followInvitation(b, bobEmail, subject);
      await b.getByRole("button", { name: "Accept invitation" }).click();
      await expectToast(b, `You joined ${brandName}.`);
      await expect(b).toHaveURL(/\/dashboard$/);
      await expect(b.getByRole("heading", { level: 1 })).toHaveText(brandName);

      // B sees the brand under "Brands You Participate" with role viewer, and no edit shortcut.
      const menu = await openSwitcher(b);
      await expect(menu.getByText("Brands You Participate")).toBeVisible();
      await expect(menu.getByRole("menuitem", { name: new RegExp(brandName) })).toContainText("Viewer");
      await expect(menu.getByRole("button", { name: `Edit ${brandName}` })).toHaveCount(0);
      await b.keyboard.press("Escape");

      // A viewer cannot rename, delete or edit: no rename/delete controls, the details form is disabled.
      await b.goto("/brand-setup");
      await expect(b.getByRole("main").getByText("You can view this brand’s data as Viewer.")).toBeVisible();
      await expect(b.getByTestId("brand-name")).toHaveText(brandName);
      await expect(b.getByRole("button", { name: "Rename brand" })).toHaveCount(0);
      await expect(b.getByRole("button", { name: "Delete brand" })).toHaveCount(0);
      await expect(b.getByLabel("Website")).toBeDisabled();
      await expect(b.getByRole("button", { name: "Save details" })).toHaveCount(0);

      await b.goto("/brand-team");
      await expect(b.getByRole("main").getByText("You take part in this brand as Viewer.")).toBeVisible();
      await expect(b.getByRole("button", { name: "Invite people" })).toHaveCount(0);
      const bobRow = b.getByTestId("member-row").filter({ hasText: "Bob Invitee" });
      await expect(bobRow).toContainText("(you)");
      await expect(bobRow).toContainText("Participant · Viewer");
      await expect(b.getByTestId("member-row").filter({ hasText: "Alice Owner" })).toContainText("Owner");

      // --- A sees B as a participant and promotes B to member.
      await a.reload();
      await expect(a.getByRole("list", { name: "Pending invitations" })).toHaveCount(0);
      const row = a.getByTestId("member-row").filter({ hasText: "Bob Invitee" });
      await expect(row).toContainText("Participant · Viewer");
      await row.getByRole("button", { name: "Manage Bob Invitee" }).click();
      await a.getByRole("menuitem", { name: "Change role" }).click();
      await a.getByRole("menuitemradio", { name: "Member" }).click();
      await expectToast(a, "Bob Invitee is now Member.");
      await expect(row).toContainText("Participant · Member");
      expect((await db()`select role from user_brand_access where brand_id = ${brandId} and user_id = (select id from profiles where email = ${bobEmail})`)[0]!.role).toBe("member");

      await a.goto("/role-management");
      await expect(a.getByRole("heading", { level: 1 })).toHaveText("Role Management");
      await snap(a, "role-management");

      // --- B, now a member, edits the brand data (still no rename/delete).
      await b.goto("/brand-setup");
      await expect(b.getByText("You can view this brand’s data as")).toHaveCount(0);
      await expect(b.getByRole("button", { name: "Rename brand" })).toHaveCount(0);
      await expect(b.getByRole("button", { name: "Delete brand" })).toHaveCount(0);
      await b.getByLabel("Website").fill("https://duo-partners.example");
      await b.getByLabel("Tone of voice").fill("Warm, direct, no jargon.");
      await b.getByRole("button", { name: "Save details" }).click();
      await expectToast(b, "Brand details saved.");
      const [saved] = await db()`select website, tone_of_voice from brands where id = ${brandId}`;
      expect(saved).toEqual({ website: "https://duo-partners.example", tone_of_voice: "Warm, direct, no jargon." });

      await a.goto("/brand-setup");
      await expect(a.getByLabel("Website")).toHaveValue("https://duo-partners.example");

      // --- The activity log shows the brand's actions, by whom.
      await a.goto("/activity");
      const log = a.getByTestId("activity-row");
      await expect(log.filter({ hasText: "Brand created" })).toContainText("Alice Owner");
      await expect(log.filter({ hasText: "Brand renamed" })).toContainText("Alice Owner");
      await expect(log.filter({ hasText: "Member invited" })).toContainText(bobEmail);
      await expect(log.filter({ hasText: "Invitation accepted" })).toContainText("Bob Invitee");
      await expect(log.filter({ hasText: "Role changed" })).toContainText("Alice Owner");
      await expect(log.filter({ hasText: "Brand details updated" })).toContainText("Bob Invitee");

      // --- A deletes the brand; after a reload it is gone for B too.
      await a.goto("/brand-setup");
      await a.getByRole("button", { name: "Delete brand" }).click();
      const confirm = a.getByRole("alertdialog");
      await expect(confirm).toContainText(brandName);
      await confirm.getByRole("button", { name: "Delete brand" }).click();
      await expectToast(a, "Brand deleted successfully!");
      expect(await db()`select id from brands where id = ${brandId}`).toHaveLength(0);
      const [deleted] = await db()`select user_id, brand_id, payload from activity_logs where action_type = 'delete_brand' and payload->>'name' = ${brandName}`;
      expect(deleted).toMatchObject({ user_id: alice.id, brand_id: null, payload: { name: brandName } });

      await b.reload();
      // B took part in no other brand: back to the first-run screen, and the brand is in no list.
      await expect(b.getByText("Welcome, Bob")).toBeVisible();
      await expect(b.getByText(brandName)).toHaveCount(0);
      expect(await db()`select 1 from user_brand_access where brand_id = ${brandId}`).toHaveLength(0);

      // B can still sign in normally afterwards (the account outlives the brand).
      await ctxB.clearCookies();
      await b.goto("/auth");
      await fillLogin(b, bobEmail, bobPassword);
      await b.getByRole("button", { name: "Log in" }).click();
      await expect(b.getByText("Welcome, Bob")).toBeVisible();
    } finally {
      await ctxA.close();
      await ctxB.close();
    }
  });
});
