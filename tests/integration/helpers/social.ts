/** The loopback fake Meta + LinkedIn for a social test file, reset before each test, with the app pointed at it. */
import { afterAll, beforeAll, beforeEach } from "vitest";
import { startFakeSocial, type FakeSocial } from "@/tests/support/fake-social";
import { allowing, withEnv } from "./seo-providers";

export function withFakeSocial(): () => FakeSocial {
  let fake: FakeSocial | undefined;
  beforeAll(async () => {
    fake = await startFakeSocial();
  });
  withEnv(() => ({ ...fake!.env(), OUTBOUND_ALLOW_PRIVATE_HOSTS: allowing(fake!.host) }));
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => fake?.reset());
  return () => fake!;
}
