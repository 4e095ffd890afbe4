import { z } from "zod";

export const startGoogleConnectionInput = z.object({ brandId: z.string().optional() });

/** What the opener window received from /google-auth-callback, passed on as is. */
export const completeGoogleConnectionInput = z.object({
  brandId: z.string().optional(),
  code: z.string().trim().min(1, "Google sent no authorization code.").max(2048),
  state: z.string().trim().min(1, "Google's answer has no state: start again with Connect.").max(4096),
});

export const chooseSearchConsolePropertyInput = z.object({
  brandId: z.string().optional(),
  siteUrl: z.string().trim().min(1, "Choose a Search Console property.").max(2048),
});

export const disconnectGoogleInput = z.object({ brandId: z.string().optional() });
