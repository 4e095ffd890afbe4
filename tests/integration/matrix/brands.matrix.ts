import * as brands from "@/modules/brands/actions";
import * as navigation from "@/modules/navigation/actions";
import * as tasks from "@/modules/tasks/actions";
import { defineMatrix } from "../helpers/matrix";

export default defineMatrix([
  // Brand lifecycle (spec §5/§6): anyone signed in creates their own; only the owner renames or deletes.
  { action: "createBrand", call: brands.createBrandAction, allow: ["viewer", "member", "owner", "outsider"], input: () => ({ name: "Matrix new brand" }) },
  { action: "renameBrand", call: brands.renameBrandAction, allow: ["owner"], input: (w) => ({ brandId: w.a.id, name: "Renamed by matrix" }) },
  { action: "deleteBrand", call: brands.deleteBrandAction, allow: ["owner"], input: (w) => ({ brandId: w.a.id }) },
  { action: "selectBrand", call: brands.selectBrandAction, allow: ["viewer", "member", "owner"], input: (w) => ({ brandId: w.a.id }) },
  // Reads the caller's current brand: the outsider gets B's personas, never A's.
  { action: "listSidebarPersonas", call: navigation.listSidebarPersonasAction, allow: ["viewer", "member", "owner", "outsider"], input: () => ({}) },
  {
    action: "quickAddTask",
    call: tasks.quickAddTaskAction,
    allow: ["member", "owner"],
    input: (w) => ({ brandId: w.a.id, title: "Matrix task", description: "", priority: "Medium", difficulty: "Medium", assignedTo: w.a.squadMemberId }),
  },
  { action: "listGrowthSquad", call: tasks.listGrowthSquadAction, allow: ["viewer", "member", "owner"], input: (w) => ({ brandId: w.a.id }) },
]);
