"use server";
/**
 * Recurring slots of the content calendar (/cm-posts-selected): thin brandAction wrappers over
 * ./series. Writes need edit access to content marketing.
 */
import { brandAction } from "@/lib/action";
import { createSeriesInput, fillSlotInput, seriesIdInput } from "./inputs";
import { createSeries, deleteSeries, fillSlot } from "./series";

const edit = { module: "content-marketing", access: "edit", signedOut: "Please log in to change the content calendar." } as const;

export const createContentSeriesAction = brandAction("createContentSeries", createSeriesInput, edit, (scope, d) => createSeries(scope, d));

export const deleteContentSeriesAction = brandAction("deleteContentSeries", seriesIdInput, edit, (scope, d) => deleteSeries(scope, d.seriesId));

export const fillContentSeriesSlotAction = brandAction("fillContentSeriesSlot", fillSlotInput, edit, (scope, d) => fillSlot(scope, d.seriesId, d.day, d.postId));
