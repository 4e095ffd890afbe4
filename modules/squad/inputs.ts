import { z } from "zod";

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .default(null);

/** A growth squad member (spec §3): name, alias, email and an optional link to a brand user. */
export const createSquadMemberInput = z.object({
  name: z.string().trim().min(1, "Name is required").max(120, "Keep the name under 120 characters"),
  alias: optionalText(60, "Keep the alias under 60 characters"),
  email: z
    .string()
    .trim()
    .max(254, "Enter a valid email address")
    .transform((v) => (v === "" ? null : v.toLowerCase()))
    .pipe(z.string().email("Enter a valid email address").nullable())
    .nullable()
    .default(null),
  /** A user of this brand whose "my tasks" are this member's tasks. */
  userId: z.string().uuid("Choose a person of this brand").nullable().default(null),
});

export const updateSquadMemberInput = createSquadMemberInput.extend({ memberId: z.string().uuid() });

export const deleteSquadMemberInput = z.object({ memberId: z.string().uuid() });

