import { getCurrentUser } from "@/lib/auth/session";
import { isUuid } from "@/lib/brand-scope";
import { IMAGE_CSP } from "@/lib/uploads/image";
import { getAvatar } from "@/modules/user-settings/queries";

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

/** A person's avatar, visible to whoever shares a brand with them (row-level security decides). */
export async function GET(_req: Request, { params }: { params: Promise<{ userId: string }> }) {
  const { userId } = await params;
  const user = await getCurrentUser();
  if (!user || !isUuid(userId)) return notFound();
  const avatar = await getAvatar(user, userId);
  if (!avatar) return notFound();
  return new Response(new Uint8Array(avatar.data), {
    headers: {
      "Content-Type": avatar.mimeType,
      "Content-Length": String(avatar.data.byteLength),
      // The URL carries ?v=<upload time>, so a new avatar is a new URL.
      "Cache-Control": "private, max-age=31536000, immutable",
      "Content-Security-Policy": IMAGE_CSP,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
