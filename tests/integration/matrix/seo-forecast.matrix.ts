import { getDb } from "@/db/client";
import { seoGscRows } from "@/db/schema";
import * as forecast from "@/modules/seo/forecast/actions";
import { gscHistoryRows } from "@/tests/support/gsc-history";
import { defineMatrix, type MatrixWorld, type Persona } from "../helpers/matrix";

// Starting a forecast is an edit (it writes a run); it acts on the caller's current brand, so the
// outsider succeeds in their own brand B and A stays untouched.
const anyBrand = ["owner", "member", "outsider"] as const;

const brandOf = (w: MatrixWorld, persona: Persona) => (persona === "outsider" ? w.b.id : w.a.id);

export default defineMatrix([
  {
    action: "runSeoForecast",
    call: forecast.runSeoForecastAction,
    allow: anyBrand,
    input: async (w, persona) => {
      // Allowed callers must really start a run: enough history in the brand the call lands in.
      const rows = gscHistoryRows({ lastDay: "2026-03-31", days: 100, queries: [{ query: "matrix forecast", page: "https://matrix.example/a/", impressions: 200, position: 4 }] });
      for (const brandId of new Set([w.a.id, brandOf(w, persona)])) await getDb().insert(seoGscRows).values(rows.map((r) => ({ ...r, brandId })));
      return { weeks: 4 };
    },
  },
]);
