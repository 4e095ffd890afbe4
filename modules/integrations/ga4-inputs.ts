import { z } from "zod";

export const chooseGa4PropertyInput = z.object({
  brandId: z.string().optional(),
  property: z
    .string()
    .trim()
    .regex(/^properties\/\d+$/, "Choose a Google Analytics property (properties/ and its number)."),
});

export const refreshGa4PropertiesInput = z.object({ brandId: z.string().optional() });
