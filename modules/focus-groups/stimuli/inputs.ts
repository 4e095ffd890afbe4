import { z } from "zod";

const uuid = (what: string) => z.string().uuid(`Choose a ${what}.`);
export const projectId = uuid("project");
export const stimulusId = uuid("stimulus");

const label = z.string().trim().min(1, "Give the stimulus a label.").max(160, "A label has at most 160 characters.");
const content = z.string().trim().max(8_000, "The text has at most 8,000 characters.");
const variantGroup = z.string().trim().max(80, "A variant group name has at most 80 characters.").nullable().optional();
const url = z
  .string()
  .trim()
  .max(2048, "The address has at most 2,048 characters.")
  .url("Enter a full address starting with https://.")
  .refine((u) => /^https?:\/\//i.test(u), "Only http and https addresses can be snapshotted.");
const price = z.number({ message: "Enter the price as a number." }).nonnegative("A price cannot be negative.").max(9_999_999_999, "That price is too large.");
const currency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, "Use a three-letter currency code such as USD or EUR.");

const text = (kind: "concept" | "headline" | "ad_copy", what: string) =>
  z.object({ projectId, kind: z.literal(kind), label, content: content.min(1, `Write the ${what}.`), variantGroup });

export const createStimulusInput = z.discriminatedUnion("kind", [
  text("concept", "concept"),
  text("headline", "headline"),
  text("ad_copy", "ad copy"),
  z.object({ projectId, kind: z.literal("url"), label, url, content: content.optional().default(""), variantGroup }),
  z.object({ projectId, kind: z.literal("price"), label, price, currency, content: content.optional().default(""), variantGroup }),
]);

export const MAX_IMAGE_FORM_BYTES = 10 * 1024 * 1024;

/** The image form: FormData with projectId, label, description (required: what text-only engines get), variantGroup, file. */
export const imageStimulusForm = z.object({
  projectId,
  label,
  content: content.min(1, "Describe the image in words: engines that cannot see images get this text."),
  variantGroup,
});

export const updateStimulusInput = z.object({
  stimulusId,
  label: label.optional(),
  content: content.optional(),
  url: url.optional(),
  price: price.optional(),
  currency: currency.optional(),
  variantGroup,
});

export const reorderStimuliInput = z.object({ projectId, ids: z.array(z.string().uuid()).min(1, "Nothing to reorder.").max(200) });
