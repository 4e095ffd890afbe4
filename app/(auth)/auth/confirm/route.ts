import type { NextRequest } from "next/server";
import { confirmEmailLink } from "@/modules/auth/confirm";

export async function GET(request: NextRequest) {
  return confirmEmailLink(request);
}
