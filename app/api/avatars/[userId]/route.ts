import { getCurrentUser } from "@/lib/auth/session";
import { notFoundResponse } from "@/lib/brand-route";
import { isUuid } from "@/lib/brand-scope";
import { fileResponse } from "@/lib/storage";
import { getAvatar } from "@/modules/user-settings/queries";

/** A person's avatar from the file storage, visible to whoever shares a brand with them (row-level security decides). */
export async function GET(_req: Request, { params }: { params: Promise<{ userId: string }> }) {
  const { userId } = await params;
  const user = await getCurrentUser();
  if (!user || !isUuid(userId)) return notFoundResponse();
  const avatar = await getAvatar(user, userId);
  if (!avatar) return notFoundResponse();
  // Stored with "max-age=31536000, immutable": the URL carries ?v=<upload time>, so a new avatar is a new URL.
  // Only PNG, JPEG and WebP are stored as avatars; fileResponse would send anything active as an attachment anyway.
  return fileResponse(avatar.file, avatar.bytes);
}
