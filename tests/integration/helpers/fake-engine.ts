import { afterAll, beforeAll, beforeEach } from "vitest";
import { resetCallSlots } from "@/modules/ai/rate-limit";
import { startFakeOpenAI, type FakeChatRequest, type FakeEmbedder, type FakeOpenAI, type FakeReply } from "../../support/fake-openai";

/**
 * The loopback OpenAI-compatible server for a test file: started before its tests (and allowed
 * through the outbound guard), closed after them; each test starts with free model-call slots.
 * Returns a getter, since the server exists only once beforeAll ran.
 */
export function fakeOpenAIForFile(reply: (req: FakeChatRequest) => FakeReply | Promise<FakeReply>, opts: { embed?: FakeEmbedder } = {}): () => FakeOpenAI {
  let fake: FakeOpenAI | undefined;
  beforeAll(async () => {
    fake = await startFakeOpenAI(reply, 0, opts);
    process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = fake.host;
  });
  afterAll(async () => {
    delete process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS;
    await fake?.close();
  });
  beforeEach(() => resetCallSlots());
  return () => fake!;
}
