import { z } from "zod";

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

export const updateProfileInput = z.object({
  fullName: z.string().trim().min(1, "Enter your full name").max(120, "Keep your name under 120 characters"),
});
export const uploadAvatarInput = z.object({ file: z.instanceof(Blob, { message: "Choose an image file" }) });
export const removeAvatarInput = z.object({});
export const changeEmailInput = z.object({
  email: z.string().trim().toLowerCase().min(1, "Enter the new email address").email("Enter a valid email address").max(254),
});
export const changePasswordInput = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password"),
    newPassword: z.string().min(6, "The new password must be at least 6 characters").max(72, "Keep the password under 72 characters"),
    confirmPassword: z.string(),
    // The code mailed by "reauthenticate", when the auth service asks for one (a session older than a day).
    nonce: z
      .string()
      .trim()
      .regex(/^\d{6}$/, "Enter the 6-digit code from the mail")
      .optional(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: "The two new passwords do not match" })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ["newPassword"], message: "Choose a password different from the current one" });
/** What the password change answers when the auth service wants the mailed code first; the form then asks for it. */
export const REAUTHENTICATION_CODE_SENT = "To change the password, confirm it is you: we mailed you a 6-digit code. Enter it below.";
export const sendReauthenticationCodeInput = z.object({});
export const revokeSessionInput = z.object({ sessionId: z.string().uuid("Unknown session") });
export const revokeOtherSessionsInput = z.object({});
export const setThemeInput = z.object({ theme: z.enum(THEMES) });

export const regenerateRecoveryCodesInput = z.object({});
