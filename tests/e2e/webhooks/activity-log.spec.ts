/**
 * The activity_log webhook in the running app: the server registers the emitter at start-up
 * (instrumentation), so renaming a brand in the UI reaches an endpoint subscribed to the activity
 * log — signed, and listed in its delivery log.
 */
import http from "node:http";
import { randomUUID } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { expect, test } from "../test";
import { expectToast } from "../auth/auth-helpers";
import { E2E_WEBHOOK_PORT } from "../env";
import { signInToShell, userWithBrand } from "../shell/fixtures";

test("renaming a brand sends a signed activity_log webhook to the endpoint subscribed to it", async ({ page }) => {
  test.setTimeout(120_000);
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(E2E_WEBHOOK_PORT, "127.0.0.1", resolve));
  try {
    const { user, brand } = await userWithBrand(`Log Brand ${randomUUID().slice(0, 6)}`);
    const url = `http://127.0.0.1:${E2E_WEBHOOK_PORT}/hooks/activity`;

    await signInToShell(page, user, "/settings");
    await page.getByRole("tab", { name: "Webhooks" }).click();
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const dialog = page.getByRole("dialog", { name: "Add an endpoint" });
    await dialog.getByLabel("Endpoint URL").fill(url);
    await dialog.getByRole("checkbox", { name: /Task created/ }).uncheck();
    await dialog.getByRole("checkbox", { name: /Activity log/ }).check();
    await dialog.getByRole("button", { name: "Add endpoint" }).click();
    await expectToast(page, "Endpoint added.");
    const secretDialog = page.getByRole("dialog", { name: "Signing secret" });
    const secret = await secretDialog.getByLabel("Signing secret", { exact: true }).inputValue();
    await secretDialog.getByRole("button", { name: "Done" }).click();

    const newName = `Renamed ${randomUUID().slice(0, 6)}`;
    await page.goto("/brand-setup");
    await page.getByLabel("Brand Name").fill(newName);
    await page.getByRole("button", { name: "Rename brand" }).click();
    await expect(page.getByText("Brand renamed successfully!")).toBeVisible();

    const rename = () => received.find((r) => (JSON.parse(r.body) as { data?: { action_type?: string } }).data?.action_type === "rename_brand");
    await expect.poll(() => !!rename(), { timeout: 30_000 }).toBe(true);
    const hit = rename()!;
    const headers = { "webhook-id": String(hit.headers["webhook-id"]), "webhook-timestamp": String(hit.headers["webhook-timestamp"]), "webhook-signature": String(hit.headers["webhook-signature"]) };
    expect(new Webhook(secret).verify(hit.body, headers)).toMatchObject({
      type: "activity_log",
      brand_id: brand.id,
      data: { action_type: "rename_brand", user_id: user.id, payload: { newName } },
    });

    await page.goto("/settings");
    await page.getByRole("tab", { name: "Webhooks" }).click();
    await page.getByRole("link", { name: `Delivery log of ${url}` }).click();
    const delivery = page.getByTestId("delivery-log").getByTestId("delivery-row").first();
    await expect(delivery).toContainText("activity_log");
    await expect(delivery).toContainText("Delivered");
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
