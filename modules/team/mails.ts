import { DEFAULT_PRODUCT, layoutMail, type MailContent } from "@/lib/mail";
import { INVITATION_TTL_DAYS } from "./tokens";

/** `product`: the deployment's name (lib/branding title), default "Growth OS". */
type Common = { brandName: string; inviterName: string; roleName: string; url: string; product?: string };

export function invitationMail(v: Common & { email: string }): MailContent {
  const product = v.product ?? DEFAULT_PRODUCT;
  return layoutMail({
    product,
    subject: `${v.inviterName} invited you to ${v.brandName} on ${product}`,
    heading: `Join ${v.brandName} on ${product}`,
    paragraphs: [
      `${v.inviterName} invited you to work on the brand "${v.brandName}" as ${v.roleName}.`,
      `Open the link, then sign in or create an account with ${v.email} to accept. The invitation expires in ${INVITATION_TTL_DAYS} days.`,
    ],
    action: { label: "Accept invitation", url: v.url },
    footer: `You received this email because someone invited this address to a brand on ${product}. If you did not expect it, you can ignore it.`,
  });
}

export function accessGrantedMail(v: Common): MailContent {
  const product = v.product ?? DEFAULT_PRODUCT;
  return layoutMail({
    product,
    subject: `You now have access to ${v.brandName} on ${product}`,
    heading: `You were added to ${v.brandName}`,
    paragraphs: [`${v.inviterName} gave you access to the brand "${v.brandName}" as ${v.roleName}.`, "It is in your brand list now."],
    action: { label: `Open ${product}`, url: v.url },
    footer: `You received this email because someone added your account to a brand on ${product}.`,
  });
}
