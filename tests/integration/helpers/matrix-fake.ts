/**
 * A loopback fake started once for a matrix file, on first use (most cells never need it), with the
 * app pointed at it (its env and its host allow-listed for the outbound client), closed after the file.
 */
import { afterAll } from "vitest";

export function matrixFake<F extends { host: string; env: () => Record<string, string>; close: () => Promise<void> }>(start: () => Promise<F>): () => Promise<F> {
  let fake: Promise<F> | null = null;
  afterAll(async () => {
    if (fake) await (await fake).close();
  });
  return () =>
    (fake ??= start().then((f) => {
      const allow = process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS;
      process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = allow ? `${allow},${f.host}` : f.host;
      Object.assign(process.env, f.env());
      return f;
    }));
}
