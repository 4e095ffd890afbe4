import { describe, expect, it } from "vitest";
import { extractActionItems, matchMember, type SquadRef } from "./extract";
import { vttToText } from "./parse";

const SQUAD: SquadRef[] = [
  { id: "m-maya", name: "Maya Chen", alias: "SEO", email: "maya@northwind.example" },
  { id: "m-luis", name: "Luis Ortega", alias: "Paid", email: "luis.ortega@northwind.example" },
  { id: "m-priya", name: "Priya Nair", alias: "Content", email: "priya@northwind.example" },
  { id: "m-dana", name: "Dana Whitfield", alias: "Lead", email: "dana@northwind.example" },
];
// Wednesday 10 December 2025.
const REF = { referenceDate: "2025-12-10" };
const brief = (text: string) => extractActionItems(text, SQUAD, REF).map((i) => ({ title: i.title, assigneeId: i.assigneeId, dueDate: i.dueDate }));

describe("matching owners to the squad", () => {
  it("matches full, first and last names, aliases and emails; refuses the ambiguous", () => {
    expect(matchMember("Maya Chen", SQUAD)?.id).toBe("m-maya");
    expect(matchMember("maya", SQUAD)?.id).toBe("m-maya");
    expect(matchMember("Ortega", SQUAD)?.id).toBe("m-luis");
    expect(matchMember("Paid", SQUAD)?.id).toBe("m-luis");
    expect(matchMember("@priya", SQUAD)?.id).toBe("m-priya");
    expect(matchMember("luis.ortega@northwind.example", SQUAD)?.id).toBe("m-luis");
    expect(matchMember("Maya's", SQUAD)?.id).toBe("m-maya");
    expect(matchMember("Sam", SQUAD)).toBeNull();
    expect(matchMember("Luis", [...SQUAD, { id: "m-luis2", name: "Luis Garcia", alias: null, email: null }])).toBeNull();
  });
});

describe("action items from minutes (markdown)", () => {
  const minutes = `# Weekly growth sync — 10 Dec 2025

**Attendees:** Dana, Maya, Luis, Priya

## Notes
- Organic traffic is up 12% week over week; the holiday guide is the top landing page.
- The launch will be on Monday, after the newsletter goes out.
- Luis sent the November spend report yesterday.
- ACTION: Maya to fix the 404s from the old /shop/ URLs by Friday
- We'll see how the gift bundle performs before changing prices.

## Decisions
- Keep the free-shipping threshold at $40.

## Action items
- [ ] Priya: draft the V60 brewing guide by 12 Dec
- [x] Dana: share the Q4 budget
- [ ] Book the product photo shoot (Luis)
- Update the subscription FAQ — Maya
- Interview five churned subscribers, owner: Dana, by end of next week
- TODO: refresh the Instagram highlight covers
`;

  it("finds markers, open checkboxes and the bullets of the action section with owners and dates", () => {
    expect(brief(minutes)).toEqual([
      { title: "Fix the 404s from the old /shop/ URLs", assigneeId: "m-maya", dueDate: "2025-12-12" },
      { title: "Draft the V60 brewing guide", assigneeId: "m-priya", dueDate: "2025-12-12" },
      { title: "Book the product photo shoot", assigneeId: "m-luis", dueDate: null },
      { title: "Update the subscription FAQ", assigneeId: "m-maya", dueDate: null },
      { title: "Interview five churned subscribers", assigneeId: "m-dana", dueDate: "2025-12-19" },
      { title: "Refresh the Instagram highlight covers", assigneeId: null, dueDate: null },
    ]);
  });

  it("keeps where each item came from", () => {
    const [first] = extractActionItems(minutes, SQUAD, REF);
    expect(first).toMatchObject({ owner: "Maya", cue: "marker", dueText: "by Friday", line: 9, source: "ACTION: Maya to fix the 404s from the old /shop/ URLs by Friday" });
  });
});

describe("action items from a spoken transcript", () => {
  const transcript = `[00:00:04] Dana Whitfield: Okay, let's start. Quick round on the holiday campaign.
[00:00:15] Luis Ortega: Spend is pacing fine. I'll send the updated forecast by tomorrow.
[00:00:31] Dana Whitfield: Great. Maya, can you check why the gift page dropped in rankings?
[00:00:40] Maya Chen: Sure. I can look into it today, and I'm going to audit the internal links next Tuesday.
[00:01:02] Priya Nair: Do we have the photos for the newsletter? I don't think we will get them before Friday.
[00:01:20] Dana Whitfield: Priya will write the newsletter intro in two weeks. Also, let me ping the agency about the photos.
[00:01:45] Luis Ortega: Will the budget change next month?
[00:01:52] Dana Whitfield: No. We need to finalize the January plan by 2025-12-31 though.`;

  it("finds commitments and requests, resolving I to the speaker", () => {
    expect(brief(transcript)).toEqual([
      { title: "Send the updated forecast", assigneeId: "m-luis", dueDate: "2025-12-11" },
      { title: "Check why the gift page dropped in rankings", assigneeId: "m-maya", dueDate: null },
      { title: "Look into it", assigneeId: "m-maya", dueDate: "2025-12-10" },
      { title: "Audit the internal links", assigneeId: "m-maya", dueDate: "2025-12-16" },
      { title: "Write the newsletter intro", assigneeId: "m-priya", dueDate: "2025-12-24" },
      { title: "Ping the agency about the photos", assigneeId: "m-dana", dueDate: null },
      { title: "Finalize the January plan", assigneeId: null, dueDate: "2025-12-31" },
    ]);
  });
});

describe("action items from WebVTT captions", () => {
  const vtt = `WEBVTT

NOTE Recorded with the meeting app

1
00:00:01.000 --> 00:00:04.200
<v Maya Chen>Before we wrap up, I will publish the

2
00:00:04.200 --> 00:00:07.900
<v Maya Chen>brewing guide on the 15th of December.</v>

3
00:00:08.000 --> 00:00:11.000
<v Luis Ortega>Thanks. Priya, please review the ad copy by Thursday.</v>

4
00:00:11.500 --> 00:00:13.000
Dana Whitfield: I'll circle back with the roaster next week.
`;

  it("joins a speaker's cues into sentences and reads the voices", () => {
    expect(vttToText(vtt)).toBe(
      [
        "Maya Chen: Before we wrap up, I will publish the brewing guide on the 15th of December.",
        "Luis Ortega: Thanks. Priya, please review the ad copy by Thursday.",
        "Dana Whitfield: I'll circle back with the roaster next week.",
      ].join("\n"),
    );
    expect(brief(vttToText(vtt))).toEqual([
      { title: "Publish the brewing guide", assigneeId: "m-maya", dueDate: "2025-12-15" },
      { title: "Review the ad copy", assigneeId: "m-priya", dueDate: "2025-12-11" },
      { title: "Circle back with the roaster", assigneeId: "m-dana", dueDate: "2025-12-15" },
    ]);
  });
});

describe("what is not an action item", () => {
  it("ignores statements, questions, past work, refusals and ticked boxes", () => {
    const text = [
      "The launch will be on Monday.",
      "Will this work for the holiday rush?",
      "Maya sent the report yesterday.",
      "I won't send the deck until the numbers are final.",
      "We'll see how it goes.",
      "- [x] Maya: send the recap",
      "Maya can send it if needed.",
      "Everyone will be out on the 24th.",
    ].join("\n");
    expect(extractActionItems(text, SQUAD, REF)).toEqual([]);
  });

  it("keeps unknown owners as written, and names the same task once", () => {
    const items = extractActionItems("Sam will email the supplier by Friday.\nACTION: Sam to email the supplier by Friday", SQUAD, REF);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ title: "Email the supplier", owner: "Sam", assigneeId: null, dueDate: "2025-12-12" });
  });
});
