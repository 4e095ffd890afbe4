import { connection } from "next/server";

const STATUSES = ["pending", "in_progress", "blocked", "done", "cancelled"] as const;
const PRIORITIES = ["High", "Medium", "Low"] as const;

/**
 * A 50-row table rendered on every request (like a signed-in page, which can never be static): the
 * rows follow a formula, and the request time makes the page dynamic without any I/O.
 */
export default async function BarePage() {
  await connection();
  const now = Date.now();
  const rows = Array.from({ length: 50 }, (_, i) => ({
    id: i + 1,
    title: `Seeded task ${i + 1}`,
    status: STATUSES[i % STATUSES.length]!,
    priority: PRIORITIES[i % PRIORITIES.length]!,
    assignee: i % 7 === 0 ? "Unassigned" : ["Sam Lee", "Ava Stone", "Noah Park", "Lena Ruiz"][i % 4]!,
    due: new Date(now + ((i % 40) - 20) * 86_400_000).toISOString().slice(0, 10),
  }));
  return (
    <>
      <nav aria-label="Breadcrumb" className="crumbs">
        <ol>
          <li>Section 11</li>
          <li aria-current="page">Tasks</li>
        </ol>
      </nav>
      <h1>Tasks</h1>
      <table>
        <thead>
          <tr>
            <th>Title</th>
            <th>Status</th>
            <th>Priority</th>
            <th>Assignee</th>
            <th>Due</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>
                <a href={`/tasks/${r.id}`}>{r.title}</a>
              </td>
              <td>
                <span className={`badge badge-${r.status}`}>{r.status.replace("_", " ")}</span>
              </td>
              <td>{r.priority}</td>
              <td>{r.assignee}</td>
              <td>{r.due}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
