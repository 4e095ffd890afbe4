/**
 * Brand API keys end to end: an owner creates a key on /settings, copies it from the once-shown
 * dialog, an outside program (curl) creates a task with it, and the task is there in the UI. Revoking
 * the key makes the next call a 401. The API reference renders from the running server.
 */
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { expect, test } from "../test";
import { expectToast } from "../auth/auth-helpers";
import { E2E_PORT } from "../env";
import { inBothLooks } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";

const run = promisify(execFile);
const API = `http://localhost:${E2E_PORT}/api/v1`;

/** curl as an automation would call it; answers status and body. */
async function curl(args: string[]): Promise<{ status: number; body: string }> {
  const { stdout } = await run("curl", ["-sS", "-w", "\n%{http_code}", ...args], { timeout: 30_000 });
  const cut = stdout.lastIndexOf("\n");
  return { status: Number(stdout.slice(cut + 1)), body: stdout.slice(0, cut) };
}

test("a key created on /settings lets curl create a task that shows in the UI; revoked, it stops", async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const { user } = await userWithBrand(`API Brand ${randomUUID().slice(0, 6)}`);
  await signInToShell(page, user, "/settings?tab=api-keys");

  await expect(page.getByText("No API keys yet")).toBeVisible();
  await page.getByRole("button", { name: "Create API key" }).click();
  const dialog = page.getByRole("dialog", { name: "Create an API key" });
  await dialog.getByRole("button", { name: "Create key" }).click();
  await expect(dialog.getByText("Name the key after what uses it")).toBeVisible();
  await dialog.getByLabel("Name").fill("n8n task sync");
  await dialog.getByRole("button", { name: "Create key" }).click();
  await expect(dialog.getByText("Choose at least one permission")).toBeVisible();
  await dialog.getByRole("combobox", { name: "Tasks" }).click();
  await page.getByRole("option", { name: "Read & write" }).click();
  await dialog.getByRole("button", { name: "Create key" }).click();
  await expectToast(page, "API key created.");

  const shown = page.getByRole("dialog", { name: "Your new API key" });
  await shown.getByRole("button", { name: "Copy the API key" }).click();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toMatch(/^gos_live_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
  await expect(shown.getByTestId("api-key-secret")).toHaveValue(key);
  await shown.getByRole("button", { name: "Done" }).click();

  const row = page.getByTestId("api-key-row").filter({ hasText: "n8n task sync" });
  await expect(row).toContainText("Active");
  await expect(row).toContainText("Tasks: read & write");
  await expect(row).toContainText(key.slice(0, 21));
  await expect(page.getByText(key)).toHaveCount(0);

  const title = `From curl ${randomUUID().slice(0, 6)}`;
  const created = await curl(["-X", "POST", `${API}/tasks`, "-H", `Authorization: Bearer ${key}`, "-H", "Content-Type: application/json", "-H", `Idempotency-Key: ${randomUUID()}`, "-d", JSON.stringify({ title, priority: "High" })]);
  expect(created.status, created.body).toBe(201);
  expect(JSON.parse(created.body)).toMatchObject({ object: "task", title, priority: "High", status: "pending", source_type: "api" });

  await page.goto("/tasks");
  await expect(page.getByRole("link", { name: title })).toBeVisible();

  await page.goto("/settings?tab=api-keys");
  await expect(row).toContainText(/Last used: (just now|\d+ (second|minute)s? ago|less than)/i);
  await inBothLooks(page, "settings-api-keys", async () => {
    await expect(row).toBeVisible();
  });
  await row.getByRole("button", { name: "Revoke n8n task sync" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke key" }).click();
  await expectToast(page, "API key revoked.");
  await expect(row).toContainText("Revoked");
  const refused = await curl([`${API}/tasks`, "-H", `Authorization: Bearer ${key}`]);
  expect(refused.status).toBe(401);
  expect(JSON.parse(refused.body)).toMatchObject({ type: "/api/v1/docs#problem-unauthenticated", status: 401 });
});

test("the API reference renders the endpoints with curl examples, in both looks", async ({ page }) => {
  await page.goto("/api/v1/docs");
  await inBothLooks(page, "api-reference", async () => {
    await expect(page.getByRole("heading", { name: "Growth OS API", level: 1 })).toBeVisible();
    await expect(page.locator("#createTask")).toContainText("POST");
    await expect(page.locator("#createTask pre")).toContainText("Idempotency-Key");
  });
  const doc = await page.request.get("/api/v1/openapi.json");
  expect((await doc.json()) as { openapi: string }).toMatchObject({ openapi: "3.1.0" });
});
