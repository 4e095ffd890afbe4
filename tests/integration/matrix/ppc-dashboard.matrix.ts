import * as settings from "@/modules/ppc/settings/actions";
import { defineMatrix } from "../helpers/matrix";

// Performance marketing settings (issue #23): owners and members edit, viewers look. The action acts on the
// caller's current brand, so the outsider succeeds in their own brand B and brand A stays untouched.
// The dashboard and settings pages are server components behind requireModule("performance-marketing") with
// no route handler or action of their own; their brand isolation is in tests/integration/ppc.
export default defineMatrix([
  {
    action: "savePpcSettings",
    call: settings.savePpcSettingsAction,
    allow: ["owner", "member", "outsider"],
    input: () => ({ currency: "EUR", monthlyBudget: "2500", targetCpa: "40", targetRoas: "3.5", negativeMinClicks: 25, negativeMinCost: "60", market: "DE", brandWall: false }),
  },
]);
