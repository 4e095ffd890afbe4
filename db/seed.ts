/**
 * Demo data: one realistic brand for a given user — brand data lists, a growth squad, tasks in
 * several states, a year of bi-weekly sprints and SAIO prompts — plus its removable sample history. Idempotent: a second run finds the brand by
 * (owner, name) and changes nothing.
 */
import { and, eq } from "drizzle-orm";
import { addDays, format, startOfYear } from "date-fns";
import { generateSprints } from "../modules/sprints/generator";
import { seedSampleData } from "../modules/sample-data/seed";
import type { Database } from "./client";
import {
  activityLogs,
  brandData,
  brands,
  currentNavigation,
  foundationalTasks,
  growthSprints,
  growthSquad,
  profiles,
  saioPrompts,
  userBrandAccess,
  type TaskLevel,
  type TaskStatus,
} from "./schema";

export const DEMO_BRAND_NAME = "Northwind Coffee Roasters";

/**
 * The brand, then (once it is committed) its sample history through the modules' own functions
 * (modules/sample-data/seed.ts), which talk to the app's database handle (getDb) as the owner.
 */
export async function seedDemoBrand(db: Database, userId: string, today = new Date()): Promise<{ brandId: string; created: boolean }> {
  const result = await seedBrand(db, userId, today);
  if (result.created) await seedSampleData(userId, result.brandId, today);
  return result;
}

async function seedBrand(db: Database, userId: string, today: Date): Promise<{ brandId: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: brands.id })
      .from(brands)
      .where(and(eq(brands.userId, userId), eq(brands.name, DEMO_BRAND_NAME)));
    if (existing) return { brandId: existing.id, created: false };

    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId));
    if (!profile) throw new Error(`No profile for user ${userId}: create the user first.`);

    const [brand] = await tx
      .insert(brands)
      .values({
        name: DEMO_BRAND_NAME,
        userId,
        website: "https://northwind-coffee.example",
        industry: "E-commerce",
        country: "United States",
        languages: ["en"],
        description:
          "Specialty coffee roaster selling single-origin beans and subscriptions online, plus two cafés in Portland, OR.",
        toneOfVoice: "Warm, knowledgeable, never snobby. Short sentences; concrete tasting notes.",
      })
      .returning({ id: brands.id });
    const brandId = brand!.id;

    await tx.insert(brandData).values({
      brandId,
      keywords: [
        "specialty coffee beans",
        "coffee subscription",
        "single origin coffee",
        "fresh roasted coffee online",
        "ethiopian yirgacheffe",
        "light roast coffee",
        "portland coffee roaster",
      ],
      personas: ["Home barista enthusiast", "Busy professional subscriber", "Office manager buying in bulk"],
      prompts: [
        "What is the best coffee subscription in the US?",
        "Which roasters sell fresh single-origin beans online?",
        "Best light roast coffee for pour-over",
      ],
      competitors: [
        { name: "Blue Bottle Coffee", domain: "bluebottlecoffee.com" },
        { name: "Stumptown Coffee", domain: "stumptowncoffee.com" },
        { name: "Trade Coffee", domain: "drinktrade.com" },
      ],
    });
    await tx.insert(userBrandAccess).values({ brandId, userId, role: "owner", grantedBy: userId });

    const squad = await tx
      .insert(growthSquad)
      .values([
        { brandId, name: profile.fullName ?? "Demo User", alias: "Lead", email: profile.email, userId },
        { brandId, name: "Maya Chen", alias: "SEO", email: "maya@northwind-coffee.example" },
        { brandId, name: "Luis Ortega", alias: "Paid", email: "luis@northwind-coffee.example" },
        { brandId, name: "Priya Nair", alias: "Content", email: "priya@northwind-coffee.example" },
      ])
      .returning({ id: growthSquad.id });

    // A year of bi-weekly sprints from the first Monday of the year, by the app's own generator (spec §9).
    let start = startOfYear(today);
    while (start.getDay() !== 1) start = addDays(start, 1);
    const day = format(today, "yyyy-MM-dd");
    const sprintRows: (typeof growthSprints.$inferInsert)[] = generateSprints(format(start, "yyyy-MM-dd"), "bi-weekly").map((s) => ({
      ...s,
      brandId,
      userId,
      status: s.endDate < day ? "closed" : "open",
    }));
    const sprints = await tx.insert(growthSprints).values(sprintRows).returning();
    const current = sprints.find((s) => s.status === "open" && s.startDate <= day && s.endDate >= day) ?? sprints.find((s) => s.status === "open");

    const t = (
      title: string,
      status: TaskStatus,
      priority: TaskLevel,
      difficulty: TaskLevel,
      who: number,
      dueInDays: number | null,
      description = "",
    ): typeof foundationalTasks.$inferInsert => ({
      brandId,
      userId,
      title,
      description,
      status,
      priority,
      difficulty,
      assignedTo: squad[who]!.id,
      sprintId: current?.id ?? null,
      dueDate: dueInDays === null ? null : format(addDays(today, dueInDays), "yyyy-MM-dd"),
      sourceType: "my_own_initiative",
      sourceData: {},
      startedAt: status === "in_progress" || status === "done" ? addDays(today, -3) : null,
      completedAt: status === "done" ? addDays(today, -1) : null,
    });
    await tx.insert(foundationalTasks).values([
      t("Audit product page titles and meta descriptions", "in_progress", "High", "Medium", 1, 3, "Cover the 40 bean SKUs; keep titles under 60 characters and lead with origin + roast."),
      t("Launch holiday gift-subscription campaign", "pending", "High", "High", 2, 10, "Search + Performance Max; budget $4k; target gift-giving queries from Nov 20."),
      t("Write brewing guide: V60 pour-over for light roasts", "pending", "Medium", "Medium", 3, 7),
      t("Fix 404s from the old /shop/ URLs", "blocked", "High", "Low", 1, -2, "Waiting for the developer to deploy the redirect map."),
      t("Set up GA4 subscription funnel events", "done", "Medium", "Medium", 0, -4),
      t("Interview five subscribers about churn reasons", "pending", "Medium", "Low", 0, 14),
      t("Refresh Instagram highlight covers", "done", "Low", "Low", 3, -6),
      t("Draft Q1 wholesale outreach sequence", "pending", "Low", "Medium", 2, null),
    ]);
    // SAIO starts with the questions a buyer of this brand would ask; answers only come from real runs.
    const prompt = (text: string, topic: string) => ({ brandId, text, topic, createdBy: userId });
    await tx.insert(saioPrompts).values([
      prompt("What is the best coffee subscription in the US?", "Subscriptions"),
      prompt("Which coffee subscription is best for beginners?", "Subscriptions"),
      prompt("Which roasters sell fresh single-origin beans online?", "Beans"),
      prompt("Where can I buy Ethiopian Yirgacheffe beans online?", "Beans"),
      prompt("Best light roast coffee for pour-over", "Brewing"),
      prompt("Which Portland coffee roasters ship nationwide?", "Local"),
    ]);
    await tx.insert(currentNavigation).values({ userId, brandId }).onConflictDoNothing();
    await tx.insert(activityLogs).values({
      brandId,
      userId,
      actionType: "create_brand",
      userAction: `Created brand "${DEMO_BRAND_NAME}"`,
      payload: { name: DEMO_BRAND_NAME },
    });
    return { brandId, created: true };
  });
}
