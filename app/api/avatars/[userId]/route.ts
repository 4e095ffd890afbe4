import { getCurrentUser } from "@/lib/auth/session";
import { notFoundResponse } from "@/lib/brand-route";
import { isUuid } from "@/lib/brand-scope";
import { imageResponse } from "@/lib/uploads/image";
import { getAvatar } from "@/modules/user-settings/queries";

/** A person's avatar, visible to whoever shares a brand with them (row-level security decides). */
export async function GET(_req: Request, { params }: { params: Promise<{ userId: string }> }) {
  const { userId } = await params;
  const user = await getCurrentUser();
  if (!user || !isUuid(userId)) return notFoundResponse();
  const avatar = await getAvatar(user, userId);
  if (!avatar) return notFoundResponse();
  // The URL carries ?v=<upload time>, so a new avatar is a new URL.
  return imageResponse(avatar, { "Cache-Control": "private, max-age=31536000, immutable" });
}
