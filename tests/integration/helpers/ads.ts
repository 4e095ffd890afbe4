/** The loopback fake Google Ads + Microsoft Advertising for a ppc test file, reset before each test, with the app pointed at it. */
import { afterAll, beforeAll, beforeEach } from "vitest";
import { startFakeAds, type FakeAds } from "@/tests/fixtures/ppc/fake-ads-server";
import { allowing, withEnv } from "./seo-providers";

export function withFakeAds(): () => FakeAds {
  let fake: FakeAds | undefined;
  beforeAll(async () => {
    fake = await startFakeAds();
  });
  withEnv(() => ({ ...fake!.env(), OUTBOUND_ALLOW_PRIVATE_HOSTS: allowing(fake!.host) }));
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => fake?.reset());
  return () => fake!;
}
