/**
 * The NEXT_PUBLIC_ variables, for code that also runs in the browser (lib/supabase/config.ts).
 * Next inlines `process.env.NEXT_PUBLIC_X` into the browser bundle at build time only where it is
 * written out literally (a computed or destructured read stays undefined there), so each one is
 * spelled out here: with lib/env.ts the only app file the lint rule lets read process.env.
 * lib/env.ts validates the same variables on the server at start; "" counts as unset, as there.
 * A function, not a constant: server-side tests set them at run time.
 */
export type PublicEnv = {
  NEXT_PUBLIC_SUPABASE_URL: string | undefined;
  NEXT_PUBLIC_SUPABASE_ANON_KEY: string | undefined;
};

export function publicEnv(): PublicEnv {
  return {
    NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL || undefined,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY || undefined,
  };
}
