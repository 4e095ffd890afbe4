/** The 19 Bullseye channels: notes, rings and order. */
import { eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { growthChannels } from "@/db/schema";
import { logScopeActivity } from "@/lib/activity";
import { CHANNEL_KEYS, type ChannelKey, type ChannelRing } from "@/db/schema/growth-enums";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import type { updateChannelInput } from "../inputs";
import { channelLabel } from "../labels";
import { type Idea, readIdeas } from "./ideas";
import { type Out } from "./shared";

export type Channel = {
  channel: ChannelKey;
  ring: ChannelRing;
  position: number;
  ideas: string;
  testCost: number | null;
  testResults: string;
  cac: number | null;
  updatedAt: Date | null;
};

/** All 19 channels: stored notes where they exist, else the outer ring in the book's order. */
export async function readChannels(tx: Tx, scope: BrandScope): Promise<Channel[]> {
  const rows = await tx.select().from(growthChannels).where(eq(growthChannels.brandId, scope.brandId));
  const byKey = new Map(rows.map((r) => [r.channel, r]));
  const all = CHANNEL_KEYS.map((key, i): Channel => {
    const r = byKey.get(key);
    return r
      ? { channel: key, ring: r.ring, position: r.position, ideas: r.ideas, testCost: r.testCost, testResults: r.testResults, cac: r.cac, updatedAt: r.updatedAt }
      : { channel: key, ring: "outer", position: 1000 + i, ideas: "", testCost: null, testResults: "", cac: null, updatedAt: null };
  });
  return all.sort((a, b) => a.position - b.position || CHANNEL_KEYS.indexOf(a.channel) - CHANNEL_KEYS.indexOf(b.channel));
}

export async function listChannels(scope: BrandScope): Promise<Channel[]> {
  return withScope(scope, (tx) => readChannels(tx, scope));
}

export async function updateChannel(scope: BrandScope, data: Out<typeof updateChannelInput>): Promise<{ channel: ChannelKey }> {
  return withScope(scope, async (tx) => {
    const channels = await readChannels(tx, scope);
    const current = channels.find((c) => c.channel === data.channel)!;
    const ring = data.ring ?? current.ring;
    // A channel moved to another ring goes to the end of it.
    const position =
      ring === current.ring ? current.position : Math.max(-1, ...channels.filter((c) => c.ring === ring).map((c) => Math.min(c.position, 999))) + 1;
    const next = {
      ring,
      position: Math.min(position, 999),
      ideas: data.ideas ?? current.ideas,
      testCost: data.testCost === undefined ? current.testCost : data.testCost,
      testResults: data.testResults ?? current.testResults,
      cac: data.cac === undefined ? current.cac : data.cac,
    };
    await tx
      .insert(growthChannels)
      .values({ brandId: scope.brandId, channel: data.channel, ...next })
      .onConflictDoUpdate({ target: [growthChannels.brandId, growthChannels.channel], set: { ...next, updatedAt: new Date() } });
    const moved = ring !== current.ring ? ` to the ${ring} ring` : "";
    await logScopeActivity(tx, scope, "growth_channel_updated", `Updated ${channelLabel(data.channel)}${moved}`, { channel: data.channel, ring });
    return { channel: data.channel };
  });
}

/** Sets the order of the given channels inside a ring (each listed channel is moved into it). */
export async function rankChannels(scope: BrandScope, ring: ChannelRing, order: ChannelKey[]): Promise<{ ring: ChannelRing }> {
  return withScope(scope, async (tx) => {
    for (const [position, channel] of order.entries()) {
      await tx
        .insert(growthChannels)
        .values({ brandId: scope.brandId, channel, ring, position })
        .onConflictDoUpdate({ target: [growthChannels.brandId, growthChannels.channel], set: { ring, position, updatedAt: new Date() } });
    }
    await logScopeActivity(tx, scope, "growth_channels_ranked", `Ranked the ${ring} ring: ${order.map(channelLabel).join(", ")}`, { ring, order });
    return { ring };
  });
}

export type ChannelsPageData = { channels: Channel[]; ideas: Pick<Idea, "id" | "channel" | "status" | "outcome">[] };
export async function getChannelsPage(scope: BrandScope): Promise<ChannelsPageData> {
  return withScope(scope, async (tx) => ({
    channels: await readChannels(tx, scope),
    ideas: (await readIdeas(tx, scope)).map(({ id, channel, status, outcome }) => ({ id, channel, status, outcome })),
  }));
}
