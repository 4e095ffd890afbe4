/**
 * Writes the demo brand's customer FAQ (db/sample/knowledge/northwind-customer-faq.pdf) as a real PDF
 * with pdf-lib: one page per topic, a heading and wrapped paragraphs, fixed dates so a re-run writes
 * the same bytes. The seed (modules/sample-data/knowledge.ts) uploads it to the knowledge base.
 * Run: `npx tsx scripts/make-sample-knowledge.ts`.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { PDFDocument, StandardFonts, type PDFFont } from "pdf-lib";

const OUT = join(process.cwd(), "db/sample/knowledge/northwind-customer-faq.pdf");

const PAGES: [title: string, qa: [q: string, a: string][]][] = [
  [
    "Subscriptions",
    [
      ["How often does my coffee arrive?", "Every two or four weeks, whichever you choose. You can change the interval at any time from your account before the next roast day (Tuesday)."],
      ["Can I pause my subscription?", "Yes. Pause for one delivery, a month or up to three months with one click under Account > Subscription. Nothing is charged while paused, and we email you a week before it restarts."],
      ["How do I cancel?", "Under Account > Subscription > Cancel. There is no fee and no minimum term; the delivery already roasted still ships."],
    ],
  ],
  [
    "Shipping and freshness",
    [
      ["When is my coffee roasted?", "We roast to order on Tuesdays and Fridays in Portland, Oregon, and ship within 24 hours of roasting. The roast date is printed on every bag."],
      ["Where do you ship?", "Everywhere in the contiguous United States. Shipping is free on orders over $35 and on every subscription; otherwise it costs $5.95 by USPS Ground Advantage (2 to 5 days)."],
      ["How long does the coffee stay fresh?", "Best between 4 and 30 days after the roast date. Keep the bag closed, away from light and heat; do not store beans in the fridge."],
    ],
  ],
  [
    "Returns and grinding",
    [
      ["What if I do not like a coffee?", "Tell us within 30 days and we will send a different coffee or refund the bag, no questions asked. We do not need the bag back."],
      ["Do you grind the beans?", "We ship whole beans by default. Choose a grind (espresso, AeroPress, pour-over, drip or French press) at checkout and we grind it the morning it ships."],
      ["Do you sell wholesale?", "Yes, to cafés and offices from 5 kg a week. Write to wholesale@northwind-coffee.example and our wholesale lead replies within two working days."],
    ],
  ],
];

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

async function main(): Promise<void> {
  const doc = await PDFDocument.create();
  doc.setTitle("Northwind Coffee Roasters — customer FAQ");
  doc.setAuthor("Northwind Coffee Roasters");
  doc.setCreationDate(new Date("2026-01-01T00:00:00Z"));
  doc.setModificationDate(new Date("2026-01-01T00:00:00Z"));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const [title, qa] of PAGES) {
    const page = doc.addPage([595, 842]);
    page.drawText(title, { x: 50, y: 780, size: 22, font: bold });
    let y = 740;
    for (const [q, a] of qa) {
      page.drawText(q, { x: 50, y, size: 13, font: bold });
      y -= 20;
      for (const l of wrap(a, font, 11, 495)) {
        page.drawText(l, { x: 50, y, size: 11, font });
        y -= 16;
      }
      y -= 18;
    }
  }
  writeFileSync(OUT, await doc.save({ useObjectStreams: false }));
  console.log(`wrote ${OUT}`);
}

void main();
