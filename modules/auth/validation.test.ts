import { describe, expect, it } from "vitest";
import { hasErrors, validateLogin, validateNewPassword, validateRegistration } from "./validation";

describe("auth form validation (spec §5)", () => {
  it("login needs email and password", () => {
    expect(validateLogin("", "")).toEqual({ email: "Enter your email address.", password: "Enter your password." });
    expect(validateLogin("not-an-email", "x").email).toBe("Enter a valid email address.");
    expect(hasErrors(validateLogin(" ada@example.test ", "x"))).toBe(false);
  });

  it("registration needs full name, email and a password of at least 6 characters", () => {
    expect(validateRegistration("  ", "", "")).toEqual({
      fullName: "Enter your full name.",
      email: "Enter your email address.",
      password: "Create a password.",
    });
    expect(validateRegistration("Ada", "ada@example.test", "12345").password).toBe("Password must be at least 6 characters.");
    expect(hasErrors(validateRegistration("Ada", "ada@example.test", "123456"))).toBe(false);
  });

  it("a new password needs 6 characters and a matching confirmation", () => {
    expect(validateNewPassword("12345", "12345").password).toBe("Password must be at least 6 characters.");
    expect(validateNewPassword("12345", "other").confirm).toBeUndefined();
    expect(validateNewPassword("123456", "1234567").confirm).toBe("The passwords don't match.");
    expect(hasErrors(validateNewPassword("123456", "123456"))).toBe(false);
  });
});
