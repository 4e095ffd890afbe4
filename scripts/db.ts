/** `npm run db:migrate` and `npm run db:seed [email]`: safe while `npm start` runs (see scripts/lib/database.ts). */
import { eq } from "drizzle-orm";
import { migrateDatabase } from "@/db/migrate";
import { syncTemplateLibrary } from "@/modules/sops/library/sync";
import { closeDb } from "@/db/client";
import { seedDemoBrand } from "@/db/seed";
import { profiles } from "@/db/schema";
import { ensureDemoAccount } from "@/lib/auth/demo";
import { openScriptDatabase } from "./lib/database";

async function main() {
  const [command, email] = process.argv.slice(2);
  if (command !== "migrate" && command !== "seed") {
    console.error("usage: db.ts migrate | seed [user-email]");
    process.exit(2);
  }
  const conn = await openScriptDatabase();
  try {
    await migrateDatabase(conn.db);
    await syncTemplateLibrary(conn.db);
    if (command === "migrate") {
      console.log("Database is up to date.");
      return;
    }
    let userId: string;
    if (email) {
      const [p] = await conn.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email.toLowerCase()));
      if (!p) throw new Error(`No user with email ${email}: sign up first, then seed.`);
      userId = p.id;
    } else {
      userId = (await ensureDemoAccount(conn.db)).userId;
    }
    const r = await seedDemoBrand(conn.db, userId);
    await closeDb();
    console.log(r.created ? `Seeded the demo brand (${r.brandId}).` : "The demo brand already exists; nothing to do.");
  } finally {
    await conn.close();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
