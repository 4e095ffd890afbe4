import { z } from "zod";
import { BRAND_EVENT_KEYS } from "./event-types";

const endpointId = z.string().uuid();
const url = z
  .string()
  .trim()
  .min(1, "Enter the endpoint URL")
  .max(2000, "Keep the URL under 2,000 characters")
  .url("Enter a full URL, like https://example.com/hooks/growth-os")
  .refine((v) => /^https?:\/\//i.test(v), "The URL must start with https:// or http://");
const eventTypes = z.array(z.enum(BRAND_EVENT_KEYS)).min(1, "Choose at least one event type").max(BRAND_EVENT_KEYS.length);
const description = z
  .string()
  .trim()
  .max(200, "Keep the description under 200 characters")
  .optional()
  .transform((v) => v || null);

export const createWebhookEndpointInput = z.object({ url, description, eventTypes });
export const updateWebhookEndpointInput = z.object({ endpointId, url, description, eventTypes });
export const setWebhookEndpointActiveInput = z.object({ endpointId, active: z.boolean() });
export const deleteWebhookEndpointInput = z.object({ endpointId });
export const rotateWebhookSecretInput = z.object({ endpointId });
export const sendTestWebhookInput = z.object({ endpointId });
export const resendWebhookDeliveryInput = z.object({ deliveryId: z.string().uuid() });

