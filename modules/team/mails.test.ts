import { describe, expect, it } from "vitest";
import { accessGrantedMail, invitationMail } from "./mails";

describe("team mails", () => {
  it("invites with the brand, the inviter, the role and a link", () => {
    const m = invitationMail({ brandName: "Acme <b>", inviterName: "Alice", roleName: "Viewer", url: "http://x.test/invite/abc", email: "bob@x.test" });
    expect(m.subject).toBe("Alice invited you to Acme <b> on Growth OS");
    expect(m.text).toContain("as Viewer");
    expect(m.text).toContain("http://x.test/invite/abc");
    // Names are user input: escaped in the HTML part.
    expect(m.html).toContain("Acme &lt;b&gt;");
    expect(m.html).not.toContain("Acme <b>");
  });

  it("tells an existing user they were added", () => {
    const m = accessGrantedMail({ brandName: "Acme", inviterName: "Alice", roleName: "Member", url: "http://x.test/dashboard" });
    expect(m.subject).toBe("You now have access to Acme on Growth OS");
    expect(m.text).toContain("http://x.test/dashboard");
  });
});
