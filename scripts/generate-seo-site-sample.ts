/**
 * Generates db/sample/seo-site once: the demo brand's small website (northwind-coffee.example) that the
 * sample seed crawls through the real crawler (modules/sample-data/site-transport.ts answers it from
 * these files). ~40 pages, robots.txt, sitemap.xml, _redirects/_headers and a few images; mostly clean
 * pages with the defects a real shop collects, and in _before/ the pages as they were a month earlier
 * (defects fixed since, and without the one that is new). Deterministic: the same files every run
 * (the images are drawn from a seeded PRNG and encoded by sharp when missing).
 *
 *   npx tsx scripts/generate-seo-site-sample.ts
 *
 * Defects now: /wholesale has no <title>; /shop/kenya-nyeri and /shop/guatemala-huehuetenango share one
 * title; /shop/colombia-huila's JSON-LD does not parse; /shop/house-blend-2lb copies /shop/house-blend;
 * /guides/aeropress links to a page that does not exist; /blog/how-we-roast links to /shop/espresso,
 * a chain of two redirects; the sitemap lists /shop/espresso-blend (a redirect) and the orphan
 * /blog/harvest-report-2026; /blog/light-vs-dark-roast got a noindex (new since the last crawl: the
 * story behind its decline in the Search Console sample); /cafes has an image without alt; the cold
 * brew guide's hero image weighs ~300 KB; /es/ declares hreflang "en-UK"; /es/suscripciones's English
 * alternate does not link back; /cart is disallowed by robots.txt but linked from every page.
 * A month earlier also: /about without a meta description, /faq without an h1, a too-long title on
 * /guides/pour-over and a link from /shop/ethiopia-yirgacheffe to a sold-out page that was removed.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const ORIGIN = "https://northwind-coffee.example";
const OUT = path.resolve(import.meta.dirname, "../db/sample/seo-site");
const BEFORE = path.join(OUT, "_before");

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const para = (...ps: string[]) => ps.map((p) => `<p>${p}</p>`).join("\n");

type Page = {
  path: string;
  title: string | null;
  description: string | null;
  h1: string | null;
  body: string;
  type?: "website" | "article" | "product";
  lang?: string;
  jsonLd?: unknown;
  /** Written as is (for the one that does not parse). */
  rawJsonLd?: string;
  robots?: string;
  hreflang?: { lang: string; href: string }[];
  image?: string;
  /** Not in the sitemap. */
  unlisted?: boolean;
};

const NAV = `<header>
<a href="/"><img src="/images/logo.svg" alt="Northwind Coffee Roasters" width="160" height="40"></a>
<nav aria-label="Main"><a href="/shop">Shop coffee</a> <a href="/subscriptions">Subscriptions</a> <a href="/gifts">Gifts</a> <a href="/guides">Brew guides</a> <a href="/blog">Journal</a> <a href="/cafes">Our cafés</a> <a href="/cart">Your cart</a></nav>
</header>`;
const FOOTER = `<footer>
<nav aria-label="Company"><a href="/about">About Northwind</a> <a href="/wholesale">Wholesale</a> <a href="/faq">Questions and answers</a> <a href="/shipping">Shipping and returns</a> <a href="/contact">Contact us</a> <a href="/privacy">Privacy policy</a> <a href="/es/">En español</a></nav>
<p>© 2026 Northwind Coffee Roasters · 2418 NE Alberta Street, Portland, Oregon</p>
</footer>`;

function render(p: Page): string {
  const url = `${ORIGIN}${p.path}`;
  const ogTitle = p.title ?? p.h1 ?? "Northwind Coffee Roasters";
  const ld = p.rawJsonLd ?? (p.jsonLd ? JSON.stringify(p.jsonLd) : null);
  return `<!doctype html>
<html lang="${p.lang ?? "en"}">
<head>
<meta charset="utf-8">
${p.title === null ? "" : `<title>${esc(p.title)}</title>\n`}${p.description === null ? "" : `<meta name="description" content="${esc(p.description)}">\n`}<meta name="viewport" content="width=device-width, initial-scale=1">
${p.robots ? `<meta name="robots" content="${p.robots}">\n` : ""}<link rel="canonical" href="${url}">
${(p.hreflang ?? []).map((h) => `<link rel="alternate" hreflang="${h.lang}" href="${ORIGIN}${h.href}">\n`).join("")}<meta property="og:title" content="${esc(ogTitle)}">
<meta property="og:type" content="${p.type ?? "website"}">
<meta property="og:image" content="${ORIGIN}${p.image ?? "/images/og-northwind.jpg"}">
<meta property="og:url" content="${url}">
<meta name="twitter:card" content="summary_large_image">
<link rel="stylesheet" href="/assets/site.css">
${ld ? `<script type="application/ld+json">${ld}</script>\n` : ""}</head>
<body>
${NAV}
<main>
${p.h1 === null ? "" : `<h1>${esc(p.h1)}</h1>\n`}${p.body}
</main>
${FOOTER}
</body>
</html>
`;
}

// ─── products ───────────────────────────────────────────────────────────────────────────────────

type Coffee = { slug: string; name: string; title?: string; description: string; origin: string; producer: string; altitude: string; process: string; varieties: string; notes: string; roast: string; price: string; size: string; story: string[]; brew: string; link?: { href: string; text: string } };

const COFFEES: Coffee[] = [
  {
    slug: "espresso-beans",
    name: "Northwind Espresso",
    description: "Our espresso blend of Brazilian and Colombian beans: milk chocolate, hazelnut and a syrupy body that holds up in a latte. Roasted to order in Portland.",
    origin: "Brazil and Colombia",
    producer: "Fazenda Santa Inês and the Asociación de Caficultores de Pitalito",
    altitude: "1,100–1,750 m",
    process: "natural (Brazil) and washed (Colombia)",
    varieties: "Yellow Bourbon, Caturra and Castillo",
    notes: "milk chocolate, toasted hazelnut and dried cherry",
    roast: "medium",
    price: "18.50",
    size: "12 oz",
    story: [
      "We built this blend for the espresso machines in our two cafés, where it has to taste the same on a Tuesday morning rush as on a quiet Sunday. The Brazilian natural gives it weight and sweetness; the washed Colombian keeps the finish clean instead of muddy.",
      "Baristas pull it at 18 grams in, 38 grams out, in 28 to 30 seconds. Straight, it drinks like a chocolate bar with a squeeze of cherry; under steamed milk, the hazelnut comes forward. It is forgiving on home machines without a PID, which is why it outsells everything else we roast.",
    ],
    brew: "Dose 18 g for a double, aim for 36–40 g in the cup, and let the beans rest five days after the roast date printed on the bag.",
  },
  {
    slug: "decaf",
    name: "Swiss Water Decaf, Colombia",
    description: "A decaf that tastes like coffee: Colombian beans decaffeinated by the Swiss Water process, with notes of brown sugar, red apple and cocoa.",
    origin: "Colombia, Huila",
    producer: "smallholders delivering to the Coocentral cooperative in Garzón",
    altitude: "1,500–1,800 m",
    process: "washed, then decaffeinated with the Swiss Water process (no solvents)",
    varieties: "Caturra, Colombia and Castillo",
    notes: "brown sugar, red apple and cocoa",
    roast: "medium",
    price: "19.00",
    size: "12 oz",
    story: [
      "Decaf has a reputation for tasting flat, mostly because the cheapest green coffee is usually the one that gets decaffeinated. We start from a lot we would happily sell with its caffeine, then send it to Vancouver, where water and activated carbon pull out 99.9 % of the caffeine over ten hours.",
      "Because the process opens up the bean, decaf roasts faster and darker-looking than it is. We drop it a little earlier and let it rest a full week before it ships, so the cup is sweet rather than papery.",
    ],
    brew: "Grind one step coarser than for our other coffees; decaf beans are more brittle and give more fines.",
  },
  {
    slug: "ethiopia-yirgacheffe",
    name: "Ethiopia Yirgacheffe, Konga",
    description: "Washed Ethiopian heirloom coffee from the Konga cooperative in Yirgacheffe: jasmine, bergamot and lemon candy. A light roast for pour-over.",
    origin: "Ethiopia, Gedeo zone, Yirgacheffe",
    producer: "the Konga cooperative, part of the YCFCU union",
    altitude: "1,950–2,100 m",
    process: "washed, dried on raised beds for 12 days",
    varieties: "Ethiopian heirloom landraces (74110, 74112 and local Kurume)",
    notes: "jasmine, bergamot and lemon candy",
    roast: "light",
    price: "21.00",
    size: "12 oz",
    story: [
      "Konga sits above two thousand metres, where cherries ripen slowly and the nights are cold. More than two thousand farming families deliver ripe cherry to the washing station, where it is pulped, fermented for about a day and a half, and washed in channels fed by a mountain spring.",
      "This is the coffee that convinced half of our team that coffee can taste like tea. Brewed as a pour-over, it is floral and tart while hot and turns to honey and stone fruit as it cools. We roast it light, just past first crack, to keep the jasmine.",
    ],
    brew: "Use 15 g to 250 g of water at 96 °C with a medium-fine grind; expect a drawdown around three minutes.",
  },
  {
    slug: "colombia-huila",
    name: "Colombia Huila, Finca El Mirador",
    description: "Single-estate Colombian coffee from Finca El Mirador in Pitalito, Huila: red plum, panela and a round, juicy body. Washed Caturra, medium-light roast.",
    origin: "Colombia, Huila, Pitalito",
    producer: "Elías Rodríguez and his daughter Natalia at Finca El Mirador",
    altitude: "1,650 m",
    process: "washed, 36-hour dry fermentation, sun-dried in a parabolic dryer",
    varieties: "Caturra and Pink Bourbon",
    notes: "red plum, panela and milk chocolate",
    roast: "medium-light",
    price: "20.00",
    size: "12 oz",
    story: [
      "We have bought from Elías since 2021. Natalia took over the wet mill two harvests ago and started separating the Pink Bourbon from the Caturra, which is why this year's lot has more fruit than any we have had from the farm before.",
      "We visited in May for the mitaca, the small second harvest, and tasted through a dozen day lots on the patio. The one we chose is sweet like panela, the unrefined cane sugar every Colombian kitchen keeps, with a plum-skin tartness that makes it good both as a filter and as a bright espresso.",
    ],
    brew: "It shines in a flat-bottom brewer: 20 g to 320 g of water, 94 °C, a four-minute total time.",
  },
  {
    slug: "kenya-nyeri",
    name: "Kenya Nyeri, Gatomboya AA",
    title: "Single-Origin Coffee Beans | Northwind Coffee Roasters",
    description: "Kenyan AA from the Gatomboya factory in Nyeri: blackcurrant, grapefruit and a tomato-leaf brightness. SL28 and SL34, washed, light roast.",
    origin: "Kenya, Nyeri county, Mathira",
    producer: "the Gatomboya factory of the Barichu cooperative society",
    altitude: "1,700–1,800 m",
    process: "washed with a double fermentation and a final soak, dried on raised tables",
    varieties: "SL28, SL34 and Ruiru 11",
    notes: "blackcurrant, pink grapefruit and raw sugar",
    roast: "light",
    price: "23.00",
    size: "12 oz",
    story: [
      "Kenyan coffee is sold by grade at the Nairobi auction, and AA means the largest screen size. Size alone promises nothing, but the Gatomboya factory has a reputation for careful sorting, and the double fermentation with a final soak gives its coffees their famous savoury sparkle.",
      "The cup is loud: blackcurrant jam and grapefruit pith, with the tomato-leaf note people either love or learn to love. It is our most acidic coffee, and the one we hand to anyone who says all coffee tastes the same.",
    ],
    brew: "Brew it a touch stronger than usual, 1:15, and let it cool for five minutes; the sweetness arrives late.",
  },
  {
    slug: "guatemala-huehuetenango",
    name: "Guatemala Huehuetenango, La Libertad",
    title: "Single-Origin Coffee Beans | Northwind Coffee Roasters",
    description: "Guatemalan coffee from smallholders around La Libertad, Huehuetenango: toffee, green apple and almond. Washed Bourbon and Catuaí, medium roast.",
    origin: "Guatemala, Huehuetenango, La Libertad",
    producer: "forty smallholders who sell through the ASOBAGRI association",
    altitude: "1,600–1,900 m",
    process: "washed, fermented overnight in tile tanks, patio-dried",
    varieties: "Bourbon, Catuaí and Pache",
    notes: "toffee, green apple and roasted almond",
    roast: "medium",
    price: "19.50",
    size: "12 oz",
    story: [
      "Huehuetenango is one of the few non-volcanic growing regions in Guatemala. Dry, hot winds from the Mexican plains keep frost away from the high slopes, so farms can grow coffee far higher than elsewhere in the country.",
      "This lot is a blend of deliveries from forty families, each farming two or three hectares. It is the coffee we drink most at the roastery: balanced, sweet and easy, with an apple crispness that keeps it from being boring.",
    ],
    brew: "An all-rounder: French press at 1:14 for four minutes, or a drip machine with 60 g per litre.",
  },
  {
    slug: "sumatra-mandheling",
    name: "Sumatra Mandheling, Lintong",
    description: "Wet-hulled Sumatran coffee from Lake Toba's Lintong region: dark chocolate, cedar and a heavy, syrupy body. Our darkest single origin.",
    origin: "Indonesia, North Sumatra, Lintong Nihuta",
    producer: "farmers around Lake Toba selling through the Koperasi Serba Usaha Gayo",
    altitude: "1,300–1,500 m",
    process: "wet-hulled (giling basah), the Indonesian way",
    varieties: "Ateng, Tim Tim and Typica",
    notes: "dark chocolate, cedar and black pepper",
    roast: "medium-dark",
    price: "18.00",
    size: "12 oz",
    story: [
      "In the wet-hulling process, farmers remove the parchment while the beans are still soft and wet, then dry the naked seeds. It is a shortcut born of a humid climate, and it gives Sumatran coffee its low acidity, its earthiness and its dark green colour before roasting.",
      "We roast this one a little longer than everything else. It makes a heavy, comforting cup for the grey Portland winter, stands up to cream, and is lovely as a cold brew concentrate.",
    ],
    brew: "Try it in a French press or as cold brew at 1:8, steeped for sixteen hours in the fridge.",
  },
  {
    slug: "brazil-cerrado",
    name: "Brazil Cerrado, Fazenda Santa Inês",
    description: "Natural-process Brazilian coffee from the Cerrado Mineiro: peanut brittle, cocoa and a low, gentle acidity. Medium roast, great for everyday drip.",
    origin: "Brazil, Minas Gerais, Cerrado Mineiro",
    producer: "Fazenda Santa Inês, run by the Souza family since 1962",
    altitude: "1,100 m",
    process: "natural, dried on the cherry on concrete patios",
    varieties: "Yellow Catuaí and Mundo Novo",
    notes: "peanut brittle, cocoa nib and raisin",
    roast: "medium",
    price: "16.50",
    size: "12 oz",
    story: [
      "The Cerrado is a high savannah with a clear dry season, which lets farms dry whole cherries in the sun without rot. The fruit sugars soak into the seed while it dries, and you can taste them as raisin and brittle in the cup.",
      "Santa Inês is one of the farms in our espresso blend, and we started selling it on its own after customers kept asking what made the blend so sweet. It is our best value coffee and the one we recommend for automatic drip machines.",
    ],
    brew: "Drip machine at 55–60 g per litre, or a moka pot filled to just under the valve.",
  },
  {
    slug: "house-blend",
    name: "Northwind House Blend",
    description: "Our house blend in the 12 oz bag: Guatemalan and Brazilian beans roasted together for a sweet, round cup with caramel and baking spice.",
    origin: "Guatemala and Brazil",
    producer: "ASOBAGRI smallholders and Fazenda Santa Inês",
    altitude: "1,100–1,900 m",
    process: "washed and natural",
    varieties: "Bourbon, Catuaí and Mundo Novo",
    notes: "caramel, baking spice and orange zest",
    roast: "medium",
    price: "17.00",
    size: "12 oz",
    story: [
      "The house blend is the coffee we serve as drip in both cafés and the one most subscribers start with. Two thirds washed Guatemala for sweetness and structure, one third natural Brazil for body, roasted together so the beans develop evenly and the cup tastes the same from bag to bag.",
      "It is built to be easy: good in a drip machine, a French press or a pour-over, black or with milk. If you are not sure where to start with Northwind, start here and tell us what you would like more or less of; we will suggest the next bag.",
      "We taste the blend against a reference bag every week. As the harvests change through the year, the exact farms shift a little, but the cup should not: if a new lot would change the taste you know, we adjust the proportions until it matches before it ever reaches your door.",
    ],
    brew: "Use about 60 grams of coffee per litre of water, a medium grind, and water just off the boil. It forgives a lot.",
  },
];

function productBody(c: Coffee, size = c.size, price = c.price): string {
  return `<img src="/images/bag-${c.roast.startsWith("light") ? "light" : "dark"}.jpg" alt="A ${size} bag of ${esc(c.name)} with its brew card" width="640" height="640">
<p class="price">$${price} · ${size} · whole bean or ground to order</p>
<h2>About this coffee</h2>
${para(...c.story)}
<h2>The details</h2>
<ul><li>Origin: ${c.origin}</li><li>Producer: ${c.producer}</li><li>Altitude: ${c.altitude}</li><li>Process: ${c.process}</li><li>Varieties: ${c.varieties}</li><li>Tasting notes: ${c.notes}</li><li>Roast: ${c.roast}</li></ul>
<h2>How we brew it</h2>
${para(c.brew, `Every bag ships within 24 hours of roasting with a brew card for this coffee. ${c.link ? `<a href="${c.link.href}">${c.link.text}</a>.` : `Read our <a href="/guides">brew guides</a> for more methods.`}`)}
<p><a href="/subscriptions">Get ${esc(c.name)} on a subscription</a> and save 10 % on every delivery.</p>`;
}

function productPage(c: Coffee, over: Partial<Page> = {}): Page {
  return {
    path: `/shop/${c.slug}`,
    title: c.title ?? (c.slug === "house-blend" ? "Northwind House Blend, 12 oz Bag | Northwind Coffee" : `${c.name} | Northwind Coffee`.slice(0, 60)),
    description: c.description,
    h1: c.name,
    type: "product",
    body: productBody(c),
    jsonLd: { "@context": "https://schema.org", "@type": "Product", name: c.name, description: c.description, brand: { "@type": "Brand", name: "Northwind Coffee Roasters" }, offers: { "@type": "Offer", price: c.price, priceCurrency: "USD", availability: "https://schema.org/InStock", url: `${ORIGIN}/shop/${c.slug}` } },
    ...over,
  };
}

// ─── guides ─────────────────────────────────────────────────────────────────────────────────────

type Guide = { slug: string; name: string; title: string; description: string; intro: string[]; steps: string[]; tips: string[]; image?: { src: string; alt: string; w: number; h: number } };

const GUIDES: Guide[] = [
  {
    slug: "cold-brew",
    name: "How to make cold brew at home",
    title: "How to Make Cold Brew Coffee at Home | Northwind",
    description: "Our cold brew recipe: the ratio, the grind, how long to steep and how to dilute the concentrate. Smooth, low-acid iced coffee in 16 hours.",
    image: { src: "/images/cold-brew-hero.jpg", alt: "Cold brew concentrate steeping in a glass jar on the roastery bench", w: 1600, h: 1067 },
    intro: [
      "Cold brew is coffee steeped in cold water for most of a day instead of brewed hot in a few minutes. Cold water extracts fewer of the bright acids and bitter compounds, so the result is round, chocolatey and very forgiving. It keeps in the fridge for a week, which makes it the easiest summer coffee there is.",
      "You need no special gear: a large jar, a sieve and a paper filter or a clean tea towel. A coarse grind matters more than anything else; fine grounds turn the concentrate muddy and bitter.",
    ],
    steps: [
      "Weigh 100 g of coffee and grind it as coarse as your grinder goes, like raw sugar.",
      "Stir it into 800 g of cold, filtered water until every ground is wet.",
      "Cover the jar and leave it in the fridge for 16 to 18 hours.",
      "Pour it through a sieve, then through a paper filter, and bottle the concentrate.",
      "Dilute one part concentrate with one part water or milk over ice.",
    ],
    tips: [
      "Darker, chocolatey coffees like our Sumatra make the most classic cold brew; a washed Ethiopian makes a lighter, tea-like one.",
      "Steeping at room temperature takes about 12 hours and tastes a little fruitier, but keep it out of the sun.",
    ],
  },
  {
    slug: "pour-over",
    name: "Pour-over coffee: the V60 method",
    title: "Pour-Over Coffee Guide: Ratio, Grind and Technique",
    description: "Brew a clean, sweet pour-over with a Hario V60: our 1:16 ratio, a medium-fine grind, the bloom and three slow pours. Ready in three minutes.",
    intro: [
      "A pour-over lets you control every variable of a brew: how much coffee, how fine, how hot and how fast the water flows. That control is why light roasts from Ethiopia and Kenya taste their most floral and juicy as a pour-over.",
      "We teach the V60 because its single large hole makes the pour speed matter, which is also what makes it rewarding once you have the hang of it. The same recipe works on a Kalita Wave with a slightly finer grind.",
    ],
    steps: [
      "Rinse the paper filter with hot water and discard the water.",
      "Add 15 g of medium-fine coffee and level the bed.",
      "Pour 45 g of water at 96 °C to bloom and wait 40 seconds.",
      "Pour in slow circles to 150 g, then again to 250 g by 1:45.",
      "Let it draw down; aim to finish between 2:45 and 3:15.",
    ],
    tips: ["If it drains too fast and tastes sour, grind finer; too slow and bitter, grind coarser.", "A gooseneck kettle is the one upgrade that really changes the result."],
  },
  {
    slug: "french-press",
    name: "French press: a full-bodied cup in four minutes",
    title: "French Press Coffee: Ratio and Steps | Northwind",
    description: "Make French press coffee with a rich body and no sludge: a 1:14 ratio, a coarse grind, four minutes of steeping and our skim-don't-stir trick.",
    intro: [
      "The French press is immersion brewing at its simplest: all the water and all the coffee sit together, then a metal mesh holds the grounds back. The mesh lets the coffee's oils through, which gives the cup its weight and texture.",
      "Its weakness is silt. James Hoffmann's method, which we use in the cafés, fixes most of it: skim the crust instead of stirring, and do not plunge all the way.",
    ],
    steps: ["Use 30 g of coarse coffee to 420 g of water just off the boil.", "Start a timer and pour all the water at once.", "At four minutes, break the crust and skim off the foam with two spoons.", "Wait five more minutes for the fines to sink.", "Press the plunger just to the surface and pour slowly."],
    tips: ["Pour everything out at once; coffee left on the grounds keeps extracting and turns bitter.", "Brazil Cerrado and our house blend are the best fits for a press."],
  },
  {
    slug: "grind-size",
    name: "Coffee grind size chart",
    title: "Coffee Grind Size Chart for Every Brew Method",
    description: "From Turkish to cold brew: which grind size suits each brewing method, how to tell by eye and touch, and how to fix sour or bitter cups with the grinder.",
    intro: [
      "Grind size controls how quickly water can pull flavour from coffee. Finer particles have more surface, so they extract faster; coarser ones extract slower. Matching the grind to the contact time of your brewer is the single biggest improvement most home brewers can make.",
      "Burr grinders make even particles; blade grinders make a mix of dust and boulders that over- and under-extract at once. If you buy one thing for better coffee, buy a burr grinder.",
    ],
    steps: ["Turkish coffee: powder, like flour.", "Espresso: fine, like table salt that clumps slightly.", "V60 and AeroPress: medium-fine, like sand.", "Drip machines and Chemex: medium, like coarse sand.", "French press: coarse, like sea salt.", "Cold brew: extra coarse, like raw sugar or cracked pepper."],
    tips: ["Sour, thin and fast? Go finer. Bitter, dry and slow? Go coarser.", "Change one step at a time and taste again; small steps matter more than you expect."],
  },
  {
    slug: "aeropress",
    name: "AeroPress recipes we use at the bar",
    title: "AeroPress Recipe: Our Standard and a Strong Version",
    description: "Two AeroPress recipes from our baristas: a clean everyday cup in two minutes and a strong concentrate for milk drinks, with grind and water settings.",
    intro: [
      "The AeroPress is a plastic syringe that somehow makes some of the best coffee you can brew at home. It combines immersion with a bit of pressure and a paper filter, so the cup is full but clean, and it is almost impossible to break on a camping trip.",
      "Our everyday recipe is the standard way up. For the inverted method, where the brewer stands upside down so nothing drips through early, see <a href=\"/guides/aeropress-inverted\">the inverted AeroPress guide</a>.",
    ],
    steps: ["Rinse a paper filter in the cap and lock it on.", "Add 15 g of medium-fine coffee.", "Pour 230 g of water at 90 °C and stir three times.", "Insert the plunger a little to stop the drip and wait one minute.", "Swirl, then press gently for about 30 seconds."],
    tips: ["For a milk drink, use 20 g of coffee, 100 g of water and press into a cup of steamed milk.", "Lower temperatures suit darker roasts; light roasts like 96 °C."],
  },
  {
    slug: "espresso-at-home",
    name: "Espresso at home: dialling in",
    title: "How to Dial In Espresso at Home | Northwind Coffee",
    description: "Dial in espresso on a home machine: dose, yield and time, what to change first, and how to taste your way from sour to sweet in five shots.",
    intro: [
      "Dialling in means adjusting one variable at a time until the shot tastes right. Professionals start from a recipe of dose, yield and time, then move the grinder, because grind is the variable that changes flow most predictably.",
      "Do not chase crema or a perfect 25 seconds. Taste is the target; the numbers are just a way to repeat a shot you liked.",
    ],
    steps: ["Weigh 18 g into the basket and level it with a distribution tool.", "Tamp flat and firmly; pressure matters less than being level.", "Pull to 36 g in the cup and note the time.", "Under 25 seconds and sour: grind finer. Over 35 and harsh: grind coarser.", "Once it is close, adjust the yield by a few grams to balance it."],
    tips: ["Fresh beans release carbon dioxide that disturbs the shot; wait at least five days after roasting.", "Our espresso blend is roasted for exactly this and forgives a lot."],
  },
  {
    slug: "water-for-coffee",
    name: "Water for coffee",
    title: "The Best Water for Brewing Coffee | Northwind Coffee",
    description: "Coffee is 98 % water. What mineral content makes coffee taste good, why very soft and very hard water both fail, and simple recipes to make better water.",
    intro: [
      "Minerals in water do much of the extracting: magnesium and calcium pull flavour out of the grounds, while bicarbonate buffers acidity. Water with almost no minerals makes flat, sour coffee; very hard water makes it chalky and dull, and scales your kettle.",
      "Portland's tap water is very soft, which is why our cafés add a measured dose of minerals back after filtering. At home, a bottled water with a total dissolved solids figure around 75 to 150 parts per million is a good start.",
    ],
    steps: ["Check your city's water report for hardness and alkalinity.", "Filter chlorine out with a carbon jug filter.", "If your water is very soft, try a mineral packet made for coffee.", "If it is very hard, blend it with distilled water.", "Brew the same coffee with two waters side by side and taste."],
    tips: ["Never use distilled water alone: the coffee tastes hollow.", "Descale your kettle and machine regularly if your water is hard."],
  },
];

function guidePage(g: Guide, over: Partial<Page> = {}): Page {
  const img = g.image ?? { src: "/images/brew-bar.jpg", alt: "The brew bar at our Alberta Street café", w: 1200, h: 800 };
  return {
    path: `/guides/${g.slug}`,
    title: g.title,
    description: g.description,
    h1: g.name,
    type: "article",
    image: img.src,
    body: `<img src="${img.src}" alt="${esc(img.alt)}" width="${img.w}" height="${img.h}">
${para(...g.intro)}
<h2>Step by step</h2>
<ol>${g.steps.map((s) => `<li>${s}</li>`).join("")}</ol>
<h2>Tips from our baristas</h2>
${para(...g.tips)}
<p>More in our <a href="/guides">brew guides</a>, or pick a coffee for this method in <a href="/shop">the shop</a>.</p>`,
    jsonLd: { "@context": "https://schema.org", "@type": "Article", headline: g.name, author: { "@type": "Person", name: "Priya Nair" }, datePublished: "2026-03-12", image: `${ORIGIN}${img.src}`, publisher: { "@type": "Organization", name: "Northwind Coffee Roasters", url: ORIGIN } },
    ...over,
  };
}

// ─── journal ────────────────────────────────────────────────────────────────────────────────────

type Post = { slug: string; name: string; title: string; description: string; date: string; author: string; paragraphs: string[]; robots?: string };

const POSTS: Post[] = [
  {
    slug: "light-vs-dark-roast",
    name: "Light vs. dark roast: which has more caffeine?",
    title: "Light vs Dark Roast: Caffeine, Flavor and Acidity",
    description: "Does dark roast have more caffeine than light roast? What roasting changes in the bean, in the cup and on the label, explained by our head roaster.",
    date: "2025-09-18",
    author: "Maya Chen",
    robots: "noindex",
    paragraphs: [
      "It is the question we hear most at the café counter, and the honest answer is: by the bean, almost the same. Caffeine is stable at roasting temperatures, so very little of it burns off between a light and a dark roast.",
      "What changes is the bean itself. A dark roast loses more water and mass and puffs up more, so one bean weighs less. If you measure by the scoop, a scoop of dark roast holds slightly fewer grams of coffee and therefore slightly less caffeine. Measure by weight, as we recommend, and the difference all but disappears.",
      "Flavour is where roast really matters. A light roast keeps the acids and aromatics of the origin: the jasmine of an Ethiopian, the blackcurrant of a Kenyan. A dark roast trades those for the flavours of roasting itself, like cocoa, smoke and caramelised sugar, and a heavier body with less acidity.",
      "Neither is better. We roast each coffee to the point where it tastes most like itself, which for a dense, high-grown washed coffee is usually light, and for a wet-hulled Sumatran is a little darker.",
    ],
  },
  {
    slug: "how-we-roast",
    name: "How we roast: a morning at the roastery",
    title: "How We Roast Our Coffee: A Morning at the Roastery",
    description: "From green bean to bag in one morning: our 15-kilo Loring roaster, profiles logged for every batch, cupping at noon and shipping the same afternoon.",
    date: "2026-02-04",
    author: "Luis Ortega",
    paragraphs: [
      "Roasting starts at six, before the café opens. Our roaster is a fifteen-kilo Loring, a machine that recirculates its own exhaust instead of burning it off through a separate afterburner, which cuts our gas use by about two thirds.",
      "Each coffee has a profile: how much heat goes in at each minute, when first crack should start and how long the roast develops after it. Software logs the bean temperature every second, and the roaster compares each batch to the reference curve. A batch that drifts too far is sold as café drip, not shipped to subscribers.",
      "At noon we cup every batch of the morning side by side, blind, with the previous day's batch as a reference. Cupping is a standardised tasting: coarse grounds, hot water, four minutes, then breaking the crust and slurping from a spoon so the coffee sprays across the palate.",
      "By two the bags are filled, sealed with a one-way valve and labelled with the roast date, and the afternoon courier picks them up. That is why we can promise that every order ships within 24 hours of roasting. Our best-selling <a href=\"/shop/espresso\">espresso</a> is roasted every single day.",
    ],
  },
  {
    slug: "storing-coffee-beans",
    name: "How to store coffee beans",
    title: "How to Store Coffee Beans So They Stay Fresh",
    description: "Keep coffee fresh for weeks: why the bag's valve matters, why the fridge is a bad idea, when freezing works, and how long roasted beans really last.",
    date: "2025-11-06",
    author: "Priya Nair",
    paragraphs: [
      "Roasted coffee has four enemies: oxygen, moisture, heat and light. Our bags already handle most of them. The one-way valve lets carbon dioxide out without letting air in, and the foil layer blocks light. Squeeze the air out, roll the top down and keep the bag in a cupboard away from the stove.",
      "Skip the fridge. It is humid, and coffee soaks up the smell of everything around it. The freezer is different: airtight, single-dose portions frozen within a week of roasting keep well for months. Grind them straight from frozen and do not refreeze.",
      "Most coffees are at their best between one and four weeks after the roast date. The first days are gassy and uneven, especially for espresso; after a month the aromatics fade and the cup goes flat and woody.",
      "Whole beans last much longer than ground coffee, which loses much of its aroma within an hour. If you can, grind just before brewing.",
    ],
  },
  {
    slug: "decaf-process",
    name: "How decaf is made, and why ours tastes like coffee",
    title: "How Decaf Coffee Is Made: Swiss Water Process",
    description: "Solvents, carbon dioxide or water: the ways caffeine is taken out of coffee, why we chose the Swiss Water process, and how we roast decaf differently.",
    date: "2026-01-15",
    author: "Maya Chen",
    paragraphs: [
      "All decaffeination happens to green coffee, before roasting. The beans are soaked to open them up, the caffeine is pulled out, and the beans are dried again. The methods differ in what pulls the caffeine.",
      "The oldest commercial methods use solvents such as methylene chloride or ethyl acetate, which bind caffeine selectively. The CO2 method uses carbon dioxide under high pressure. The Swiss Water process uses only water and carbon filters: a bath of water already saturated with everything soluble in coffee except caffeine, so only the caffeine leaves the beans.",
      "We chose Swiss Water for two reasons. Customers asked for a chemical-free decaf, and in blind cuppings it kept more of the coffee's sweetness than the alternatives we tried.",
      "Decaf beans roast faster and look darker than they are, so we adjust the profile with a gentler start and an earlier finish. See <a href=\"/shop/decaf\">our Colombian decaf</a> for the result.",
    ],
  },
  {
    slug: "meet-the-producers-huila",
    name: "Meet the producers: Finca El Mirador, Huila",
    title: "Meet the Producers: Finca El Mirador in Huila",
    description: "Our visit to Elías and Natalia Rodríguez at Finca El Mirador in Pitalito, Colombia: the farm, the new Pink Bourbon lots and what direct trade means here.",
    date: "2026-06-09",
    author: "Luis Ortega",
    paragraphs: [
      "Pitalito is a two-hour drive south of Neiva, along roads that wind up through banana and coffee. Finca El Mirador sits on a ridge at 1,650 metres, and the name, the lookout, makes sense the moment you step out of the truck.",
      "Elías planted his first Caturra here in 1994. Natalia studied agronomy in Bogotá and came back in 2023 to run the wet mill. She now separates every variety and every picking day, dries the lots in a parabolic dryer that keeps the rain off, and records moisture every morning.",
      "We pay a price agreed before the harvest, published on the bag, well above the commodity price and above Fairtrade minimums. More useful than the price, Natalia says, is knowing in January that the coffee is sold, so she can hire pickers and pay them well.",
      "This year we bought three lots instead of one, including the first Pink Bourbon from the farm. You can taste it in <a href=\"/shop/colombia-huila\">Colombia Huila, Finca El Mirador</a>.",
    ],
  },
  {
    slug: "harvest-report-2026",
    name: "Harvest report 2026: what is coming this year",
    title: "Harvest Report 2026: New Coffees Arriving This Year",
    description: "What the 2026 harvests look like in Ethiopia, Kenya, Colombia and Brazil, which lots we have contracted, and when each new coffee reaches the shop.",
    date: "2026-07-22",
    author: "Maya Chen",
    paragraphs: [
      "Every summer we look at the year ahead with our importers. The short version: Ethiopian quality is excellent after good rains, Kenya's crop is smaller but very clean, and Brazil recovered from the frosts that hit the Cerrado two years ago.",
      "From Ethiopia, we contracted two washed lots from Yirgacheffe and, for the first time, a natural from Guji. They ship from Djibouti in April and should reach Portland in late June.",
      "In Colombia, we buy three lots from Finca El Mirador, including the farm's first Pink Bourbon. Central American coffees from Guatemala arrive in early summer, and our Brazilian naturals in the autumn.",
      "Subscribers get each new coffee before it goes on sale in the shop. Prices stay where they are this year despite higher shipping costs; we would rather earn a little less than change the deal midway.",
      "We will post tasting notes for each coffee here as the samples arrive, and subscribers can vote on which of two Kenyan lots we buy more of.",
    ],
  },
];

function postPage(p: Post, over: Partial<Page> = {}): Page {
  return {
    path: `/blog/${p.slug}`,
    title: p.title,
    description: p.description,
    h1: p.name,
    type: "article",
    robots: p.robots,
    body: `<p class="byline">By ${p.author} · <time datetime="${p.date}">${new Date(`${p.date}T12:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" })}</time></p>
${para(...p.paragraphs)}
<p>Back to <a href="/blog">the journal</a>.</p>`,
    jsonLd: { "@context": "https://schema.org", "@type": "BlogPosting", headline: p.name, author: { "@type": "Person", name: p.author }, datePublished: p.date, image: `${ORIGIN}/images/og-northwind.jpg` },
    ...over,
  };
}

// ─── the other pages ────────────────────────────────────────────────────────────────────────────

const coffee = (slug: string) => COFFEES.find((c) => c.slug === slug)!;
const houseBlend = coffee("house-blend");
const link = (href: string, text: string) => `<a href="${href}">${text}</a>`;

const HOME: Page = {
  path: "/",
  title: "Northwind Coffee Roasters | Fresh Roasted Coffee Online",
  description: "Specialty coffee roasted to order in Portland, Oregon and shipped within 24 hours. Single origins, blends and subscriptions with a brew card in every bag.",
  h1: "Fresh roasted coffee, shipped the day we roast it",
  hreflang: [
    { lang: "en", href: "/" },
    { lang: "es", href: "/es/" },
    { lang: "x-default", href: "/" },
  ],
  image: "/images/home-hero.jpg",
  jsonLd: { "@context": "https://schema.org", "@type": "Organization", name: "Northwind Coffee Roasters", url: ORIGIN, logo: `${ORIGIN}/images/logo.svg`, sameAs: ["https://www.instagram.com/northwindcoffee"] },
  body: `<img src="/images/home-hero.jpg" alt="Freshly roasted beans cooling in the tray of our roaster" width="1600" height="900">
${para(
  "Northwind is a small roastery on Alberta Street in Portland. We buy green coffee directly from the farms and cooperatives we know, roast it in small batches every morning, and ship it the same day, so it reaches you at its best instead of sitting in a warehouse.",
  "Every bag comes with a brew card written for that coffee: the ratio, grind and temperature our baristas use, and what it should taste like when you get it right.",
)}
<h2>Start here</h2>
<ul><li>${link("/shop/house-blend", "Northwind House Blend")}: sweet, round and easy, our most popular coffee.</li><li>${link("/shop/ethiopia-yirgacheffe", "Ethiopia Yirgacheffe, Konga")}: floral and bright, for pour-over.</li><li>${link("/shop/espresso-beans", "Northwind Espresso")}: chocolate and hazelnut under milk.</li></ul>
<h2>Never run out</h2>
${para(`A ${link("/subscriptions", "coffee subscription")} delivers a fresh bag every one, two or four weeks. Skip, pause or swap coffees whenever you like, and save 10 % on every delivery.`)}
<h2>Brew better coffee</h2>
${para(`Our ${link("/guides", "brew guides")} cover pour-over, French press, AeroPress, cold brew and espresso, written by the people who train our café staff. New to specialty coffee? Begin with the ${link("/guides/grind-size", "grind size chart")}.`)}`,
};

const SHOP: Page = {
  path: "/shop",
  title: "Shop Specialty Coffee Beans | Northwind Coffee Roasters",
  description: "All our coffees in one place: single origins from Ethiopia, Kenya, Colombia, Guatemala, Sumatra and Brazil, plus our espresso, house blend and decaf.",
  h1: "Shop coffee",
  body: `${para(
    "Everything here is roasted to order. Choose whole bean or tell us how you brew, and we grind it for you on the day it ships. Prices are for 12 oz bags unless the name says otherwise.",
  )}
<h2>Single origins</h2>
<ul>${["ethiopia-yirgacheffe", "kenya-nyeri", "colombia-huila", "guatemala-huehuetenango", "sumatra-mandheling", "brazil-cerrado"].map((s) => `<li>${link(`/shop/${s}`, coffee(s).name)}: ${coffee(s).notes}</li>`).join("")}</ul>
<h2>Blends and decaf</h2>
<ul><li>${link("/shop/house-blend", houseBlend.name)}: ${houseBlend.notes}</li><li>${link("/shop/house-blend-2lb", "Northwind House Blend, 2 lb bag")}: the same blend in the big bag for offices and big households</li><li>${link("/shop/espresso-beans", "Northwind Espresso")}: ${coffee("espresso-beans").notes}</li><li>${link("/shop/decaf", coffee("decaf").name)}: ${coffee("decaf").notes}</li></ul>
<h2>Not sure?</h2>
${para(`Read how ${link("/blog/light-vs-dark-roast", "light and dark roasts differ")}, or start a ${link("/subscriptions", "subscription")} and let us choose a different coffee for you every month.`)}`,
};

const SUBSCRIPTIONS: Page = {
  path: "/subscriptions",
  title: "Coffee Subscription: Fresh Beans Delivered | Northwind",
  description: "A fresh bag every one, two or four weeks, roasted the day it ships. Choose your coffee or let our roasters pick. Skip or pause anytime; 10 % off every bag.",
  h1: "Coffee subscriptions",
  body: `${para(
    "A subscription is the easiest way to always have fresh coffee. Pick how often you want a bag and how you brew, and we roast and ship it on the same day, every time. There is no contract: skip a delivery, pause for a month or cancel from your account in two clicks.",
    "Subscribers save 10 % on every bag, get free shipping on orders of two bags or more, and taste each new harvest before it goes on sale in the shop.",
  )}
<h2>Three ways to subscribe</h2>
<ul><li>Your favourite: the same coffee every time, for example our ${link("/shop/house-blend", "house blend")}.</li><li>Roaster's choice: a different single origin every delivery, chosen by our head roaster.</li><li>Espresso club: espresso blends and single origins roasted for espresso machines.</li></ul>
<h2>How often?</h2>
${para(
  "Most people drinking two cups a day use about one 12 oz bag every two weeks. Households of two heavy drinkers usually go weekly. You can change the frequency or the size at any time.",
  `Giving a subscription? See ${link("/gifts", "gift subscriptions")}, prepaid for three, six or twelve months.`,
)}`,
};

const GIFTS: Page = {
  path: "/gifts",
  title: "Coffee Gifts and Gift Subscriptions | Northwind Coffee",
  description: "Gift a coffee subscription for three, six or twelve months, a tasting box of three single origins, or a gift card. Shipped with a handwritten note.",
  h1: "Coffee gifts",
  body: `${para(
    "Good coffee is one of the few gifts people use every day. A gift subscription sends fresh bags on the schedule you pick, with your message on a card in the first box. The person you give it to can change the coffee and the grind, but never pays a cent.",
  )}
<h2>Gift subscriptions</h2>
${para("Prepay three, six or twelve months of deliveries every two weeks. Choose a start date, for example the week of a birthday, and we will email them a card that morning.")}
<h2>Tasting box</h2>
${para(`Three 4 oz bags of single origins from three continents, currently ${link("/shop/ethiopia-yirgacheffe", "Ethiopia Yirgacheffe")}, ${link("/shop/colombia-huila", "Colombia Huila")} and ${link("/shop/sumatra-mandheling", "Sumatra Mandheling")}, with tasting notes and a guide to cupping at home.`)}
<h2>Gift cards</h2>
${para("Digital gift cards from $25, delivered by email on the date you choose and valid for five years in the shop and in both cafés.")}
<p>Every gift ships in a plain box with no prices inside, and you can add a handwritten note of up to 300 characters. If you would rather deliver it yourself, choose delivery to your own address and we send a printed gift card with the first bag. Gift subscriptions never renew on their own; we email you a week before the last delivery in case you want to extend it.</p>`,
};

const GUIDES_HUB: Page = {
  path: "/guides",
  title: "Coffee Brewing Guides and Recipes | Northwind Coffee",
  description: "Step-by-step brewing guides from our café trainers: pour-over, French press, AeroPress, cold brew and espresso, plus grind size and water chemistry.",
  h1: "Brew guides",
  body: `${para(
    "These are the recipes we teach new baristas in our cafés, rewritten for a home kitchen. Each guide gives a starting recipe and tells you what to change when the cup is not quite right, because every grinder, kettle and coffee is a little different.",
  )}
<h2>Methods</h2>
<ul>${GUIDES.filter((g) => !["grind-size", "water-for-coffee"].includes(g.slug)).map((g) => `<li>${link(`/guides/${g.slug}`, g.name)}</li>`).join("")}</ul>
<h2>Fundamentals</h2>
<ul><li>${link("/guides/grind-size", "Coffee grind size chart")}</li><li>${link("/guides/water-for-coffee", "Water for coffee")}</li><li>${link("/blog/storing-coffee-beans", "How to store coffee beans")}</li></ul>
${para("Questions about a recipe? Ask us at either café, or write to the address on our contact page; a barista answers every email.")}
<p>New to brewing at home? Start with the French press: it needs only a kettle and a grinder, forgives almost every mistake, and makes a rich cup with any of our coffees. When you want more clarity and more of a coffee's origin character, move on to the pour-over, and try the AeroPress when you travel.</p>`,
};

const BLOG_HUB: Page = {
  path: "/blog",
  title: "The Northwind Journal: Coffee Stories and Roasting Notes",
  description: "Stories from the roastery and the farms we buy from, roasting notes and answers to the questions we hear most at the café counter.",
  h1: "The Northwind journal",
  body: `${para("Notes from the roastery, visits to the producers we buy from, and longer answers to the questions customers ask at the counter.")}
<ul>${POSTS.filter((p) => p.slug !== "harvest-report-2026")
    .map((p) => `<li>${link(`/blog/${p.slug}`, p.name)}: ${p.description}</li>`)
    .join("")}</ul>`,
};

const ABOUT: Page = {
  path: "/about",
  title: "About Northwind Coffee Roasters, Portland, Oregon",
  description: "A roastery and two cafés in Portland, Oregon since 2014. How we buy coffee, who roasts it, and what we believe about paying farmers fairly.",
  h1: "About Northwind",
  image: "/images/roastery.jpg",
  body: `<img src="/images/roastery.jpg" alt="The Northwind roastery on Alberta Street with the roaster running" width="1200" height="800">
${para(
  "Northwind started in 2014 as a stall at the Alberta Street farmers' market, with a one-kilo roaster in a rented garage. Today we roast about four tonnes of coffee a month, run two cafés in Portland and ship to subscribers across the United States.",
  "We buy most of our green coffee directly from producers we have visited, at prices agreed before the harvest and printed on every bag. The rest comes through two importers who share the same approach and publish what they pay.",
  "The team is twenty-two people, from roasters and baristas to the two who pack every order by hand. Everyone tastes the day's roasts at noon, and anyone can stop a batch from shipping.",
)}
<h2>What we care about</h2>
${para(`Freshness you can check: the roast date is on every bag, and every order ships within 24 hours of it. Transparency about prices and producers; read about ${link("/blog/meet-the-producers-huila", "our visit to Finca El Mirador")}. And good coffee without snobbery.`)}
<p>In 2019 we moved into the old tyre shop on Alberta Street that is now the roastery and our first café. The second café, on Division Street, opened in 2022. We still roast on weekday mornings only, so the team has afternoons for cupping, training and packing, and nobody works nights.</p>`,
};

const CAFES: Page = {
  path: "/cafes",
  title: "Our Cafés in Portland: Alberta Street and Division",
  description: "Visit our two Portland cafés on NE Alberta Street and SE Division Street: opening hours, the current menu, brewing classes and the roastery tour.",
  h1: "Our cafés",
  jsonLd: { "@context": "https://schema.org", "@type": "CafeOrCoffeeShop", name: "Northwind Coffee, Alberta Street", address: { "@type": "PostalAddress", streetAddress: "2418 NE Alberta Street", addressLocality: "Portland", addressRegion: "OR", postalCode: "97211", addressCountry: "US" } },
  body: `<img src="/images/roastery.jpg" width="1200" height="800">
<h2>Alberta Street</h2>
${para("Our first café shares a wall with the roastery, so you can watch the morning roast through the window. Open every day from 7 am to 5 pm, with the full menu, a brew bar for pour-overs, and beans from the day's roast.", "On Saturday mornings at nine we run a free one-hour roastery tour; no booking needed, just come by.")}
<h2>Division Street</h2>
${para("A small, bright café near Clinton Street with a long communal table and the best pastries in the neighbourhood, from a bakery two doors down. Open weekdays from 6:30 am to 4 pm and weekends from 8 am to 4 pm.", `Brewing classes run here on the first Sunday of each month: pour-over in the morning and espresso at home in the afternoon. Details are on our ${link("/contact", "contact page")}.`)}
<p>Both cafés serve the same rotating single origins as the shop, so you can taste a coffee before you buy a bag. Ask the barista for a side-by-side tasting of two filter coffees; it is the quickest way to learn what you like. Dogs are welcome on the patio at Alberta Street, and both cafés have step-free access.</p>`,
};

const WHOLESALE: Page = {
  path: "/wholesale",
  title: null,
  description: "Coffee for cafés, restaurants and offices: wholesale pricing, equipment advice, barista training and weekly roasting to your schedule.",
  h1: "Wholesale coffee for cafés and offices",
  body: `${para(
    "We roast for about forty cafés, restaurants and offices around Portland and Seattle. Wholesale partners get the same fresh coffee as our own cafés, roasted on a fixed day each week and delivered within two days.",
    "For cafés, we help choose and set up equipment, train your baristas on our espresso and filter recipes, and visit every quarter to taste with your team. For offices, we supply drip and batch-brew coffee with the equipment on loan as long as you buy the coffee.",
  )}
<h2>Pricing</h2>
${para("Prices depend on volume and the coffees you choose; most partners buy between 20 and 100 pounds a week. Write to us with what you serve and how much, and we will send a price list and samples.")}
<h2>Samples</h2>
${para(`Ask for a sample box of our ${link("/shop/espresso-beans", "espresso")} and ${link("/shop/house-blend", "house blend")}, the two coffees most of our wholesale partners start with.`)}
<p>Every wholesale partner gets a named contact at the roastery, a printed menu card for each coffee, and first access to small lots before they go on sale. We ask for no minimum contract length; most of our partners have been with us for more than three years, which we take as a good sign.</p>`,
};

const FAQ_ITEMS: [string, string][] = [
  ["When will my order ship?", "Within 24 hours of roasting. We roast Monday to Friday, so orders placed on a weekend ship on Monday afternoon."],
  ["Whole bean or ground?", "Whole bean keeps its flavour much longer. If you do not have a grinder, choose your brew method at checkout and we grind it to match on the day it ships."],
  ["Can I pause my subscription?", "Yes. Skip a delivery, pause for up to three months or cancel from your account at any time, with no fees."],
  ["Are your bags recyclable?", "Our bags are compostable in industrial facilities, including Portland's city compost. The valve and the tin tie can be removed and go in the trash."],
  ["Do you ship outside the United States?", "Not yet. We ship to all fifty states, including Alaska and Hawaii, where delivery takes a few days longer."],
];

const FAQ: Page = {
  path: "/faq",
  title: "Frequently Asked Questions | Northwind Coffee Roasters",
  description: "Answers about shipping, subscriptions, grinding, packaging and wholesale: what our customers ask us most, and what to do if something goes wrong.",
  h1: "Questions and answers",
  jsonLd: { "@context": "https://schema.org", "@type": "FAQPage", mainEntity: FAQ_ITEMS.map(([q, a]) => ({ "@type": "Question", name: q, acceptedAnswer: { "@type": "Answer", text: a } })) },
  body: `${FAQ_ITEMS.map(([q, a]) => `<h2>${q}</h2>\n<p>${a}</p>`).join("\n")}
${para(`Something else? Read about ${link("/shipping", "shipping and returns")} or ${link("/contact", "contact us")}; we answer within one working day.`)}
<p>If your question is about a particular coffee, the brew card in the bag is the best place to start. It lists the recipe our baristas use for that coffee, and what to change if the cup tastes sour, bitter or weak.</p>`,
};

const SHIPPING: Page = {
  path: "/shipping",
  title: "Shipping and Returns | Northwind Coffee Roasters",
  description: "Shipping times and costs across the US, free shipping thresholds, what happens if a parcel goes missing, and our no-questions replacement promise.",
  h1: "Shipping and returns",
  body: `${para(
    "We ship with USPS Priority Mail from Portland. Most orders arrive in two to three days on the West Coast and three to five days elsewhere. Shipping is free on orders over $40 and on subscriptions of two bags or more; otherwise it costs a flat $6.",
    "You get a tracking link by email as soon as the label is printed. If a parcel has not moved in five days, write to us and we send a replacement straight away; we sort it out with the carrier, not you.",
  )}
<h2>Returns</h2>
${para("Coffee is perishable, so we do not take opened bags back. But if you do not like a coffee, tell us why and we will send a different one or refund it, once per customer per year, no questions asked. Equipment can be returned unused within 30 days.")}
<p>Subscriptions ship on the same weekday each cycle. If a delivery would arrive while you are away, skip it from your account up to two days before it roasts, or move it forward a few days. Orders to Alaska and Hawaii ship with the same service but take four to seven days, and we add ice packs to nothing: roasted coffee does not need them.</p>`,
};

const CONTACT: Page = {
  path: "/contact",
  title: "Contact Northwind Coffee Roasters in Portland, Oregon",
  description: "Email, phone and addresses of the roastery and both cafés, opening hours, and who to write to about orders, wholesale, press or brewing classes.",
  h1: "Contact us",
  body: `${para(
    "The quickest way to reach us is email: hello@northwind-coffee.example for orders and subscriptions, wholesale@northwind-coffee.example for cafés and offices. A person on our team answers every message within one working day.",
    "Prefer to talk? Call (503) 555-0142 on weekdays between 9 am and 4 pm Pacific time. For brewing classes and the Saturday roastery tour, just come by the Alberta Street café or ask any barista.",
  )}
<h2>Addresses</h2>
${para("Roastery and café: 2418 NE Alberta Street, Portland, OR 97211. Café: 3326 SE Division Street, Portland, OR 97202. Orders are not picked up at the roastery, but you can buy the day's roast at either café.")}
<p>Journalists and podcasters can reach our founder through press@northwind-coffee.example. Producers and importers who would like us to taste a coffee can send a 300 g green sample to the roastery address, with the lot details and the price you are asking; we cup every sample on a Thursday and answer every sender within two weeks.</p>`,
};

const PRIVACY: Page = {
  path: "/privacy",
  title: "Privacy Policy | Northwind Coffee Roasters",
  description: "What personal data we collect when you order or subscribe, why we keep it, who processes it for us, and how to see, correct or delete it.",
  h1: "Privacy policy",
  body: `${para(
    "We collect what we need to roast and ship your coffee: your name, delivery address, email, and what you order. Payments are handled by our payment processor; we never see or store your full card number.",
    "We use your email to send order and shipping updates and, if you opt in, a monthly newsletter about new coffees. We do not sell or rent personal data to anyone, and our analytics are configured without advertising features.",
    "You can ask to see, correct or delete the data we hold about you at any time by writing to privacy@northwind-coffee.example. We answer within thirty days and keep order records only as long as tax law requires, currently seven years.",
  )}
<p>Our website uses one cookie to keep your cart and, if you sign in, one to keep you signed in. We do not use advertising cookies or third-party trackers. Analytics count page views without storing your IP address. This policy was last updated in March 2026; we will email subscribers before any change that affects how we use their data.</p>`,
};

const ES_HOME: Page = {
  path: "/es/",
  lang: "es",
  title: "Northwind Coffee Roasters | Café recién tostado en línea",
  description: "Café de especialidad tostado por encargo en Portland, Oregón, y enviado en 24 horas. Orígenes únicos, mezclas y suscripciones con ficha de preparación.",
  h1: "Café recién tostado, enviado el mismo día",
  hreflang: [
    { lang: "es", href: "/es/" },
    { lang: "en-UK", href: "/" },
    { lang: "x-default", href: "/" },
  ],
  body: `${para(
    "Northwind es un pequeño tostador en la calle Alberta de Portland. Compramos café verde directamente a las fincas y cooperativas que conocemos, lo tostamos en lotes pequeños cada mañana y lo enviamos el mismo día, para que llegue a su casa en su mejor momento y no después de semanas en un almacén.",
    "Cada bolsa incluye una ficha de preparación escrita para ese café: la proporción, la molienda y la temperatura que usan nuestros baristas, y a qué debería saber cuando lo prepara bien. Enviamos a los cincuenta estados de Estados Unidos.",
  )}
<h2>Para empezar</h2>
${para(`Nuestra ${link("/es/suscripciones", "suscripción de café")} le envía una bolsa fresca cada una, dos o cuatro semanas, con un 10 % de descuento en cada envío. Puede saltar, pausar o cambiar de café cuando quiera, sin permanencia.`, "Por ahora la tienda y las guías de preparación están en inglés; estamos traduciendo el resto del sitio poco a poco y agradecemos sus comentarios.")}
<p>Si tiene preguntas sobre un café, la ficha de la bolsa es el mejor punto de partida: indica la receta de nuestros baristas para ese café y qué cambiar si la taza sale ácida, amarga o aguada. También puede escribirnos en español; siempre hay alguien en el equipo que le responde.</p>`,
};

const ES_SUBSCRIPTIONS: Page = {
  path: "/es/suscripciones",
  lang: "es",
  title: "Suscripción de café: granos frescos a domicilio | Northwind",
  description: "Una bolsa fresca cada una, dos o cuatro semanas, tostada el día del envío. Elija su café o deje que elijan nuestros tostadores. Un 10 % menos en cada bolsa.",
  h1: "Suscripciones de café",
  hreflang: [
    { lang: "es", href: "/es/suscripciones" },
    { lang: "en", href: "/subscriptions" },
  ],
  body: `${para(
    "Una suscripción es la forma más sencilla de tener siempre café fresco en casa. Elija cada cuánto quiere recibir una bolsa y cómo prepara su café, y nosotros lo tostamos y lo enviamos el mismo día, siempre. No hay contrato: puede saltar una entrega, pausar un mes o cancelar desde su cuenta en dos clics.",
    "Los suscriptores ahorran un 10 % en cada bolsa, tienen envío gratuito a partir de dos bolsas y prueban cada nueva cosecha antes de que llegue a la tienda.",
  )}
<h2>Tres maneras de suscribirse</h2>
<ul><li>Su favorito: siempre el mismo café, por ejemplo nuestra mezcla de la casa.</li><li>Elección del tostador: un origen distinto en cada entrega, elegido por nuestro jefe de tueste.</li><li>Club de espresso: mezclas y orígenes tostados para máquinas de espresso.</li></ul>
${para(`Volver a la ${link("/es/", "página principal en español")}.`)}
<p>La mayoría de las personas que toman dos tazas al día usan una bolsa de 340 gramos cada dos semanas. Puede cambiar la frecuencia, el tamaño o la molienda cuando quiera desde su cuenta, y cada bolsa lleva la fecha de tueste impresa para que sepa exactamente cuándo se tostó.</p>`,
};

const HOUSE_BLEND_2LB: Page = productPage(houseBlend, {
  path: "/shop/house-blend-2lb",
  title: "Northwind House Blend, 2 lb Bag | Northwind Coffee",
  description: "Our house blend in the 2 lb bag for offices and big households: Guatemalan and Brazilian beans with caramel, baking spice and orange zest.",
  h1: "Northwind House Blend",
  body: productBody(houseBlend, "2 lb", "38.00"),
});

const CART: Page = {
  path: "/cart",
  title: "Your Cart | Northwind Coffee Roasters",
  description: "The coffees in your cart, your subscription choices and the shipping estimate before checkout at Northwind Coffee Roasters.",
  h1: "Your cart",
  robots: "noindex",
  unlisted: true,
  body: para("Your cart is empty. Browse the shop to find a coffee you will love."),
};

const NOT_FOUND = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Page not found | Northwind Coffee Roasters</title><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body>${NAV}<main><h1>We could not find that page</h1><p>It may have moved. Try <a href="/shop">the shop</a> or <a href="/guides">the brew guides</a>.</p></main>${FOOTER}</body>
</html>
`;

// ─── the site now, and a month earlier ──────────────────────────────────────────────────────────

const pagesNow: Page[] = [
  HOME,
  SHOP,
  ...COFFEES.map((c) => productPage(c)),
  HOUSE_BLEND_2LB,
  SUBSCRIPTIONS,
  GIFTS,
  GUIDES_HUB,
  ...GUIDES.map((g) => guidePage(g)),
  BLOG_HUB,
  ...POSTS.map((p) => postPage(p)),
  ABOUT,
  CAFES,
  WHOLESALE,
  FAQ,
  SHIPPING,
  CONTACT,
  PRIVACY,
  ES_HOME,
  ES_SUBSCRIPTIONS,
  CART,
];
// Colombia Huila's Product block lost a comma's worth of care in the last CMS edit.
const huila = pagesNow.find((p) => p.path === "/shop/colombia-huila")!;
huila.rawJsonLd = JSON.stringify(huila.jsonLd).replace(/}}$/, "},}");

const ethiopia = coffee("ethiopia-yirgacheffe");
const pagesBefore: Page[] = [
  { ...ABOUT, description: null },
  { ...FAQ, h1: null },
  guidePage(GUIDES.find((g) => g.slug === "pour-over")!, { title: "Pour-Over Coffee Guide: The Perfect Ratio, Grind Size, Water Temperature and Technique" }),
  productPage({ ...ethiopia, link: { href: "/shop/ethiopia-guji", text: "Compare it with our natural Ethiopia Guji, Hambela" } }),
  postPage({ ...POSTS.find((p) => p.slug === "light-vs-dark-roast")!, robots: undefined }),
];

const ROBOTS = `# Northwind Coffee Roasters
User-agent: *
Disallow: /cart
Disallow: /account/
Disallow: /checkout

Sitemap: ${ORIGIN}/sitemap.xml
`;

function sitemap(pages: Page[]): string {
  const urls = [...pages.filter((p) => !p.unlisted).map((p) => p.path), "/shop/espresso-blend"].sort();
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((u) => `  <url><loc>${ORIGIN}${u}</loc></url>`).join("\n")}
</urlset>
`;
}

const REDIRECTS = `# Old URLs from the 2023 shop, redirected by the host (Netlify _redirects format)
/shop/espresso /shop/espresso-blend 301
/shop/espresso-blend /shop/espresso-beans 301
/shop/old-roasts /shop 301
`;

const HEADERS = `# Response headers by path (Netlify _headers format)
/*
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
/images/*
  Cache-Control: public, max-age=31536000, immutable
`;

const CSS = `:root{color-scheme:light dark;font-family:system-ui,sans-serif;line-height:1.55}body{max-width:46rem;margin:0 auto;padding:1rem}img{max-width:100%;height:auto}nav a{margin-right:.75rem}\n`;

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><circle cx="20" cy="20" r="16" fill="#3b2a1e"/><path d="M12 26 L20 10 L28 26 Z" fill="#f4e9dc"/><text x="44" y="26" font-family="Georgia,serif" font-size="16" fill="#3b2a1e">Northwind</text></svg>\n`;

/**
 * Photos drawn once (seeded: the same pixels every run) and encoded as JPEG with sharp (Next's image
 * library), sized like real ones: the cold brew hero is a full-size camera export at high quality.
 */
const IMAGES: { name: string; w: number; h: number; quality: number; grain: number }[] = [
  { name: "home-hero.jpg", w: 1200, h: 675, quality: 70, grain: 10 },
  { name: "cold-brew-hero.jpg", w: 1600, h: 1067, quality: 85, grain: 7 },
  { name: "roastery.jpg", w: 960, h: 640, quality: 68, grain: 8 },
  { name: "brew-bar.jpg", w: 960, h: 640, quality: 66, grain: 8 },
  { name: "bag-light.jpg", w: 640, h: 640, quality: 68, grain: 6 },
  { name: "bag-dark.jpg", w: 640, h: 640, quality: 68, grain: 6 },
  { name: "og-northwind.jpg", w: 1200, h: 630, quality: 60, grain: 6 },
];

function pixels(w: number, h: number, seed: number, grain: number): Buffer {
  let a = seed >>> 0;
  const rand = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const waves = Array.from({ length: 6 }, () => ({ fx: (rand() * 9 + 1) / w, fy: (rand() * 9 + 1) / h, p: rand() * 6.28, amp: 18 + rand() * 30 }));
  const out = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let v = 0;
      for (const wv of waves) v += wv.amp * Math.sin(6.28 * (wv.fx * x + wv.fy * y) + wv.p);
      const base = 60 + (140 * y) / h + v;
      const n = (rand() - 0.5) * grain * 2;
      const i = (y * w + x) * 3;
      out[i] = Math.max(0, Math.min(255, base + 40 + n));
      out[i + 1] = Math.max(0, Math.min(255, base * 0.78 + 18 + n));
      out[i + 2] = Math.max(0, Math.min(255, base * 0.55 + n));
    }
  }
  return out;
}

function write(root: string, rel: string, text: string | Buffer) {
  const p = path.join(root, rel);
  mkdirSync(path.dirname(p), { recursive: true });
  writeFileSync(p, text);
}

const fileOf = (p: Page) => (p.path === "/" ? "index.html" : p.path.endsWith("/") ? `${p.path.slice(1)}index.html` : `${p.path.slice(1)}.html`);

for (const entry of ["_before", "es", "shop", "guides", "blog", "index.html", "sitemap.xml", "robots.txt", "_redirects", "_headers", "404.html", "assets"]) rmSync(path.join(OUT, entry), { recursive: true, force: true });
for (const p of pagesNow) write(OUT, fileOf(p), render(p));
for (const p of pagesBefore) write(BEFORE, fileOf(p), render(p));
write(OUT, "404.html", NOT_FOUND);
write(OUT, "robots.txt", ROBOTS);
write(OUT, "sitemap.xml", sitemap(pagesNow));
write(BEFORE, "sitemap.xml", sitemap(pagesNow));
write(OUT, "_redirects", REDIRECTS);
write(OUT, "_headers", HEADERS);
write(OUT, "assets/site.css", CSS);
write(OUT, "images/logo.svg", LOGO);
const { default: sharp } = await import("sharp");
for (const [i, img] of IMAGES.entries()) {
  const file = path.join(OUT, "images", img.name);
  if (existsSync(file)) continue;
  await sharp(pixels(img.w, img.h, 1000 + i, img.grain), { raw: { width: img.w, height: img.h, channels: 3 } })
    .jpeg({ quality: img.quality, mozjpeg: false })
    .toFile(file);
}
console.log(`${pagesNow.length} pages now, ${pagesBefore.length} changed a month earlier → ${path.relative(process.cwd(), OUT)}`);
