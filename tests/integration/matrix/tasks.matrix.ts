/**
 * The task views' actions (issue 7). Quick Add and the squad list are in brands.matrix.ts (they came
 * with the shell). Every change needs edit access to tasks: owner and member; the viewer may only
 * read, and someone outside brand A finds nothing.
 */
import { getDb } from "@/db/client";
import { foundationalTasks, taskComments } from "@/db/schema";
import * as tasks from "@/modules/tasks/actions";
import { defineMatrix, type MatrixWorld, type Persona } from "../helpers/matrix";
import { sprintInA } from "./fixtures";

async function taskInA(w: MatrixWorld, title = "Matrix task in A"): Promise<string> {
  const [t] = await getDb()
    .insert(foundationalTasks)
    .values({ brandId: w.a.id, userId: w.a.owner.id, title, assignedTo: w.a.squadMemberId })
    .returning({ id: foundationalTasks.id });
  return t!.id;
}

/** A comment in A by the caller when they belong to A (authors may delete their own), else by A's owner. */
async function commentInA(w: MatrixWorld, persona: Persona): Promise<string> {
  const author = persona === "viewer" || persona === "member" || persona === "owner" ? w.users[persona] : w.a.owner;
  const taskId = await taskInA(w);
  const [c] = await getDb().insert(taskComments).values({ brandId: w.a.id, taskId, userId: author.id, body: "Matrix comment" }).returning({ id: taskComments.id });
  return c!.id;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export default defineMatrix([
  {
    action: "updateTask",
    call: tasks.updateTaskAction,
    allow: ["member", "owner"],
    input: async (w) => ({
      taskId: await taskInA(w),
      title: "Renamed by the matrix",
      status: "done",
      assignedTo: w.a.squadMemberId,
      sprintId: await sprintInA(w),
      dueDate: day(3),
    }),
  },
  {
    action: "changeTaskStatus",
    call: tasks.changeTaskStatusAction,
    allow: ["member", "owner"],
    input: async (w) => ({ taskId: await taskInA(w), status: "in_progress" }),
  },
  {
    action: "bulkUpdateTasks",
    call: tasks.bulkUpdateTasksAction,
    allow: ["member", "owner"],
    input: async (w) => ({ taskIds: [await taskInA(w, "First"), await taskInA(w, "Second")], status: "done", sprintId: await sprintInA(w), dueDate: day(5) }),
  },
  { action: "deleteTask", call: tasks.deleteTaskAction, allow: ["member", "owner"], input: async (w) => ({ taskId: await taskInA(w) }) },
  {
    action: "addTaskComment",
    call: tasks.addTaskCommentAction,
    allow: ["member", "owner"],
    input: async (w) => ({ taskId: await taskInA(w), body: "A comment from the matrix" }),
  },
  { action: "deleteTaskComment", call: tasks.deleteTaskCommentAction, allow: ["member", "owner"], input: (w, persona) => commentInA(w, persona).then((commentId) => ({ commentId })) },
]);
