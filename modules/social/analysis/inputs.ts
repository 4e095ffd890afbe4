/** Zod inputs of the social analysis actions. Client-safe. */
import { z } from "zod";
import { SOCIAL_NETWORKS } from "@/db/schema/social";
import { importSourceInput } from "@/lib/import/input";

/** Kept in step with import/read.ts (server code): the upload limit. */
export const SOCIAL_IMPORT_LIMIT_BYTES = 18_000_000;

export const importTargetInput = z.union([
  z.object({ profileId: z.uuid({ message: "Choose a profile." }) }),
  z.object({
    handle: z.string().trim().max(200, "The handle is too long."),
    isOwn: z.boolean(),
    network: z.enum(SOCIAL_NETWORKS),
  }),
]);

export const importSocialFileInput = z.intersection(importSourceInput(SOCIAL_IMPORT_LIMIT_BYTES), z.object({ target: importTargetInput }));
export type ImportSocialFileInput = z.input<typeof importSocialFileInput>;

export const setProfileFollowersInput = z.object({
  profileId: z.uuid({ message: "Choose a profile." }),
  followers: z.coerce.number({ message: "Type the follower count as a number." }).int("Type a whole number of followers.").min(0, "Followers cannot be negative.").max(2_000_000_000, "That is more followers than any account has."),
});
