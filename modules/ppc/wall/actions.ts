"use server";

import { z } from "zod";
import { brandAction } from "@/lib/action";
import { addWallNegatives } from "./queries";

export const addWallNegativesAction = brandAction(
  "addWallNegatives",
  z.object({ brandIds: z.array(z.string().uuid("Not found. It may have been deleted, or you no longer have access to it.")).min(1, "Choose at least one brand.").max(200) }),
  { module: "performance-marketing", access: "edit", failure: "The brand terms could not be added as negatives. Please try again." },
  (scope, d) => addWallNegatives(scope, d.brandIds),
);
