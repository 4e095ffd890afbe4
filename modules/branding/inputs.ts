import { z } from "zod";

const text = (max: number, what: string) => z.string().trim().max(max, `Keep the ${what} under ${max} characters`).default("");
const url = (what: string) =>
  z
    .string()
    .trim()
    .max(2000, `Keep the ${what} under 2000 characters`)
    .refine((v) => !v || /^https?:\/\/[^\s]+$/i.test(v), `The ${what} must be a full http(s) address, e.g. https://example.com`)
    .default("");

export const saveBrandingInput = z.object({
  title: text(80, "title"),
  description: text(300, "description"),
  ogTitle: text(120, "Open Graph title"),
  ogDescription: text(300, "Open Graph description"),
  ogImage: url("Open Graph image"),
  keywords: text(500, "keywords"),
  canonicalUrl: url("canonical URL"),
  productName: text(80, "product name"),
});

const image = z.instanceof(Blob, { message: "Choose an image file" });
export const uploadBrandingImageInput = z.object({ kind: z.enum(["favicon", "logo"], { message: "Unknown image" }), file: image });
export const removeBrandingImageInput = z.object({ kind: z.enum(["favicon", "logo"], { message: "Unknown image" }) });
