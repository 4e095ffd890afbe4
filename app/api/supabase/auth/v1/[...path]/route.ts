/** The built-in Supabase-compatible auth endpoint (supabase-js URL: `<origin>/api/supabase`). */
import { handleAuthRequest } from "@/lib/auth/endpoint";

const handle = (request: Request) => handleAuthRequest(request);

export { handle as GET, handle as POST, handle as PUT };
