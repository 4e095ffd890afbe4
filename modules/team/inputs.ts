import { z } from "zod";

const email = z.string().trim().toLowerCase().min(1, "Enter an email address").email("Enter a valid email address").max(254);
const role = z
  .string()
  .trim()
  .min(1, "Choose a role")
  .refine((r) => r !== "owner", "Ownership moves only by transfer: pick another role, then use Transfer ownership.");
const userId = z.string().uuid("Unknown person");
const invitationId = z.string().uuid("Unknown invitation");

export const inviteMemberInput = z.object({ email, role });
export const changeMemberRoleInput = z.object({ userId, role });
export const removeMemberInput = z.object({ userId });
export const transferOwnershipInput = z.object({ userId });
export const leaveBrandInput = z.object({ brandId: z.string().uuid("Unknown brand") });
export const revokeInvitationInput = z.object({ invitationId });
export const resendInvitationInput = z.object({ invitationId });
export const acceptInvitationInput = z.object({ token: z.string().min(1, "This invitation link is incomplete.").max(200) });

