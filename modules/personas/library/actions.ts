"use server";

import { z } from "zod";
import { brandAction } from "@/lib/action";
import { publishBrief, publishPersona, setLibraryItemArchived, updatePersonaFromLibrary, addLibraryItemToBrand } from "./agency";

const edit = (failure: string) => ({ module: "personas" as const, access: "edit" as const, failure });
const meta = {
  industry: z.string().trim().max(120, "An industry has at most 120 characters.").nullable().optional(),
  description: z.string().trim().max(600, "A description has at most 600 characters.").optional(),
  note: z.string().trim().max(300, "A version note has at most 300 characters.").nullable().optional(),
};

export const publishPersonaToLibraryAction = brandAction(
  "publishPersonaToLibrary",
  z.object({ personaId: z.string().uuid("Choose a persona."), ...meta }),
  edit("The persona could not be published to the library. Please try again."),
  (scope, d) => publishPersona(scope, d.personaId, d),
);

export const publishBriefToLibraryAction = brandAction(
  "publishBriefToLibrary",
  z.object({ briefId: z.string().uuid("Choose a brief."), ...meta }),
  edit("The brief could not be published to the library. Please try again."),
  (scope, d) => publishBrief(scope, d.briefId, d),
);

export const addLibraryItemToBrandAction = brandAction(
  "addLibraryItemToBrand",
  z.object({ itemId: z.string().uuid("Choose a library item.") }),
  edit("The library item could not be added to this brand. Please try again."),
  (scope, d) => addLibraryItemToBrand(scope, d.itemId),
);

export const updatePersonaFromLibraryAction = brandAction(
  "updatePersonaFromLibrary",
  z.object({ personaId: z.string().uuid("Choose a persona.") }),
  edit("The persona could not be updated from the library. Please try again."),
  (scope, d) => updatePersonaFromLibrary(scope, d.personaId),
);

export const setLibraryItemArchivedAction = brandAction(
  "setLibraryItemArchived",
  z.object({ itemId: z.string().uuid("Choose a library item."), archived: z.boolean() }),
  edit("The library item could not be archived. Please try again."),
  (scope, d) => setLibraryItemArchived(scope, d.itemId, d.archived),
);
