"use server";

import { z } from "zod";
import { brandAction } from "@/lib/action";
import { removeSampleData, SAMPLE_DATA_MODULE } from "./queries";

export const removeSampleDataAction = brandAction(
  "removeSampleData",
  // The brand the banner was shown for, so a brand switched in another tab is never the one emptied.
  z.object({ brandId: z.string().uuid() }),
  { module: SAMPLE_DATA_MODULE, access: "edit", failure: "Failed to remove the sample data" },
  (scope) => removeSampleData(scope),
);
