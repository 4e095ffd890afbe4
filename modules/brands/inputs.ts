import { z } from "zod";

const brandName = z.string().trim().min(1, "Brand name is required").max(120, "Keep the brand name under 120 characters");
const brandId = z.string().uuid();

export const createBrandInput = z.object({ name: brandName });
export const renameBrandInput = z.object({ brandId, name: brandName });
export const deleteBrandInput = z.object({ brandId });
export const selectBrandInput = z.object({ brandId });

