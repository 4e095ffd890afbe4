"use server";

import { z } from "zod";
import { brandAction } from "@/lib/action";
import { listSidebarPersonas, type SidebarPersona } from "./queries";

/** Reloaded by the sidebar on "brandChanged" and "personasGenerated" (spec §4). */
export const listSidebarPersonasAction = brandAction(
  "listSidebarPersonas",
  z.object({}),
  { module: "personas", access: "view", failure: "Failed to load personas" },
  async (scope): Promise<SidebarPersona[]> => listSidebarPersonas(scope),
);
