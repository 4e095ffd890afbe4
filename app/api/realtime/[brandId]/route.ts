import { withBrandRoute } from "@/lib/brand-route";
import { authoriseTopics, openChannel } from "@/lib/realtime/channel";

/**
 * The live channel of a brand: Server-Sent Events of its changes for ?topics=tasks,presence,…
 * (lib/realtime/channel). A brand the caller cannot see, or a topic whose module it cannot view, is a
 * bare 404 like any other brand's resource.
 */
export const GET = withBrandRoute<{ brandId: string }>("/api/realtime/[brandId]", { brand: { param: "brandId" } }, async (req, scope) => {
  const topics = await authoriseTopics(scope, new URL(req.url).searchParams.get("topics"));
  return openChannel(scope, topics, req.signal);
});
