import { describe, expect, it } from "vitest";
import { authMail, escapeHtml, extractLinks, layoutMail } from "./templates";

describe("mail templates", () => {
  const link = "http://localhost:3000/auth/confirm?token_hash=abc&type=signup&next=%2F";

  it("puts the link and the code in both parts, with Supabase's subjects", () => {
    const subjects = { confirmation: "Confirm Your Signup", magiclink: "Your Magic Link", recovery: "Reset Your Password", email_change: "Confirm Email Change" } as const;
    for (const [kind, subject] of Object.entries(subjects)) {
      const m = authMail(kind as keyof typeof subjects, { link, otp: "123456", email: "a@b.test", newEmail: "c@d.test" });
      expect(m.subject).toBe(subject);
      expect(m.text).toContain(link);
      expect(m.text).toContain("Or enter this code: 123456");
      expect(m.html).toContain(escapeHtml(link));
      expect(m.html).toContain("123456");
      expect(extractLinks(m.text)).toEqual([link]);
    }
  });

  it("escapes everything it interpolates", () => {
    const m = layoutMail({ subject: "<s>", heading: "<h>", paragraphs: ["a & <b>"], action: { label: "go", url: 'https://x.test/?a="1"' } });
    expect(m.html).not.toContain("<b>");
    expect(m.html).toContain("a &amp; &lt;b&gt;");
    expect(m.html).toContain("https://x.test/?a=&quot;1&quot;");
  });
});
