"use server";

import { brandAction } from "@/lib/action";
import { socialJobInput } from "./inputs";
import { cancelSocialJob, retrySocialJob } from "./queries";

export const cancelSocialJobAction = brandAction(
  "cancelSocialJob",
  socialJobInput,
  { module: "social-media", access: "edit", failure: "The job could not be cancelled. Please try again." },
  async (scope, { jobId }) => {
    await cancelSocialJob(scope, jobId);
    return { jobId };
  },
);

export const retrySocialJobAction = brandAction(
  "retrySocialJob",
  socialJobInput,
  { module: "social-media", access: "edit", failure: "The job could not be retried. Please try again." },
  async (scope, { jobId }) => {
    await retrySocialJob(scope, jobId);
    return { jobId };
  },
);
