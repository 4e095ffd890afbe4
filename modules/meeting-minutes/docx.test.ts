import { describe, expect, it } from "vitest";
import JSZip from "jszip";
import { docxToText } from "./docx";
import { extractActionItems } from "./extract";

/** The smallest real .docx Word opens: content types, the package relationship and the body. */
async function docx(paragraphs: string[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    "[Content_Types].xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
  );
  zip.file(
    "_rels/.rels",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${p.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</w:t></w:r></w:p>`).join("");
  zip.file("word/document.xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`);
  return zip.generateAsync({ type: "nodebuffer" });
}

describe("docx minutes", () => {
  it("reads the paragraphs as lines, ready for the extractor", async () => {
    const text = await docxToText(await docx(["Minutes — Partner call", "", "Action items:", "- Maya: send the co-marketing brief by Friday", "Luis will book the venue next week."]));
    expect(text).toBe("Minutes — Partner call\n\nAction items:\n- Maya: send the co-marketing brief by Friday\nLuis will book the venue next week.");
    const items = extractActionItems(text, [{ id: "m", name: "Maya Chen", alias: null, email: null }], { referenceDate: "2025-12-10" });
    expect(items.map((i) => [i.title, i.assigneeId, i.dueDate, i.owner])).toEqual([
      ["Send the co-marketing brief", "m", "2025-12-12", "Maya"],
      ["Book the venue", null, "2025-12-15", "Luis"],
    ]);
  });

  it("refuses a file that is not a Word document", async () => {
    await expect(docxToText(Buffer.from("not a zip at all"))).rejects.toThrow();
  });
});
