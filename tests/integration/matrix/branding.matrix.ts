import * as b from "@/modules/branding/actions";
import { defineMatrix } from "../helpers/matrix";
import { PNG } from "./fixtures";

// Deployment branding is for deployment admins only (APP_ADMIN_EMAILS or the first user, who is none of
// a cell's fresh personas): every persona is refused, and no brand is touched (tests/integration/branding).
export default defineMatrix([
  { action: "saveBranding", call: b.saveBrandingAction, allow: [], input: () => ({ title: "Matrix Title" }) },
  { action: "uploadBrandingImage", call: b.uploadBrandingImageAction, allow: [], input: () => ({ kind: "favicon", file: new Blob([PNG]) }) },
  { action: "removeBrandingImage", call: b.removeBrandingImageAction, allow: [], input: () => ({ kind: "logo" }) },
]);
