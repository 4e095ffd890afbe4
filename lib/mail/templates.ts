/**
 * The mails the app sends: a plain text part and a simple HTML part (table layout and inline
 * styles, which is what mail clients render reliably). Pure functions, unit-tested.
 */

export type MailContent = { subject: string; text: string; html: string };

/** The product name mails use unless the deployment's branding names it otherwise (lib/branding title). */
export const DEFAULT_PRODUCT = "Growth OS";

export function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/**
 * One message in the house layout. `paragraphs` are plain text (escaped here); the button and the
 * fallback link carry `action.url`; `code` shows a one-time code under the button.
 */
export function layoutMail(opts: {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  code?: string;
  footer?: string;
  /** The deployment's product name (its branding); default "Growth OS". */
  product?: string;
}): MailContent {
  const PRODUCT = opts.product ?? DEFAULT_PRODUCT;
  const footer = opts.footer ?? `You received this email because of an action on your ${PRODUCT} account. If it was not you, you can ignore it.`;
  const textParts = [opts.heading, "", ...opts.paragraphs.flatMap((p) => [p, ""])];
  if (opts.action) textParts.push(`${opts.action.label}: ${opts.action.url}`, "");
  if (opts.code) textParts.push(`Or enter this code: ${opts.code}`, "");
  textParts.push("—", footer);

  const p = (t: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:24px;color:#334155;">${escapeHtml(t)}</p>`;
  const button = opts.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:8px;background:#0f172a;">
<a href="${escapeHtml(opts.action.url)}" style="display:inline-block;padding:12px 22px;font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(opts.action.label)}</a>
</td></tr></table>`
    : "";
  const code = opts.code
    ? `${p("Or enter this code:")}<p style="margin:0 0 24px;font-size:28px;letter-spacing:6px;font-weight:700;font-family:ui-monospace,SFMono-Regular,Menlo,monospace;color:#0f172a;">${escapeHtml(opts.code)}</p>`
    : "";
  const fallback = opts.action
    ? `<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:#64748b;">If the button does not work, copy this link into your browser:</p>
<p style="margin:0 0 24px;font-size:13px;line-height:20px;word-break:break-all;"><a href="${escapeHtml(opts.action.url)}" style="color:#2563eb;">${escapeHtml(opts.action.url)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(opts.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:32px 12px;"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;border:1px solid #e2e8f0;">
<tr><td style="padding:28px 32px 8px;font-size:14px;font-weight:700;letter-spacing:.04em;color:#0f172a;">${escapeHtml(PRODUCT)}</td></tr>
<tr><td style="padding:8px 32px 8px;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#0f172a;">${escapeHtml(opts.heading)}</h1>
${opts.paragraphs.map(p).join("\n")}
${button}
${code}
${fallback}
</td></tr>
<tr><td style="padding:16px 32px 28px;border-top:1px solid #e2e8f0;font-size:12px;line-height:18px;color:#94a3b8;">${escapeHtml(footer)}</td></tr>
</table>
</td></tr></table>
</body></html>`;
  return { subject: opts.subject, text: textParts.join("\n"), html };
}

export type AuthMailKind = "confirmation" | "magiclink" | "recovery" | "email_change" | "reauthentication";

/** Texts of the auth mails (subjects as Supabase's default templates). */
export function authMail(kind: AuthMailKind, v: { link: string; otp: string; email: string; newEmail?: string; product?: string }): MailContent {
  const PRODUCT = v.product ?? DEFAULT_PRODUCT;
  const product = PRODUCT;
  switch (kind) {
    case "confirmation":
      return layoutMail({
        product,
        subject: "Confirm Your Signup",
        heading: "Confirm your email address",
        paragraphs: [`Welcome to ${PRODUCT}! Confirm ${v.email} to activate your account.`, "This link is valid for one hour."],
        action: { label: "Confirm my email", url: v.link },
        code: v.otp,
      });
    case "magiclink":
      return layoutMail({
        product,
        subject: "Your Magic Link",
        heading: `Log in to ${PRODUCT}`,
        paragraphs: ["Use this link to log in. It works once and is valid for one hour."],
        action: { label: "Log in", url: v.link },
        code: v.otp,
      });
    case "recovery":
      return layoutMail({
        product,
        subject: "Reset Your Password",
        heading: "Reset your password",
        paragraphs: [`Someone asked to reset the password of the ${PRODUCT} account for ${v.email}.`, "Follow the link to choose a new password. It is valid for one hour."],
        action: { label: "Choose a new password", url: v.link },
        code: v.otp,
        footer: "If you did not ask for this, ignore this email: your password stays unchanged.",
      });
    case "email_change":
      return layoutMail({
        product,
        subject: "Confirm Email Change",
        heading: "Confirm your new email address",
        paragraphs: [`Confirm the change of your ${PRODUCT} email from ${v.email} to ${v.newEmail ?? ""}.`, "This link is valid for one hour."],
        action: { label: "Confirm the change", url: v.link },
        code: v.otp,
        footer: "If you did not ask for this change, ignore this email: your address stays unchanged.",
      });
    case "reauthentication":
      return layoutMail({
        subject: "Confirm Reauthentication",
        heading: "Confirm it is you",
        paragraphs: [`Enter this code in ${PRODUCT} to confirm a sensitive change to the account ${v.email}.`, "The code is valid for one hour."],
        code: v.otp,
        footer: "If you did not ask for this code, someone may know your password: change it.",
      });
  }
}

/** http(s) links in a text part, in order, without duplicates (the mailbox page lists them). */
export function extractLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  return [...new Set(found)];
}
