import * as sprints from "@/modules/sprints/actions";
import { defineMatrix } from "../helpers/matrix";
import { sprintInA } from "./fixtures";

export default defineMatrix([
  // Names no row of A: the outsider generates sprints for their own brand B.
  { action: "generateSprints", call: sprints.generateSprintsAction, allow: ["member", "owner", "outsider"], input: () => ({ startDate: `${new Date().getFullYear()}-01-05`, frequency: "bi-weekly" }) },
  {
    action: "updateSprint",
    call: sprints.updateSprintAction,
    allow: ["member", "owner"],
    input: async (w) => ({ sprintId: await sprintInA(w), name: "Matrix sprint renamed", startDate: "2026-01-05", endDate: "2026-01-18", status: "active" }),
  },
  { action: "deleteSprint", call: sprints.deleteSprintAction, allow: ["member", "owner"], input: async (w) => ({ sprintId: await sprintInA(w) }) },
]);
