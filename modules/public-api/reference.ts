/** The API reference page (/api/v1/docs): rendered on the server from the OpenAPI document. Filled in below. */
export function renderReference(doc: Record<string, unknown>): string {
  return `<!doctype html><title>Growth OS API</title><pre>${JSON.stringify(doc, null, 2).replace(/[<>&]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;" })[c]!)}</pre>`;
}
