import http from "node:http";
import { randomUUID } from "node:crypto";
import { expect, test } from "../test";
import { Webhook } from "standardwebhooks";
import { expectToast } from "../auth/auth-helpers";
import { E2E_WEBHOOK_PORT } from "../env";
import { db } from "../helpers";
import { snap } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";

type Received = { path: string; headers: http.IncomingHttpHeaders; body: string };

/** A tiny receiver on loopback (the address the e2e server allow-lists) that records every request. */
async function startReceiver(answer: (r: Received) => { status: number; body: string }) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const r: Received = { path: req.url ?? "/", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
      received.push(r);
      const out = answer(r);
      res.writeHead(out.status, { "content-type": "application/json" });
      res.end(out.body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(E2E_WEBHOOK_PORT, "127.0.0.1", resolve);
  });
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test.describe("webhooks", () => {
  test("add an endpoint, see its secret once, send a signed test event, and find it in the delivery log, the audit and integrations", async ({ page }) => {
    test.setTimeout(120_000);
    const receiver = await startReceiver((r) => ({ status: 200, body: JSON.stringify({ received: true, note: "e2e receiver says hello", id: r.headers["webhook-id"] }) }));
    try {
      const { user, brand } = await userWithBrand(`Hook Brand ${randomUUID().slice(0, 6)}`);
      const host = `127.0.0.1:${E2E_WEBHOOK_PORT}`;
      // The query token is the receiver's own credential: it must never reach the audit ledger.
      const url = `http://${host}/hooks/growth?token=q-secret-7781`;

      await signInToShell(page, user, "/settings");
      await page.getByRole("tab", { name: "Webhooks" }).click();
      await expect(page.getByText("No webhook endpoints yet")).toBeVisible();
      await page.getByRole("button", { name: "Add endpoint" }).click();

      const dialog = page.getByRole("dialog", { name: "Add an endpoint" });
      await dialog.getByLabel("Endpoint URL").fill(url);
      await dialog.getByLabel("Description").fill("Loopback receiver");
      await expect(dialog.getByRole("checkbox", { name: /Task created/ })).toBeChecked();
      await dialog.getByRole("button", { name: "Add endpoint" }).click();
      await expectToast(page, "Endpoint added.");

      // The signing secret, shown once.
      const secretDialog = page.getByRole("dialog", { name: "Signing secret" });
      await expect(secretDialog).toContainText("will not be shown again");
      const secret = await secretDialog.getByLabel("Signing secret", { exact: true }).inputValue();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/);
      await secretDialog.getByRole("button", { name: "Done" }).click();
      await expect(secretDialog).toBeHidden();

      const row = page.getByTestId("endpoint-row").filter({ hasText: url });
      await expect(row).toContainText("Loopback receiver");
      await expect(row).toContainText("task_created");
      await expect(row).toContainText("No deliveries yet");
      const [stored] = await db()`select * from webhook_settings where brand_id = ${brand.id}`;
      const endpointId = stored!.id as string;
      // Stored sealed, never in plaintext; and not in the page once the dialog is gone.
      expect(stored!.secret_ciphertext).toBeTruthy();
      expect(JSON.stringify(stored)).not.toContain(secret.slice("whsec_".length));
      await page.reload();
      expect(await page.content()).not.toContain(secret.slice("whsec_".length));

      // Send test event: the dialog shows the status and the start of the response body.
      await page.getByRole("tab", { name: "Webhooks" }).click();
      await row.getByRole("button", { name: "Send test event" }).click();
      const result = page.getByRole("dialog", { name: "Test event delivered" });
      await expect(result).toBeVisible({ timeout: 20_000 });
      await expect(result.getByTestId("test-result")).toContainText("Succeeded");
      await expect(result.getByTestId("test-result")).toContainText("Status 200");
      await expect(result.getByTestId("test-result")).toContainText("e2e receiver says hello");
      // The footer button (the corner X is also named "Close").
      await result.getByRole("button", { name: "Close" }).first().click();
      await expect(result).toBeHidden();

      // The receiver got one signed POST that the Standard Webhooks library accepts with the secret shown once.
      expect(receiver.received).toHaveLength(1);
      const hit = receiver.received[0]!;
      expect(hit.path).toBe("/hooks/growth?token=q-secret-7781");
      expect(hit.headers["content-type"]).toContain("application/json");
      expect(hit.headers["webhook-signature"]).toMatch(/^v1,/);
      const verified = new Webhook(secret).verify(hit.body, {
        "webhook-id": String(hit.headers["webhook-id"]),
        "webhook-timestamp": String(hit.headers["webhook-timestamp"]),
        "webhook-signature": String(hit.headers["webhook-signature"]),
      }) as Record<string, unknown>;
      expect(JSON.stringify(verified)).toContain("This is a test event from Growth OS.");
      expect(() => new Webhook(`whsec_${Buffer.from("not-the-secret-at-all-000").toString("base64")}`).verify(hit.body, hit.headers as Record<string, string>)).toThrow();

      // The attempt is in the endpoint's delivery log.
      await row.getByRole("link", { name: `Delivery log of ${url}` }).click();
      await expect(page).toHaveURL(new RegExp(`endpoint=${endpointId}`));
      const log = page.getByTestId("delivery-log");
      const delivery = log.getByTestId("delivery-row").first();
      await expect(delivery).toContainText("task_created");
      await expect(delivery).toContainText("test");
      await expect(delivery).toContainText("Delivered");
      await expect(delivery).toContainText("1 attempt");
      const attempt = delivery.getByTestId("attempt-row");
      await expect(attempt).toHaveCount(1);
      await expect(attempt).toContainText("Succeeded");
      await expect(attempt).toContainText("200");
      await expect(attempt).toContainText("(test)");
      await expect(attempt).toContainText("e2e receiver says hello");
      await expect(row).toContainText("Healthy");
      await snap(page, "settings-webhooks");

      // ...and in the API-call audit, with host and path but no query token.
      await page.goto("/api-calls-audit");
      const call = page.getByTestId("api-call-row").filter({ hasText: host });
      await expect(call).toHaveCount(1);
      await expect(call).toContainText("webhook");
      await expect(call).toContainText("webhook.task_created.test");
      await expect(call).toContainText("POST");
      await expect(call).toContainText("/hooks/growth");
      await expect(call).toContainText("200");
      await expect(call).toHaveAttribute("data-ok", "true");
      expect(await page.content()).not.toContain("q-secret-7781");
      const [audit] = await db()`select provider, method, host, path, status, user_id from api_calls where brand_id = ${brand.id}`;
      expect(audit).toMatchObject({ provider: "webhook", method: "POST", host, path: "/hooks/growth", status: 200, user_id: user.id });
      await snap(page, "api-calls-audit");

      // /integrations lists the endpoint with its status and last call.
      await page.goto("/integrations");
      const service = page.getByTestId("brand-services").getByRole("listitem").filter({ hasText: host });
      await expect(service).toContainText("Webhook endpoint");
      await expect(service).toContainText("Loopback receiver");
      await expect(service).toContainText("Connected");
      await expect(service).toContainText(/Last call .* ago · 200/);
      await expect(service.getByRole("link", { name: `Details of ${host}` })).toHaveAttribute("href", `/settings?tab=webhooks&endpoint=${endpointId}`);
      await snap(page, "integrations");
    } finally {
      await receiver.close();
    }
  });
});
