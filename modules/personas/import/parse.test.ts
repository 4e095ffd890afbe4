import { describe, expect, it } from "vitest";
import { parsePersonaImport, problemText, splitList } from "./parse";

describe("CSV", () => {
  it("recognises headers in any spelling, splits lists on ; and |, keeps unknown columns as attributes", () => {
    const csv = 'Persona Name,SUMMARY,age,Job Title,Pain points,goals,Company Size,Favourite bean\n"Ada, Brew",Owns two cafés.,41,Owner,Rent|Staff,Speed; Margin,1–10,Ethiopian\n';
    const r = parsePersonaImport(csv, "p.csv");
    expect(r).toMatchObject({ format: "csv", fileError: null });
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]).toMatchObject({
      label: "Row 2",
      name: "Ada, Brew",
      problems: [],
      profile: { summary: "Owns two cafés.", age: 41, occupation: "Owner", pains: ["Rent", "Staff"], goals: ["Speed", "Margin"], company: { size: "1–10", name: null }, attributes: { "Favourite bean": "Ethiopian" } },
    });
  });

  it("reads a semicolon-separated file by its header line", () => {
    const r = parsePersonaImport("name;summary;goals\nBo;Bakes bread.;Fresh loaves|Early mornings");
    expect(r.rows[0]!.profile).toMatchObject({ summary: "Bakes bread.", goals: ["Fresh loaves", "Early mornings"] });
  });

  it("names the row and field of every problem and skips blank lines", () => {
    const r = parsePersonaImport("name,summary,age\n\nAl,,abc\n,Has no name.,30");
    expect(r.rows.map((row) => row.problems.map((p) => problemText(row, p)))).toEqual([['Row 3, age: "abc" is not a whole number.', "Row 3, summary: The summary is empty."], ["Row 4, name: The name is empty."]]);
    expect(r.rows.every((row) => row.profile === null)).toBe(true);
  });

  it("refuses a file without a name column, or without rows", () => {
    expect(parsePersonaImport("title,age\nX,3").fileError).toBe('The CSV needs a "name" column in its header row (found: title, age).');
    expect(parsePersonaImport("name,summary\n").fileError).toBe("The file has a header row but no personas.");
    expect(parsePersonaImport("   ").fileError).toBe("The file is empty.");
  });
});

describe("JSON", () => {
  it("takes an array of flat personas and our export format", () => {
    expect(parsePersonaImport('[{"name":"Cy","summary":"Roaster.","age":"52","channels":"Email|Trade fairs"}]').rows[0]!.profile).toMatchObject({ age: 52, channels: ["Email", "Trade fairs"] });
    const exported = JSON.stringify({ version: 1, personas: [{ name: "Di", segmentKey: "home", profile: { summary: "Home barista.", goals: ["Latte art"], company: { name: "Acme", industry: null, size: null, role: "Buyer" } } }] });
    expect(parsePersonaImport(exported).rows[0]).toMatchObject({ name: "Di", segmentKey: "home", profile: { goals: ["Latte art"], company: { name: "Acme", role: "Buyer" } } });
  });

  it("says what is wrong with the file or an item", () => {
    expect(parsePersonaImport("{ nope", "p.json").fileError).toMatch(/^The file is not valid JSON: /);
    expect(parsePersonaImport('{"people":[]}').fileError).toBe('The JSON must be an array of personas or an export of the form { "version": 1, "personas": [...] }.');
    expect(parsePersonaImport("[]").fileError).toBe("The file holds no personas.");
    const r = parsePersonaImport('[42, {"name":"Ed","summary":"Ok.","age":300}]');
    expect(r.rows[0]!.problems).toEqual([{ field: null, message: "Not a persona object." }]);
    expect(r.rows[1]!.problems[0]!.field).toBe("age");
  });
});

it("splits lists", () => {
  expect(splitList("a; b|c\nd")).toEqual(["a", "b", "c", "d"]);
  expect(splitList(["x ", "", 3])).toEqual(["x", "3"]);
  expect(splitList(null)).toEqual([]);
});
