import { z } from "zod";

/** local: this browser; global: every session of the user; others: every session but this one. */
export const signOutInput = z.object({ scope: z.enum(["local", "global", "others"]).default("local") }).default({ scope: "local" });

export type SignOutScope = z.infer<typeof signOutInput>["scope"];
