/**
 * A focus-group project ready to run, inserted as the schema stores it (the projects, stimuli and
 * guide editors are other modules): three personas in two segments, recruited; a concept and two
 * headline variants; a guide with an open warm-up, a rating with probes, a choice across the
 * variants and a ranking.
 */
import { getDb } from "@/db/client";
import { aiEngines, fgGuides, fgParticipants, fgProjects, fgStimuli, personas, type GuideSection } from "@/db/schema";

export const FG_PERSONAS = [
  { name: "Maya Chen", segment: "Freelancers", occupation: "Freelance designer", pains: ["Chasing unpaid invoices"] },
  { name: "Tom Berger", segment: "Freelancers", occupation: "Freelance copywriter", pains: ["Too many tools"] },
  { name: "Ines Duarte", segment: "Agencies", occupation: "Agency operations lead", pains: ["Reporting to clients takes hours"] },
] as const;

export async function seedFgProject(brandId: string, ownerId: string, opts: { turnWordCap?: number; probes?: boolean; guide?: GuideSection[] } = {}) {
  const db = getDb();
  const people = await db
    .insert(personas)
    .values(
      FG_PERSONAS.map((p) => ({
        brandId,
        name: p.name,
        segmentKey: p.segment,
        source: "manual",
        createdBy: ownerId,
        profile: { summary: `${p.occupation} who works with small clients.`, occupation: p.occupation, age: 34, goals: ["Get paid on time"], pains: [...p.pains], objections: ["Another subscription"], channels: ["LinkedIn"], backstory: "", quote: "Show me it saves time." },
      })),
    )
    .returning({ id: personas.id, name: personas.name });
  const [project] = await db.insert(fgProjects).values({ brandId, name: "Invoice app launch", objective: "Which headline wins", createdBy: ownerId }).returning({ id: fgProjects.id });
  const projectId = project!.id;
  await db.insert(fgParticipants).values(people.map((p, i) => ({ brandId, projectId, personaId: p.id, quota: FG_PERSONAS[i]!.segment })));
  const [concept, a, b] = await db
    .insert(fgStimuli)
    .values([
      { brandId, projectId, kind: "concept", label: "Auto-chase", content: "An app that chases unpaid invoices for you, politely, every week.", position: 0 },
      { brandId, projectId, kind: "headline", label: "Get paid faster", content: "Get paid faster — without the awkward emails.", variantGroup: "headline", variant: "A", position: 1 },
      { brandId, projectId, kind: "headline", label: "Never chase again", content: "Never chase an invoice again.", variantGroup: "headline", variant: "B", position: 2 },
    ])
    .returning({ id: fgStimuli.id });
  const sections: GuideSection[] = opts.guide ?? [
    { key: "warmup", title: "Warm-up", kind: "warmup", questions: [{ id: "q-warm", kind: "open", text: "How do you handle invoices today?", probes: [] }] },
    {
      key: "concept",
      title: "The concept",
      kind: "stimulus",
      questions: [
        {
          id: "q-rate",
          kind: "rating",
          text: "How appealing is this concept?",
          stimulusId: concept!.id,
          scale: { min: 1, max: 7, minLabel: "Not at all", maxLabel: "Very" },
          probes: opts.probes === false ? [] : ["What would make it more appealing?", "What worries you about it?"],
        },
      ],
    },
    {
      key: "headlines",
      title: "Headlines",
      kind: "stimulus",
      questions: [
        { id: "q-choice", kind: "choice", text: "Which headline would make you click?", variantGroup: "headline", probes: [] },
        { id: "q-rank", kind: "ranking", text: "Rank these benefits.", options: ["Speed", "Politeness", "Price"], probes: [] },
      ],
    },
  ];
  await db.insert(fgGuides).values({ brandId, projectId, sections, moderatorInstructions: "Keep it friendly; probe on worries.", turnWordCap: opts.turnWordCap ?? 40 });
  return { projectId, personaIds: people.map((p) => p.id), people, stimuli: { concept: concept!.id, a: a!.id, b: b!.id } };
}

/** An OpenAI-compatible engine on the loopback fake, $1 per 1,000 tokens each way (visible budget arithmetic). */
export async function addFakeEngine(brandId: string, baseUrl: string): Promise<string> {
  const [engine] = await getDb()
    .insert(aiEngines)
    .values({ brandId, label: "Local test model", provider: "openai-compatible", model: "test-model", baseUrl, isDefault: true, priceInPerMTok: "1000", priceOutPerMTok: "1000" })
    .returning({ id: aiEngines.id });
  return engine!.id;
}
