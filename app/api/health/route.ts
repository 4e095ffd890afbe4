import { sql } from "drizzle-orm";
import { asSystem } from "@/lib/system";

export async function GET() {
  try {
    await asSystem("health check", (db) => db.execute(sql`select 1`));
    return Response.json({ db: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch (e) {
    console.error("[health]", e instanceof Error ? e.message : e);
    return Response.json({ db: "unavailable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
