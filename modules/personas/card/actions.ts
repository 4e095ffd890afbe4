"use server";

import { z } from "zod";
import { brandAction } from "@/lib/action";
import { personaProfileSchema } from "../profile";
import { exportPersonas } from "./export";
import { restorePersonaVersion, savePersonaProfile, setPersonasStatus } from "./store";

const personaId = z.string().uuid("Choose a persona.");
const ids = z.array(z.string().uuid("Choose personas of this brand.")).min(1, "Select at least one persona.").max(500, "Select at most 500 personas at once.");
const edit = (failure: string) => ({ module: "personas" as const, access: "edit" as const, failure });

export const updatePersonaAction = brandAction(
  "updatePersona",
  z.object({
    personaId,
    name: z.string().trim().min(1, "Give the persona a name.").max(120, "A persona name has at most 120 characters."),
    profile: personaProfileSchema,
    note: z.string().trim().max(300, "A version note has at most 300 characters.").optional(),
  }),
  edit("The persona could not be saved. Please try again."),
  (scope, d) => savePersonaProfile(scope, d.personaId, d.name, d.profile, d.note),
);

export const restorePersonaVersionAction = brandAction(
  "restorePersonaVersion",
  z.object({ personaId, version: z.number().int().min(1, "Choose a version.").max(2_147_483_647, "Choose a version.") }),
  edit("The version could not be restored. Please try again."),
  (scope, d) => restorePersonaVersion(scope, d.personaId, d.version),
);

export const setPersonasStatusAction = brandAction(
  "setPersonasStatus",
  z.object({ ids, status: z.enum(["active", "archived"], { message: "Choose archive or restore." }) }),
  edit("The personas could not be changed. Please try again."),
  (scope, d) => setPersonasStatus(scope, d.ids, d.status),
);

export const exportPersonasAction = brandAction(
  "exportPersonas",
  z.object({ ids, format: z.enum(["json", "pdf"], { message: "Choose JSON or PDF." }) }),
  { module: "personas", access: "view", failure: "The export could not be made. Please try again." },
  (scope, d) => exportPersonas(scope, d.ids, d.format),
);
