import { describe, expect, it } from "vitest";
import { fillTemplate, lastFour, maskToken, templateVariables, tokenProblem } from "./providers";

describe("API tokens", () => {
  it("checks obvious format mistakes", () => {
    expect(tokenProblem("openai", "sk-abcdefghijklmnopqrstuvwx1234")).toBeNull();
    expect(tokenProblem("openai", "pplx-abcdefghijklmnopqrstuvwx")).toContain("does not look like a OpenAI token");
    expect(tokenProblem("openai", "sk-abc def")).toContain("spaces");
    expect(tokenProblem("other", "abc")).toContain("too short");
    expect(tokenProblem("nope", "abcdefgh")).toBe("Choose a provider from the list.");
    expect(tokenProblem("dataforseo", "me@example.com:s3cret-pass")).toBeNull();
    expect(tokenProblem("dataforseo", "s3cret-password-only")).toContain("login:password");
  });

  it("shows only the last four characters", () => {
    expect(lastFour("sk-abcdefghijklmnop1234")).toBe("1234");
    expect(lastFour("short1")).toBe("t1");
    expect(maskToken("1234")).toBe("•••• 1234");
  });
});

describe("prompt templates", () => {
  it("lists variables once, in order", () => {
    expect(templateVariables("Write about {topic} for {audience}; mention {topic} and { brand.name }.")).toEqual(["topic", "audience", "brand.name"]);
    expect(templateVariables("No variables, {} or {1bad}")).toEqual([]);
  });

  it("fills known variables and leaves unknown ones visible", () => {
    expect(fillTemplate("Hi {name}, see {link}", { name: "Ada" })).toBe("Hi Ada, see {link}");
  });
});
