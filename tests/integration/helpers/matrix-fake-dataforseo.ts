import { afterAll } from "vitest";
import { FAKE_KEYS, startFakeSeoProviders, type FakeSeoProviders } from "@/tests/support/fake-seo-providers";

/**
 * For matrix files whose allowed personas must really reach DataForSEO: a loopback fake answering with
 * its documented bodies, as the deployment's provider (every brand of the run uses it), started on first
 * use and closed after the file.
 */
export function matrixFakeDataForSeo(): () => Promise<FakeSeoProviders> {
  let fake: Promise<FakeSeoProviders> | null = null;
  afterAll(async () => {
    if (fake) await (await fake).close();
  });
  return () => {
    fake ??= startFakeSeoProviders().then((f) => {
      const allow = process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS;
      process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = allow ? `${allow},${f.host}` : f.host;
      const [login, password] = FAKE_KEYS.dataforseo.split(":");
      Object.assign(process.env, { DATAFORSEO_BASE_URL: f.baseUrl, DATAFORSEO_LOGIN: login, DATAFORSEO_PASSWORD: password });
      return f;
    });
    return fake;
  };
}
