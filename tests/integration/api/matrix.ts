/**
 * The public API's cross-tenant matrix entries: one per endpoint ("METHOD /path" as declared), each a
 * request aimed at brand A built in the cell's fresh world. api-matrix.test.ts runs every entry with
 * keys of {brand B's owner, A's viewer, member and owner, an A key without the scope} and fails for
 * any registered endpoint without an entry. Add your endpoints' entries here (one block per module).
 */
import { getDb } from "@/db/client";
import { foundationalTasks } from "@/db/schema";
import type { MatrixWorld } from "../helpers/matrix";
import { sprintInA } from "../matrix/fixtures";

export type ApiMatrixEntry = {
  endpoint: string;
  /** The request aimed at brand A. A path holding one of A's ids must answer brand B's key with 404. */
  request: (w: MatrixWorld) => Promise<{ path: string; body?: unknown }> | { path: string; body?: unknown };
};

async function taskInA(w: MatrixWorld): Promise<string> {
  const [t] = await getDb()
    .insert(foundationalTasks)
    .values({ brandId: w.a.id, title: `Task of ${w.a.name}`, assignedTo: w.a.squadMemberId })
    .returning({ id: foundationalTasks.id });
  return t!.id;
}

export const API_MATRIX: ApiMatrixEntry[] = [
  // ─── tasks, sprints, squad, activity ───────────────────────────────────────────────────────────
  { endpoint: "GET /tasks", request: async (w) => (await taskInA(w), { path: "/tasks" }) },
  { endpoint: "GET /tasks/{task_id}", request: async (w) => ({ path: `/tasks/${await taskInA(w)}` }) },
  // Names A's squad member: brand B's key must get 404 and create nothing.
  { endpoint: "POST /tasks", request: (w) => ({ path: "/tasks", body: { title: "Matrix API task", assignee_id: w.a.squadMemberId } }) },
  { endpoint: "PATCH /tasks/{task_id}", request: async (w) => ({ path: `/tasks/${await taskInA(w)}`, body: { status: "done" } }) },
  { endpoint: "GET /sprints", request: async (w) => (await sprintInA(w), { path: "/sprints" }) },
  { endpoint: "GET /sprints/{sprint_id}", request: async (w) => ({ path: `/sprints/${await sprintInA(w)}` }) },
  { endpoint: "GET /squad", request: () => ({ path: "/squad" }) },
  { endpoint: "GET /activity", request: () => ({ path: "/activity" }) },
];
