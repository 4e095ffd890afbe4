import { randomUUID } from "node:crypto";
import * as roles from "@/modules/roles/actions";
import { defineMatrix } from "../helpers/matrix";

export default defineMatrix([
  { action: "createRole", call: roles.createRoleAction, allow: ["owner", "outsider"], input: () => ({ name: `Matrix role ${randomUUID().slice(0, 6)}` }) },
  { action: "updateRole", call: roles.updateRoleAction, allow: ["owner"], input: (w) => ({ roleId: w.a.roleId, name: `Renamed ${randomUUID().slice(0, 6)}`, description: "" }) },
  { action: "setRolePermission", call: roles.setRolePermissionAction, allow: ["owner"], input: (w) => ({ roleId: w.a.roleId, module: "seo", access: "edit" }) },
  { action: "replaceRolePermissions", call: roles.replaceRolePermissionsAction, allow: ["owner"], input: (w) => ({ roleId: w.a.roleId, permissions: { tasks: "edit" } }) },
  { action: "deleteRole", call: roles.deleteRoleAction, allow: ["owner"], input: (w) => ({ roleId: w.a.roleId }) },
]);
