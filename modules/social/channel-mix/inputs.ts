import { z } from "zod";

export const runChannelMixInput = z.object({});
