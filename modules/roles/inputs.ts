import { z } from "zod";
import { ACCESS_LEVELS } from "./matrix";

const roleName = z.string().trim().min(1, "Give the role a name").max(60, "Keep the role name under 60 characters");
const description = z.string().trim().max(300, "Keep the description under 300 characters").default("");
const permissions = z.record(z.string(), z.enum(ACCESS_LEVELS));
const roleId = z.string().uuid("Unknown role");

export const createRoleInput = z.object({
  name: roleName,
  description,
  template: z.enum(["none", "viewer", "member"]).default("viewer"),
});
export const updateRoleInput = z.object({ roleId, name: roleName, description });
export const setRolePermissionInput = z.object({ roleId, module: z.string().min(1), access: z.enum(ACCESS_LEVELS) });
export const replaceRolePermissionsInput = z.object({ roleId, permissions });
export const deleteRoleInput = z.object({ roleId });

