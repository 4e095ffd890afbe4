import { z } from "zod";
import { isApiScope } from "@/lib/api/keys";

const uuid = z.string().uuid();

/** Expiry presets of the key form; `never` keeps the key until it is revoked. */
export const KEY_EXPIRY = ["30d", "90d", "365d", "never"] as const;
export type KeyExpiry = (typeof KEY_EXPIRY)[number];

export const createApiKeyInput = z.object({
  brandId: uuid.optional(),
  name: z.string().trim().min(1, "Name the key after what uses it").max(100, "Keep the name under 100 characters"),
  scopes: z
    .array(z.string().refine(isApiScope, "Unknown scope"))
    .min(1, "Choose at least one permission")
    .max(100)
    .transform((s) => [...new Set(s)]),
  expiry: z.enum(KEY_EXPIRY).default("90d"),
});

export const revokeApiKeyInput = z.object({ brandId: uuid.optional(), keyId: uuid });
