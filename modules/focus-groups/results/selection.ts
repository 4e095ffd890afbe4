/** The project and sessions a result page shows, from its URL (?project=<id>&sessions=<id>,<id>). */
import { isUuid, type BrandScope } from "@/lib/brand-scope";
import { defaultSessionIds, listProjectSessions, listResultProjects, type ProjectOption, type SessionOption } from "./load";

export type Selection = {
  projects: ProjectOption[];
  project: ProjectOption | null;
  sessions: SessionOption[];
  /** Sessions shown; empty when none has answers. */
  selected: string[];
  allByDefault: boolean;
};

type Params = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function resolveSelection(scope: BrandScope, params: Params): Promise<Selection> {
  const projects = await listResultProjects(scope);
  const wanted = one(params.project);
  // An unknown or foreign id falls back to the first project with answers: the page never says whether it exists elsewhere.
  const project = projects.find((p) => p.id === wanted) ?? projects.find((p) => p.answered > 0) ?? projects[0] ?? null;
  if (!project) return { projects, project: null, sessions: [], selected: [], allByDefault: true };
  const sessions = await listProjectSessions(scope, project.id);
  const raw = one(params.sessions);
  const asked = raw ? raw.split(",").filter((id) => isUuid(id) && sessions.some((s) => s.id === id && s.answers > 0)) : [];
  const allByDefault = asked.length === 0;
  return { projects, project, sessions, selected: allByDefault ? defaultSessionIds(sessions) : asked, allByDefault };
}
