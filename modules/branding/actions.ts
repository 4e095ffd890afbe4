"use server";

import { ActionError, userAction } from "@/lib/action";
import type { AuthUser } from "@/lib/auth/types";
import { getBranding, isDeploymentAdmin, saveBranding, type Branding } from "@/lib/branding";
import { ForbiddenError } from "@/lib/brand-scope";
import { checkImage } from "@/lib/uploads/image";
import { removeBrandingImageInput, saveBrandingInput, uploadBrandingImageInput } from "./inputs";

const MAX_BYTES = { favicon: 256 * 1024, logo: 1024 * 1024 } as const;

async function assertAdmin(user: AuthUser): Promise<void> {
  if (!(await isDeploymentAdmin(user))) throw new ForbiddenError("Only an administrator of this deployment can change its branding.");
}

/** The texts as stored now (blank where a default applies), so an image change keeps them. */
const textOf = (b: Branding) => b.stored;

/** Issue 26: the deployment's page metadata and login-page product name. Deployment admins only. */
export const saveBrandingAction = userAction("saveBranding", saveBrandingInput, { failure: "Failed to save the branding" }, async (user, data) => {
  await assertAdmin(user);
  return saveBranding(user.id, data);
});

/** A favicon or login logo; the type is read from the bytes (PNG, JPEG, WebP, or an SVG with nothing that can run). */
export const uploadBrandingImageAction = userAction(
  "uploadBrandingImage",
  uploadBrandingImageInput,
  { failure: "Failed to upload the image" },
  async (user, { kind, file }) => {
    await assertAdmin(user);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const check = checkImage(bytes, { allowSvg: true, maxBytes: MAX_BYTES[kind] });
    if (!check.ok) throw new ActionError(check.error);
    return saveBranding(user.id, textOf(await getBranding()), { [kind]: { bytes, type: check.mimeType } });
  },
);

export const removeBrandingImageAction = userAction(
  "removeBrandingImage",
  removeBrandingImageInput,
  { failure: "Failed to remove the image" },
  async (user, { kind }) => {
    await assertAdmin(user);
    return saveBranding(user.id, textOf(await getBranding()), { [kind]: null });
  },
);
