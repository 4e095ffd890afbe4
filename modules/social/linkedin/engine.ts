/**
 * Who writes LinkedIn ideas and posts: Social Media Settings choose "ai" (an AI engine — the one
 * named there, else the content engine, else the brand's default) or "agent" (ideas go to the
 * external agent as the spec's linkedin_content_ideas webhook, to brand_data.agent_process_sm_webhook_url
 * or an endpoint receiving that type). Resolution, budget and voice reuse modules/content/engine.
 */
import { eq } from "drizzle-orm";
import { socialSettings } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { EXTERNAL_AGENT_ENGINE, getContentSettings, resolveContentEngine, type ContentEngine, type ContentSettings } from "@/modules/content/engine";

export const LINKEDIN_IDEAS_EVENT = "linkedin_content_ideas";

export type SocialAi = Extract<ContentEngine, { kind: "ai" }> | { kind: "none"; note: string };
export type SocialEngine = SocialAi | { kind: "social-agent"; label: string };

export async function socialEngineChoice(scope: BrandScope): Promise<{ engine: "ai" | "agent"; engineKey: string | null }> {
  const [row] = await withScope(scope, (tx) => tx.select({ engine: socialSettings.engine, engineKey: socialSettings.engineKey }).from(socialSettings).where(eq(socialSettings.brandId, scope.brandId)));
  return { engine: row?.engine === "agent" ? "agent" : "ai", engineKey: row?.engineKey ?? null };
}

/** The AI engine that writes (posts always; ideas unless the agent is chosen), with the content settings it runs under. */
export async function resolveSocialAi(scope: BrandScope): Promise<{ engine: SocialAi; settings: ContentSettings }> {
  const settings = await getContentSettings(scope);
  const choice = await socialEngineChoice(scope);
  const engineKey = choice.engineKey ?? (settings.engineKey === EXTERNAL_AGENT_ENGINE ? null : settings.engineKey);
  const engine = await resolveContentEngine(scope, { ...settings, engineKey });
  if (engine.kind === "none") return { engine: { kind: "none", note: engine.note.replace("Content Marketing Settings (/cm-settings)", "Social Media Settings (/social-media-settings)") }, settings };
  if (engine.kind === "agent") return { engine: { kind: "none", note: "Connect an AI engine on /integrations to write LinkedIn posts." }, settings };
  return { engine, settings };
}

/** The engine for ideas: the external agent when Social Media Settings choose it, else the AI engine. */
export async function resolveIdeasEngine(scope: BrandScope): Promise<{ engine: SocialEngine; settings: ContentSettings }> {
  const choice = await socialEngineChoice(scope);
  if (choice.engine === "agent") return { engine: { kind: "social-agent", label: "External agent" }, settings: await getContentSettings(scope) };
  return resolveSocialAi(scope);
}

/** What the ideas page says about who generates (and, with none, what to connect). */
export async function ideasEngineSummary(scope: BrandScope): Promise<{ kind: "ai" | "agent" | "none"; text: string }> {
  const { engine } = await resolveIdeasEngine(scope);
  if (engine.kind === "social-agent")
    return { kind: "agent", text: "Social Media Settings send ideas to the external agent: the request goes out as the linkedin_content_ideas webhook (to agent_process_sm_webhook_url) and the ideas appear here when it answers." };
  if (engine.kind === "ai") return { kind: "ai", text: `${engine.label} suggests ideas from the brand's content, SEO/SAIO findings, growth learnings and news sources, each with its reason.` };
  return { kind: "none", text: engine.note };
}
