/**
 * Writes the knowledge-base sample files (tests/fixtures/knowledge/) in their real formats: PDFs with
 * pdf-lib, the Office files as the zips of XML their standards define (fflate), the workbook with
 * write-excel-file; and the hostile ones the extractors must refuse. Run: `npx tsx scripts/make-knowledge-fixtures.ts`.
 * The outputs are committed; re-running rewrites them byte-for-byte the same except PDF dates.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";
import { join } from "node:path";
import { strToU8, zipSync } from "fflate";
import { PDFDocument, PDFName, PDFHexString, PDFNumber, StandardFonts, PDFRawStream } from "pdf-lib";
import writeXlsxFile from "write-excel-file/node";

const DIR = join(process.cwd(), "tests/fixtures/knowledge");

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const FIXED = { mtime: new Date("2026-01-01T00:00:00Z") };
const zip = (files: Record<string, string | Uint8Array>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, [typeof v === "string" ? strToU8(v) : v, FIXED]])), { level: 6 });

async function samplePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle("Acme pricing handbook");
  doc.setCreationDate(new Date("2026-01-01T00:00:00Z"));
  doc.setModificationDate(new Date("2026-01-01T00:00:00Z"));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const pages: [string, string[]][] = [
    ["Pricing policy", ["Our plans start at 49 euros per month and include email support.", "Annual billing saves two months compared with monthly billing."]],
    ["Refunds", ["Customers may ask for a full refund within thirty days of purchase.", "Refunds are paid to the original card within five working days."]],
    ["Tone of voice", ["We write plainly, warmly and without jargon.", "We never promise results we cannot measure."]],
  ];
  for (const [title, paras] of pages) {
    const page = doc.addPage([595, 842]);
    page.drawText(title, { x: 50, y: 780, size: 24, font: bold });
    let y = 740;
    for (const p of paras) {
      page.drawText(p, { x: 50, y, size: 11, font });
      y -= 30;
    }
  }
  return doc.save({ useObjectStreams: false });
}

/** A PDF with an /Encrypt dictionary whose user password is not empty: readers must ask for it. */
async function encryptedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText("Confidential", { x: 50, y: 700, size: 12, font });
  const ctx = doc.context;
  const hex32 = (seed: number) => PDFHexString.of(Array.from({ length: 32 }, (_, i) => ((i * 37 + seed) & 0xff).toString(16).padStart(2, "0")).join(""));
  const encrypt = ctx.obj({ Filter: "Standard", V: 1, R: 2, Length: 40, P: PDFNumber.of(-44) });
  encrypt.set(PDFName.of("O"), hex32(7));
  encrypt.set(PDFName.of("U"), hex32(91));
  ctx.trailerInfo.Encrypt = ctx.register(encrypt);
  ctx.trailerInfo.ID = ctx.obj([PDFHexString.of("0123456789abcdef0123456789abcdef"), PDFHexString.of("0123456789abcdef0123456789abcdef")]);
  return doc.save({ useObjectStreams: false });
}

function png(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td) >>> 0);
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // grayscale
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw[y * (width + 1) + 1 + x] = (x * 7 + y * 13) % 256 > 128 ? 30 : 230;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

/** Two pages that are only images (what a scanner without text recognition produces). */
async function scannedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const img = await doc.embedPng(png(300, 400));
  for (let i = 0; i < 2; i++) doc.addPage([595, 842]).drawImage(img, { x: 50, y: 50, width: 495, height: 742 });
  return doc.save({ useObjectStreams: false });
}

/** A one-page PDF carrying an extra Flate stream that inflates to 300 MB (a few hundred KB on disk). */
async function streamBombPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText("Hello", { x: 50, y: 700, size: 12, font });
  const zeros = Buffer.alloc(300 * 1024 * 1024);
  const packed = deflateSync(zeros, { level: 9 });
  const stream = PDFRawStream.of(doc.context.obj({ Filter: "FlateDecode", Length: packed.length }), packed);
  doc.catalog.set(PDFName.of("Bomb"), doc.context.register(stream));
  return doc.save({ useObjectStreams: false });
}

const CONTENT_TYPES_DOCX = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`;
const ROOT_RELS_DOCX = `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const DOC_RELS = `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
const STYLES = `${XML}<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/></w:style><w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/></w:style></w:styles>`;

function docx(paras: [style: string | null, text: string][]): Uint8Array {
  const body = paras
    .map(([style, text]) => `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ""}<w:r><w:t xml:space="preserve">${esc(text)}</w:t></w:r></w:p>`)
    .join("");
  return zip({
    "[Content_Types].xml": CONTENT_TYPES_DOCX,
    "_rels/.rels": ROOT_RELS_DOCX,
    "word/_rels/document.xml.rels": DOC_RELS,
    "word/styles.xml": STYLES,
    "word/document.xml": `${XML}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr/></w:body></w:document>`,
  });
}

const P = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const rels = (items: [string, string, string][]) =>
  `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items.map(([id, type, target]) => `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"/>`).join("")}</Relationships>`;
const spTree = (shapes: string) =>
  `<p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shapes}</p:spTree></p:cSld>`;
const shape = (id: number, ph: string, paras: string[]) =>
  `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${ph} ${id}"/><p:cNvSpPr/><p:nvPr><p:ph type="${ph}"${ph === "body" ? ' idx="1"' : ""}/></p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/><a:lstStyle/>${paras.map((t) => `<a:p><a:r><a:rPr lang="en-US"/><a:t>${esc(t)}</a:t></a:r></a:p>`).join("")}</p:txBody></p:sp>`;

function pptx(slides: [title: string, bullets: string[]][]): Uint8Array {
  const files: Record<string, string> = {
    "[Content_Types].xml": `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/><Override PartName="/ppt/slideMasters/slideMaster1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideMaster+xml"/><Override PartName="/ppt/slideLayouts/slideLayout1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideLayout+xml"/><Override PartName="/ppt/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/>${slides.map((_, i) => `<Override PartName="/ppt/slides/slide${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`).join("")}</Types>`,
    "_rels/.rels": rels([["rId1", "officeDocument", "ppt/presentation.xml"]]),
    "ppt/presentation.xml": `${XML}<p:presentation ${P}><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst><p:sldIdLst>${slides.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 2}"/>`).join("")}</p:sldIdLst><p:sldSz cx="9144000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
    "ppt/_rels/presentation.xml.rels": rels([["rId1", "slideMaster", "slideMasters/slideMaster1.xml"], ...slides.map((_, i): [string, string, string] => [`rId${i + 2}`, "slide", `slides/slide${i + 1}.xml`]), [`rId${slides.length + 2}`, "theme", "theme/theme1.xml"]]),
    "ppt/slideMasters/slideMaster1.xml": `${XML}<p:sldMaster ${P}>${spTree("")}<p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/><p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst></p:sldMaster>`,
    "ppt/slideMasters/_rels/slideMaster1.xml.rels": rels([["rId1", "slideLayout", "../slideLayouts/slideLayout1.xml"], ["rId2", "theme", "../theme/theme1.xml"]]),
    "ppt/slideLayouts/slideLayout1.xml": `${XML}<p:sldLayout ${P} type="obj">${spTree("")}</p:sldLayout>`,
    "ppt/slideLayouts/_rels/slideLayout1.xml.rels": rels([["rId1", "slideMaster", "../slideMasters/slideMaster1.xml"]]),
    "ppt/theme/theme1.xml": `${XML}<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="Office"><a:themeElements><a:clrScheme name="Office"><a:dk1><a:sysClr val="windowText" lastClr="000000"/></a:dk1><a:lt1><a:sysClr val="window" lastClr="FFFFFF"/></a:lt1><a:dk2><a:srgbClr val="1F497D"/></a:dk2><a:lt2><a:srgbClr val="EEECE1"/></a:lt2><a:accent1><a:srgbClr val="4F81BD"/></a:accent1><a:accent2><a:srgbClr val="C0504D"/></a:accent2><a:accent3><a:srgbClr val="9BBB59"/></a:accent3><a:accent4><a:srgbClr val="8064A2"/></a:accent4><a:accent5><a:srgbClr val="4BACC6"/></a:accent5><a:accent6><a:srgbClr val="F79646"/></a:accent6><a:hlink><a:srgbClr val="0000FF"/></a:hlink><a:folHlink><a:srgbClr val="800080"/></a:folHlink></a:clrScheme><a:fontScheme name="Office"><a:majorFont><a:latin typeface="Calibri"/><a:ea typeface=""/><a:cs typeface=""/></a:majorFont><a:minorFont><a:latin typeface="Calibri"/><a:ea typeface=""/><a:cs typeface=""/></a:minorFont></a:fontScheme><a:fmtScheme name="Office"><a:fillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:fillStyleLst><a:lnStyleLst><a:ln w="9525"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="25400"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="38100"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln></a:lnStyleLst><a:effectStyleLst><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle></a:effectStyleLst><a:bgFillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:bgFillStyleLst></a:fmtScheme></a:themeElements></a:theme>`,
  };
  slides.forEach(([title, bullets], i) => {
    files[`ppt/slides/slide${i + 1}.xml`] = `${XML}<p:sld ${P}>${spTree(shape(2, "title", [title]) + shape(3, "body", bullets))}</p:sld>`;
    files[`ppt/slides/_rels/slide${i + 1}.xml.rels`] = rels([["rId1", "slideLayout", "../slideLayouts/slideLayout1.xml"]]);
  });
  return zip(files);
}

/** A DOCX whose document.xml inflates to 400 MB of spaces while the file stays small. */
function docxBomb(): Uint8Array {
  const huge = new Uint8Array(400 * 1024 * 1024).fill(0x20);
  return zipSync(
    {
      "[Content_Types].xml": [strToU8(CONTENT_TYPES_DOCX), FIXED],
      "_rels/.rels": [strToU8(ROOT_RELS_DOCX), FIXED],
      "word/document.xml": [huge, { ...FIXED, level: 9 }],
    },
  );
}

/** A workbook-shaped zip whose sheet inflates to 400 MB. */
function xlsxBomb(): Uint8Array {
  const huge = new Uint8Array(400 * 1024 * 1024).fill(0x20);
  return zipSync({
    "[Content_Types].xml": [strToU8(`${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`), FIXED],
    "xl/workbook.xml": [strToU8(`${XML}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="Sheet1" sheetId="1"/></sheets></workbook>`), FIXED],
    "xl/worksheets/sheet1.xml": [huge, { ...FIXED, level: 9 }],
  });
}

async function main() {
  mkdirSync(DIR, { recursive: true });
  const write = (name: string, data: Uint8Array | string) => {
    writeFileSync(join(DIR, name), data);
    console.log(`${name}: ${typeof data === "string" ? Buffer.byteLength(data) : data.length} bytes`);
  };
  write("handbook.pdf", await samplePdf());
  write("encrypted.pdf", await encryptedPdf());
  write("scanned.pdf", await scannedPdf());
  write("stream-bomb.pdf", await streamBombPdf());
  write(
    "brand-guide.docx",
    docx([
      ["Heading1", "Brand guide"],
      [null, "Acme helps small bakeries sell online."],
      ["Heading2", "Voice"],
      [null, "Friendly, concise and confident. We say bakers, never users."],
      ["Heading2", "Colours"],
      [null, "Primary colour is saffron yellow; accents in charcoal."],
    ]),
  );
  write(
    "launch-deck.pptx",
    pptx([
      ["Spring launch", ["Sourdough subscription for bakeries", "Goes live in March"]],
      ["Target audience", ["Independent bakeries with one to five shops", "Owners who bake themselves"]],
    ]),
  );
  const sheet = [
    [{ value: "Product" }, { value: "Price" }, { value: "Unit" }],
    [{ value: "Sourdough starter kit" }, { value: 29 }, { value: "kit" }],
    [{ value: "Rye flour" }, { value: 4.5 }, { value: "kg" }],
  ];
  const xlsx = await writeXlsxFile([
    { data: sheet, sheet: "Products" },
    { data: [[{ value: "Region" }, { value: "Carrier" }], [{ value: "Benelux" }, { value: "PostNL" }]], sheet: "Shipping" },
  ]).toBuffer();
  write("price-list.xlsx", new Uint8Array(xlsx));
  write("faq.csv", 'Question,Answer\n"Do you ship abroad?","Yes, to every EU country within four days."\n"Can I pause my subscription?","Yes, from your account page at any time."\n');
  write("notes.txt", "Meeting notes.\n\nThe loyalty programme gives every tenth loaf free.\n\nCustomers asked for gluten-free options.\n");
  write("playbook.md", "# Sales playbook\n\nIntro paragraph about the sales process.\n\n## Discovery call\n\nAsk about daily bake volume before pricing.\n\n```\n# not a heading inside code\n```\n\n## Closing\n\nOffer the annual plan with two free months.\n");
  write(
    "about.html",
    '<!doctype html><html><head><title>About Acme</title><style>.x{color:red}</style><script>var secret = "dropme";</script></head><body><nav><a href="/">Home</a> <a href="/x">Menu link text</a></nav><main><h1>About Acme</h1><p>Acme was founded in Ghent in 2019.</p><h2>Mission</h2><p>We help bakers <b>sell</b> online.</p><h3>Values</h3><ul><li>Craft first</li><li>Fair prices</li></ul></main><footer>Footer copyright text</footer></body></html>',
  );
  write("nested.html", `<!doctype html><html><body>${"<div>".repeat(20_000)}deep${"</div>".repeat(20_000)}</body></html>`);
  write("docx-bomb.docx", docxBomb());
  write("xlsx-bomb.xlsx", xlsxBomb());
  write("not-supported.bin", new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2, 0, 0, 0, 0]));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
