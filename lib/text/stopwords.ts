/**
 * English function words that carry no topic, for term extraction over prose (content research). A
 * keyword list has its own, shorter list (modules/seo/analysis/cluster.ts): "best" or "how" is a
 * topic-free word in a heading's n-gram but a meaningful part of a search query.
 */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a about above after again against all almost also although always am among an and another any anyone anything are aren't around as at " +
    "be became because become been before being below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't done down " +
    "during each either else enough even ever every few for from further get gets getting got had hadn't has hasn't have haven't having he he'd he'll he's her here " +
    "here's hers herself him himself his how how's however i i'd i'll i'm i've if in into is isn't it it's its itself just let's like likely may me might more most " +
    "much must mustn't my myself need needs neither never no nor not now of off often on once one only onto or other others otherwise ought our ours ourselves out over " +
    "own per perhaps quite rather really same several shall shan't she she'd she'll she's should shouldn't since so some something sometimes still such than that that's " +
    "the their theirs them themselves then there there's these they they'd they'll they're they've this those though through thus to too toward towards under until up " +
    "upon us use used using usually very via was wasn't we we'd we'll we're we've well were weren't what what's whatever when when's where where's whether which while " +
    "who who's whom whose why why's will with within without won't would wouldn't yet you you'd you'll you're you've your yours yourself yourselves " +
    "also etc e.g i.e vs via new one two three first second make makes made way ways thing things lot lots many want"
  ).split(/\s+/),
);

/**
 * Function words of a search query: they join a query's words but say nothing on their own ("for", "the").
 * Question words and modifiers ("how", "best", "near", "free") are not here: in a paid-search query they
 * carry intent, and "how to" is a classic negative n-gram. Keyword clustering adds those on top.
 */
export const QUERY_FUNCTION_WORDS: ReadonlySet<string> = new Set([
  "a", "an", "the", "and", "or", "of", "to", "in", "on", "at", "for", "with", "by", "from", "is", "are", "be",
  "my", "your", "me", "i", "it", "do", "does", "can",
]);
