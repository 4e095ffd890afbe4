"use server";

import { brandAction } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { NotFoundError, withScope } from "@/lib/brand-scope";
import { fgSessionIdInput, fgSessionTurnsInput, rerunFgSessionInput, startFgSessionInput } from "./inputs";
import { getSessionLive, type SessionLive } from "./queries";
import { cancelSession, pauseSession, rerunSession, resumeSession, startSessions } from "./run";

const edit = { module: "focus-groups", access: "edit", failure: "The session could not be changed. Please try again." } as const;

export const startFgSessionAction = brandAction("startFgSession", startFgSessionInput, { ...edit, failure: "The session could not be started. Please try again." }, async (scope, input) => {
  const out = await startSessions(scope, input);
  await withScope(scope, (tx) =>
    logScopeActivity(tx, scope, "fg_session_started", out.sessionIds.length === 1 ? `Started the focus-group session "${input.name}"` : `Started ${out.sessionIds.length} focus-group sessions (one per segment)`, {
      projectId: input.projectId,
      sessions: out.sessionIds.length,
    }),
  );
  return out;
});

export const rerunFgSessionAction = brandAction("rerunFgSession", rerunFgSessionInput, { ...edit, failure: "The session could not be run again. Please try again." }, async (scope, input) => rerunSession(scope, input.sessionId, input.seed));

export const pauseFgSessionAction = brandAction("pauseFgSession", fgSessionIdInput, edit, async (scope, input) => {
  await pauseSession(scope, input.sessionId);
  return { sessionId: input.sessionId };
});

export const resumeFgSessionAction = brandAction("resumeFgSession", fgSessionIdInput, edit, async (scope, input) => {
  await resumeSession(scope, input.sessionId);
  return { sessionId: input.sessionId };
});

export const cancelFgSessionAction = brandAction("cancelFgSession", fgSessionIdInput, edit, async (scope, input) => {
  await cancelSession(scope, input.sessionId);
  return { sessionId: input.sessionId };
});

/** The live view's poll: the session's state and the turns after the last one it has. */
export const fgSessionTurnsAction = brandAction(
  "listFgSessionTurns",
  fgSessionTurnsInput,
  { module: "focus-groups", access: "view", failure: "The transcript could not be loaded. It will try again." },
  async (scope, input): Promise<SessionLive> => {
    const live = await getSessionLive(scope, input.sessionId, input.afterSeq);
    if (!live) throw new NotFoundError();
    return live;
  },
);
