/**
 * Scripted focus-group participants for the loopback fake engine: each persona answers in a fixed,
 * recognisable way (its name, the question kind, whom it heard before), with the structured part the
 * question asks for — a rating of 5, the first listed option, every option in the listed order.
 */
import { lastUserText, systemText, type FakeChatRequest, type FakeReply } from "./fake-openai";

export function isModeratorCall(req: FakeChatRequest): boolean {
  return systemText(req).startsWith("You moderate a market-research focus group");
}

export function participantName(req: FakeChatRequest): string | null {
  return /^You are (.+?), a participant in a market-research focus group/.exec(systemText(req))?.[1] ?? null;
}

function quoted(list: string): string[] {
  return [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

export function scriptedFocusGroup(req: FakeChatRequest, opts: { longWinded?: string } = {}): FakeReply {
  const user = lastUserText(req);
  if (isModeratorCall(req)) return { content: JSON.stringify({ text: "What worries you most about letting an app write to your clients?" }), promptTokens: 500, completionTokens: 50 };
  const name = participantName(req) ?? "Someone";
  const said = /react to the others\):\n([\s\S]*?)\n\n/.exec(user)?.[1] ?? "";
  const heard = said.split("\n").some((l) => l && !l.startsWith("Moderator:")) ? "after hearing the others" : "first to speak";
  let text = `${name} here, ${heard}: it sounds useful for my work.`;
  if (opts.longWinded === name) text = `${text} ${"really ".repeat(200)}useful.`;
  const out: Record<string, unknown> = { text };
  const rating = /Give a whole-number rating from (\d+) to (\d+)/.exec(user);
  const choice = /Choose exactly one of: (.+) — and say why\./.exec(user);
  const rank = /Rank all of these, best first: (.+) — and say why\./.exec(user);
  if (rating) out.rating = 5;
  else if (choice) out.choice = quoted(choice[1]!)[0];
  else if (rank) out.ranking = quoted(rank[1]!);
  return { content: JSON.stringify(out), promptTokens: 1000, completionTokens: 100 };
}
