/**
 * The first half of `npm start`, run by scripts/start.ts in a short-lived child: migrate, sync the
 * SOP template library, and create the demo account + brand on the first start of an empty embedded
 * database. Embedded, this process owns the directory while it works and closes it before exiting;
 * the launcher then opens it for the app. Its code (migrations, the template library, the sample
 * history: ~110 MB of loaded modules) and the database's growth while migrating (~80 MB of PGlite's
 * wasm heap, which is never returned) leave with it instead of staying in the long-lived launcher.
 */
import { parseEnv } from "@/lib/env";
import { migrateDatabase } from "@/db/migrate";
import { syncTemplateLibrary } from "@/modules/sops/library/sync";
import { closeDb } from "@/db/client";
import { seedDemoBrand } from "@/db/seed";
import { ensureDemoAccount } from "@/lib/auth/demo";
import { EmbeddedDatabaseBusyError } from "@/db/embedded";
import { openScriptDatabase } from "./lib/database";

async function main() {
  const env = parseEnv(); // checked by the launcher already
  const conn = await openScriptDatabase({ own: true });
  try {
    await migrateDatabase(conn.db);
    await syncTemplateLibrary(conn.db);
    if (conn.embedded || env.DEMO_ACCOUNT) {
      const demo = await ensureDemoAccount(conn.db);
      // A failed sample history must not keep the app from starting: the brand itself is committed first.
      if (demo.created) await seedDemoBrand(conn.db, demo.userId).catch((e) => console.warn("The demo brand could not be fully created (its sample data is missing):", e));
      await closeDb(); // the sample history talks through the app's handle (getDb)
      console.log(`Demo account: ${demo.email} / ${conn.embedded && !process.env.DEMO_PASSWORD ? demo.password : "(DEMO_PASSWORD)"}`);
    }
  } finally {
    await conn.close();
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    if (e instanceof EmbeddedDatabaseBusyError) console.error(`${e.message}\n(Is another "npm start" running?)`);
    else console.error(e);
    process.exit(1);
  },
);
