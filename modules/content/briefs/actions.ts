"use server";

/**
 * Server actions of /content-briefs: thin wrappers (lib/action: sign-in → zod → scope → permission)
 * over queries.ts, draft.ts and exports.ts. Each is in the cross-tenant matrix
 * (tests/integration/matrix/content-briefs.matrix.ts).
 */
import { brandAction } from "@/lib/action";
import { createBrief } from "./create";
import { draftBriefWithAi } from "./draft";
import { exportBrief, exportDownloadUrl } from "./exports";
import { assignBriefInput, briefIdInput, createBriefInput, exportBriefInput, exportDownloadInput, setBriefStatusInput, shareBriefInput, updateBriefInput } from "./inputs";
import { newBriefDefaults } from "./defaults";
import { assignBrief, deleteBrief, revokeBriefShare, setBriefStatus, shareBrief, updateBrief } from "./queries";

const edit = { module: "content-marketing", access: "edit" } as const;
const view = { module: "content-marketing", access: "view" } as const;

export const createContentBriefAction = brandAction("createContentBrief", createBriefInput, { ...edit, failure: "Failed to create the brief" }, async (scope, d) =>
  createBrief(scope, { ...(await newBriefDefaults(scope)), title: d.title, keyword: d.keyword?.trim() || null, ideaId: d.ideaId ?? null }),
);

export const updateContentBriefAction = brandAction("updateContentBrief", updateBriefInput, { ...edit, failure: "Failed to save the brief" }, async (scope, d) => {
  const { id, publishedOn, ...rest } = d;
  const patch = { ...rest, ...(publishedOn !== undefined ? { publishedAt: publishedOn ? new Date(`${publishedOn}T00:00:00Z`) : null } : {}) };
  return updateBrief(scope, id, patch);
});

export const setContentBriefStatusAction = brandAction("setContentBriefStatus", setBriefStatusInput, { ...edit, failure: "Failed to change the brief's status" }, (scope, d) =>
  setBriefStatus(scope, d.id, d.status),
);

export const assignContentBriefAction = brandAction("assignContentBrief", assignBriefInput, { ...edit, failure: "Failed to assign the brief" }, (scope, d) =>
  assignBrief(scope, d.id, d.assigneeId),
);

export const deleteContentBriefAction = brandAction("deleteContentBrief", briefIdInput, { ...edit, failure: "Failed to delete the brief" }, (scope, d) => deleteBrief(scope, d.id));

export const draftContentBriefAction = brandAction("draftContentBrief", briefIdInput, { ...edit, failure: "Failed to draft the brief" }, (scope, d) => draftBriefWithAi(scope, d.id));

export const shareContentBriefAction = brandAction("shareContentBrief", shareBriefInput, { ...edit, failure: "Failed to create the share link" }, (scope, d) => shareBrief(scope, d.id, d.days));

export const revokeContentBriefShareAction = brandAction("revokeContentBriefShare", briefIdInput, { ...edit, failure: "Failed to revoke the share link" }, (scope, d) =>
  revokeBriefShare(scope, d.id),
);

/** Viewers may export: an export is a copy of what they can already read. */
export const exportContentBriefAction = brandAction("exportContentBrief", exportBriefInput, { ...view, failure: "Failed to export the brief" }, (scope, d) => exportBrief(scope, d.id, d.format));

export const contentBriefExportUrlAction = brandAction("contentBriefExportUrl", exportDownloadInput, { ...view, failure: "Failed to prepare the download" }, (scope, d) =>
  exportDownloadUrl(scope, d.exportId),
);
