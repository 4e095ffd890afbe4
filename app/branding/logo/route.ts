import { brandingImageResponse } from "@/modules/branding/serve";

/** The deployment's logo for the login page (issue 26), `/branding/logo?v=<sha256-8>`. */
export function GET(req: Request): Promise<Response> {
  return brandingImageResponse(req, "logo");
}
