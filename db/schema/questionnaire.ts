import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { profiles } from "./profiles";
import { createdAt, updatedAt } from "./_shared";

/** field key → answer (text, or a list of texts). */
export type QuestionnaireAnswers = Record<string, string | string[]>;

/** One row per answered step of the onboarding questionnaire, so each step saves on its own. */
export const brandQuestionnaireSteps = pgTable(
  "brand_questionnaire_steps",
  {
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    step: text("step").notNull(),
    answers: jsonb("answers").$type<QuestionnaireAnswers>().notNull().default({}),
    /** Set when the step was saved with its required answers; progress counts these. */
    completedAt: timestamp("completed_at", { withTimezone: true }),
    updatedBy: uuid("updated_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.step] })],
);
