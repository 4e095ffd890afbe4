import { z } from "zod";

export const socialJobInput = z.object({ jobId: z.string().uuid("Unknown job") });
