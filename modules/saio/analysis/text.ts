/** Text helpers shared by the SAIO analysis: diacritic folding with an index map back to the original, word lists. */

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Characters NFD does not decompose, and typographic variants that should compare equal to their ASCII form. */
const FOLD_CHARS: Record<string, string> = {
  "\u2019": "'",
  "\u2018": "'",
  "\u02bc": "'",
  "\u2032": "'",
  "\u00b4": "'",
  "\u2010": "-",
  "\u2011": "-",
  "\u00a0": " ",
  "\u202f": " ",
  ß: "ss",
  ø: "o",
  Ø: "O",
  ł: "l",
  Ł: "L",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  đ: "d",
  Đ: "D",
};

export type Folded = {
  /** Text with diacritics removed and apostrophes/hyphens unified; case is kept (common-word brands need it). */
  text: string;
  /** map[i] = index in the original text of folded character i; map[text.length] = original length. */
  map: number[];
};

export function foldWithMap(input: string): Folded {
  let text = "";
  const map: number[] = [];
  for (let i = 0; i < input.length; ) {
    const cp = input.codePointAt(i) ?? 0;
    const ch = String.fromCodePoint(cp);
    const out = FOLD_CHARS[ch] ?? ch.normalize("NFD").replace(COMBINING_MARKS, "");
    text += out;
    for (let k = 0; k < out.length; k++) map.push(i);
    i += ch.length;
  }
  map.push(input.length);
  return { text, map };
}

export function fold(input: string): string {
  return foldWithMap(input).text;
}

/** Case- and diacritic-insensitive comparison key, whitespace collapsed. */
export function foldKey(input: string): string {
  return fold(input).toLowerCase().replace(/\s+/g, " ").trim();
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

export function isUpperLetter(c: string | undefined): boolean {
  return !!c && c !== c.toLowerCase() && c === c.toUpperCase();
}

const words = (s: string) => new Set(s.trim().split(/\s+/));

export const WEEKDAYS = words("monday tuesday wednesday thursday friday saturday sunday");
export const MONTHS = words("january february march april may june july august september october november december");

/**
 * Everyday English words that are also brand names (Apple, Notion, Monday, Linear, Slack, On, Close…).
 * A tracked name made only of these words is matched strictly (see mentions.ts); `strict` on the brand overrides.
 */
export const COMMON_WORDS = new Set([
  ...WEEKDAYS,
  ...MONTHS,
  ...words(`
    a an the and or but if of on in at to by for with from up out off over under about into onto as so no not yes
    all any one two three first last next new old best top good great big small high low fast slow free open close
    apple orange lemon lime mango peach pear plum berry banana cherry olive pepper salt sugar honey coffee tea bean
    notion linear height basecamp slack zoom signal brave target shell gap square stripe block box drive
    copper close front help scout pipe base camp spark mint chase discover bolt bird jump hinge bumble snap loom
    frame figure canvas sketch pitch plan plane keep note notes word words page pages numbers office teams team
    project projects task tasks work works flow glide craft bear things focus mail inbox superhuman spike hey
    fresh ring nest echo fire kindle dash prime crocs vans converse puma jaguar mustang dove axe tide gain joy
    cheer arm hammer shark fox eagle falcon ghost glory wave rocket atlas summit peak trail path road run
    running race runner pace stride cloud clouds boost bloom pure zero origin element unity core arc edge
    chrome safari opera compass beacon anchor harbor harbour lighthouse bridge gate gateway portal venture
    capital sage oracle toast clover gusto rippling wise chime current ally mercury gemini copilot perplexity
    llama maze lucky charm fortune general national american united standard royal home depot sprout hive
    amazon apple
    `),
]);

/**
 * Capitalised words that start sentences, list items, headings or table cells in AI answers without naming a
 * brand: function words, verbs, adjectives and the generic labels of comparison write-ups.
 */
export const GENERIC_WORDS = new Set([
  ...WEEKDAYS,
  ...MONTHS,
  ...words(`
    a an the and or but nor yet so if then than that this these those there here it its it's they them their we our
    you your i me my he she his her who whom whose which what when where why how while whereas although though
    because since unless until after before during about above below between among across through via per vs
    of on in at to by for with from up out off over under into onto as is are was were be been being do does did
    has have had can could should would will shall may might must not no yes all any each every both either neither
    some many most more less few several other another such same own only just also even still already always never
    often usually sometimes generally typically overall however therefore thus hence instead otherwise meanwhile
    additionally also finally firstly secondly lastly ultimately basically essentially importantly notably
    ideally alternatively similarly likewise plus
    best better good great top leading popular excellent solid strong reliable affordable cheap expensive premium
    budget value free paid pro plus basic standard business enterprise team teams starter personal professional
    advanced ultimate unlimited essential essentials growth scale
    new old modern classic traditional light lightweight heavy fast quick easy simple powerful flexible robust
    versatile comfortable durable cushioned responsive stable stability neutral trail road racing daily everyday
    long short wide narrow small large medium dark bold smooth rich bright sweet fruity nutty chocolatey
    step steps stage phase part section chapter option options choice choices pick picks alternative alternatives
    pros cons pro con advantages disadvantages strengths weaknesses drawbacks downsides upsides benefits
    price prices pricing cost costs plan plans tier tiers trial subscription license month year annual monthly
    feature features key highlights highlight summary overview conclusion verdict recommendation recommendations
    bottom line tl;dr tldr note notes tip tips example examples caveat caveats warning disclaimer update
    why what how who which where when quick comparison compare compared table chart rating ratings score scores
    review reviews rank ranking rankings rated award winner winners runner runners-up category categories
    sources source references reference citations further reading faq faqs q a answer question questions
    use used using uses choose consider try look check start get go make take keep find see read visit learn
    need needs want wants like likes love loves works work working build set setup set-up ideal perfect
    ease integration integrations support customer customers service services tool tools software app apps
    platform platforms product products solution solutions system systems company companies brand brands
    shoe shoes sneaker sneakers trainer trainers model models version versions edition size sizes fit weight drop
    stack offset upper outsole midsole foam cushioning cushion heel toe arch pronation gait mileage
    coffee coffees bean beans roast roasts roaster roasters blend blends espresso latte cappuccino brew brewing
    grind grinder grinders pour over cold drip arabica robusta decaf single origin organic
    crm crms sales marketing pipeline pipelines leads lead deals deal contacts contact email emails automation
    reporting analytics dashboard dashboards forecasting management project projects task tasks kanban gantt
    scrum agile sprint sprints board boards timeline timelines roadmap roadmaps docs documents wiki
    collaboration communication productivity workflow workflows template templates
    ai api apis ui ux seo smb smbs smes b2b b2c roi kpi kpis saas usd eur gbp us usa uk eu pdf csv
    windows mac macos ios android linux web mobile desktop online offline cloud
    north south east west central global international local remote hybrid
    america american europe european asia asian africa african canada australia
    ethiopia ethiopian colombia colombian brazil brazilian kenya kenyan guatemala sumatra java yirgacheffe
    italy italian japan japanese germany german france french spain spanish
    mr mrs ms dr inc ltd llc co corp
    yes no maybe okay ok note: important
    `),
]);
