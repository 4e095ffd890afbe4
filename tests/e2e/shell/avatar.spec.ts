import { expect, test } from "../test";
import { signInToShell, userWithBrand } from "./fixtures";

// A 1×1 PNG; the avatar goes to the file storage (lib/storage, user-owned) and comes back from /api/avatars/{id}.
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5a0c6f10000000049454e44ae426082", "hex");
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');

test("uploads an avatar into the file storage, refuses SVG, and removes it — desktop light and phone dark", async ({ page }) => {
  const { user } = await userWithBrand();
  await signInToShell(page, user);
  await page.goto("/user-settings");
  const input = page.getByLabel("Avatar image");

  await input.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("Avatar updated.")).toBeVisible();
  const img = page.locator(`img[src^="/api/avatars/${user.id}?v="]`).first();
  await expect(img).toBeVisible();
  const src = (await img.getAttribute("src"))!;
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["cache-control"]).toBe("private, max-age=31536000, immutable");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(Buffer.from(await served.body()).equals(PNG)).toBe(true);

  // A browser claim of image/png does not matter: the bytes are SVG.
  await input.setInputFiles({ name: "sneaky.png", mimeType: "image/png", buffer: SVG });
  await expect(page.getByRole("alert").filter({ hasText: "is a SVG file, which is not accepted as a profile picture. Accepted: PNG, JPEG, WEBP." })).toBeVisible();

  await page.emulateMedia({ colorScheme: "dark" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.locator(`img[src="${src}"]`).first()).toBeVisible();
  await page.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(page.getByText("Avatar removed.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload avatar" })).toBeVisible();
  expect((await page.request.get(src)).status()).toBe(404);
});
