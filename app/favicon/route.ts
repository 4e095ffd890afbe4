import { brandingImageResponse } from "@/modules/branding/serve";

/** The deployment's favicon (issue 26), `/favicon?v=<sha256-8>`; without an upload, the built-in /favicon.svg. */
export function GET(req: Request): Promise<Response> {
  return brandingImageResponse(req, "favicon");
}
