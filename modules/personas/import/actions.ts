"use server";

import { z } from "zod";
import { brandAction } from "@/lib/action";
import { importPersonas, previewImport } from "./store";

/** 2 MB of text: a thousand detailed personas fit; more is a mistake, not an import. */
const importInput = z.object({
  text: z.string().min(1, "Choose a file or paste its content first.").max(2_000_000, "The file is larger than 2 MB. Split it and import the parts."),
  fileName: z.string().max(255).nullable().optional(),
  briefId: z.uuid().nullable(),
});

export const previewPersonaImportAction = brandAction(
  "previewPersonaImport",
  importInput,
  { module: "personas", access: "edit", failure: "The file could not be read. Please try again." },
  async (scope, input) => previewImport(scope, { text: input.text, fileName: input.fileName ?? null, briefId: input.briefId }),
);

export const importPersonasAction = brandAction(
  "importPersonas",
  importInput,
  { module: "personas", access: "edit", failure: "The personas could not be imported. Please try again." },
  async (scope, input) => importPersonas(scope, { text: input.text, fileName: input.fileName ?? null, briefId: input.briefId }),
);
