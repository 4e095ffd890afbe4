import { and, asc, desc, eq, sql } from "drizzle-orm";
import { brands, personaInterviewMessages, personaInterviews, personas } from "@/db/schema";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";

export type InterviewSummary = { id: string; title: string; personaVersion: number; engineLabel: string | null; messages: number; createdAt: string; updatedAt: string };
export type InterviewMessage = {
  id: string;
  role: "interviewer" | "persona";
  content: string;
  citations: { sourceId: string; title: string; chunkId?: string }[];
  createdAt: string;
};
export type InterviewDetail = InterviewSummary & { personaId: string; personaName: string; currentVersion: number; brandName: string; transcript: InterviewMessage[] };

export async function listInterviews(scope: BrandScope, personaId: string): Promise<InterviewSummary[]> {
  const rows = await withScope(scope, (tx) =>
    tx
      .select({
        id: personaInterviews.id,
        title: personaInterviews.title,
        personaVersion: personaInterviews.personaVersion,
        engineLabel: personaInterviews.engineLabel,
        messages: sql<number>`(select count(*)::int from ${personaInterviewMessages} where ${personaInterviewMessages.interviewId} = ${personaInterviews.id})`,
        createdAt: personaInterviews.createdAt,
        updatedAt: personaInterviews.updatedAt,
      })
      .from(personaInterviews)
      .where(and(eq(personaInterviews.brandId, scope.brandId), eq(personaInterviews.personaId, personaId)))
      .orderBy(desc(personaInterviews.updatedAt)),
  );
  return rows.map((r) => ({ ...r, messages: Number(r.messages), createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() }));
}

/** One interview of the brand with its transcript (oldest first); NotFoundError for another brand's. */
export async function getInterview(scope: BrandScope, interviewId: string): Promise<InterviewDetail> {
  return withScope(scope, async (tx) => {
    const [row] = await tx
      .select({
        id: personaInterviews.id,
        title: personaInterviews.title,
        personaVersion: personaInterviews.personaVersion,
        engineLabel: personaInterviews.engineLabel,
        createdAt: personaInterviews.createdAt,
        updatedAt: personaInterviews.updatedAt,
        personaId: personas.id,
        personaName: personas.name,
        currentVersion: personas.version,
        brandName: brands.name,
      })
      .from(personaInterviews)
      .innerJoin(personas, and(eq(personas.id, personaInterviews.personaId), eq(personas.brandId, personaInterviews.brandId)))
      .innerJoin(brands, eq(brands.id, personaInterviews.brandId))
      .where(and(eq(personaInterviews.id, interviewId), eq(personaInterviews.brandId, scope.brandId)));
    if (!row) throw new NotFoundError();
    const messages = await tx
      .select({ id: personaInterviewMessages.id, role: personaInterviewMessages.role, content: personaInterviewMessages.content, citations: personaInterviewMessages.citations, createdAt: personaInterviewMessages.createdAt })
      .from(personaInterviewMessages)
      .where(and(eq(personaInterviewMessages.brandId, scope.brandId), eq(personaInterviewMessages.interviewId, interviewId)))
      .orderBy(asc(personaInterviewMessages.createdAt), asc(personaInterviewMessages.id));
    return {
      ...row,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      messages: messages.length,
      transcript: messages.map((m) => ({ ...m, role: m.role === "persona" ? "persona" : "interviewer", createdAt: m.createdAt.toISOString() })),
    };
  });
}
