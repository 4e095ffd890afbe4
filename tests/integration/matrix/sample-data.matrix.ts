import { getDb } from "@/db/client";
import { growthPillars, sampleRows } from "@/db/schema";
import { removeSampleDataAction } from "@/modules/sample-data/actions";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

/** A sample row in brand A (a growth pillar, as the demo's sample history has three). */
async function sampleRowInA(w: MatrixWorld): Promise<void> {
  const [p] = await getDb().insert(growthPillars).values({ brandId: w.a.id, name: "Sample pillar" }).returning({ id: growthPillars.id });
  await getDb().insert(sampleRows).values({ brandId: w.a.id, tableName: "growth_pillars", rowId: p!.id });
}

// Removing sample data is brand administration (module brand-settings): owners and admins only.
// The brand is named explicitly (as the banner does), so the outsider's call aims at brand A too.
export default defineMatrix([
  {
    action: "removeSampleData",
    call: removeSampleDataAction,
    allow: ["owner"],
    input: async (w) => {
      await sampleRowInA(w);
      return { brandId: w.a.id };
    },
  },
]);
