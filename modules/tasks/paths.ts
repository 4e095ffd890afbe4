/** The address of a task's own page (spec §2 /tasks/{brandId}/{taskId}); client-safe. */
export function taskPath(brandId: string, taskId: string): string {
  return `/tasks/${brandId}/${taskId}`;
}
