import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { contentBriefs, contentIdeas, contentPosts } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { findNearDuplicates, findNearDuplicatesMany, textFingerprint } from "@/modules/content/similarity";
import { addMember, createBrand, createUser } from "../helpers/factories";

const BODY =
  "Choosing running shoes starts with your gait. Overpronation, neutral strides and supination each call for a different kind of support, " +
  "and the wrong pair can turn a pleasant morning jog into weeks of shin splints. Visit a specialist store, ask for a treadmill analysis, " +
  "and try shoes late in the day when your feet are at their largest. Cushioning matters more for long distances on asphalt, while trail " +
  "runners need grip and a rock plate. Replace your shoes every five to eight hundred kilometres, because foam loses its spring long before " +
  "the upper looks worn. Finally, keep a second pair in rotation so each one dries out between runs.";

async function idea(brandId: string, title: string, status: "new" | "merged" | "rejected" = "new") {
  const [row] = await getDb()
    .insert(contentIdeas)
    .values({ brandId, title, origin: "manual", status, simhash: textFingerprint(title).simhash })
    .returning({ id: contentIdeas.id });
  return row!.id;
}

/** An agency (one owner, three brands), a member who sees two of them, and another agency. */
async function world() {
  const agency = await createUser({ fullName: "Agency Owner" });
  const mine = await createBrand(agency, "Runners Shop");
  const sibling = await createBrand(agency, "Trail Store");
  const hidden = await createBrand(agency, "Secret Client");
  const member = await createUser({ fullName: "Account Manager" });
  await addMember(mine.id, member, "member", agency);
  await addMember(sibling.id, member, "viewer", agency);
  const rival = await createUser({ fullName: "Other Agency" });
  const foreign = await createBrand(rival, "Other Agency Brand");
  return { agency, member, mine, sibling, hidden, rival, foreign };
}

describe("findNearDuplicates", () => {
  it("finds the brand's own ideas, briefs and posts and leaves out the item itself and merged ideas", async () => {
    const w = await world();
    const scope = await scopeFor(w.member, w.mine.id);
    const self = await idea(w.mine.id, "How to choose running shoes");
    const twin = await idea(w.mine.id, "Choosing the right running shoe");
    await idea(w.mine.id, "Choose your running shoes wisely", "merged");
    await idea(w.mine.id, "How to clean suede boots");
    const [brief] = await getDb().insert(contentBriefs).values({ brandId: w.mine.id, title: "Running shoes: how to choose" }).returning({ id: contentBriefs.id });
    const [post] = await getDb()
      .insert(contentPosts)
      .values({ brandId: w.mine.id, kind: "article", title: "Gait first", bodyMd: BODY, method: "manual", simhash: textFingerprint(BODY).simhash })
      .returning({ id: contentPosts.id });

    const r = await findNearDuplicates(scope, { kind: "idea", text: "How to choose running shoes", excludeId: self });
    expect(r.own.map((m) => [m.kind, m.id]).sort()).toEqual(
      [
        ["brief", brief!.id],
        ["idea", twin],
      ].sort(),
    );
    expect(r.own.every((m) => m.similarity >= 0.6 && m.similarity <= 1)).toBe(true);

    const edited = BODY.replace("pleasant morning jog", "nice morning run");
    const long = await findNearDuplicates(scope, { kind: "post", text: edited });
    expect(long.own.map((m) => m.id)).toEqual([post!.id]);
    const itself = await findNearDuplicates(scope, { kind: "post", text: edited, excludeId: post!.id });
    expect(itself.own).toEqual([]);
  });

  it("counts the agency's other brands, names only those the user can see, never another agency's", async () => {
    const w = await world();
    await idea(w.sibling.id, "Choosing the right running shoe");
    await idea(w.hidden.id, "How do I choose running shoes?");
    await idea(w.hidden.id, "Best pizza in Naples");
    await idea(w.foreign.id, "How to choose running shoes");

    const asMember = await findNearDuplicates(await scopeFor(w.member, w.mine.id), { kind: "idea", text: "How to choose running shoes" });
    expect(asMember.own).toEqual([]);
    expect(asMember.otherBrands.count).toBe(2);
    expect(asMember.otherBrands.visible.map((m) => m.brandName)).toEqual(["Trail Store"]);
    expect(JSON.stringify(asMember)).not.toContain("Secret Client");
    expect(JSON.stringify(asMember)).not.toContain("Other Agency");

    // The owner sees every brand of the agency, still never the other agency's.
    const asOwner = await findNearDuplicates(await scopeFor(w.agency, w.mine.id), { kind: "idea", text: "How to choose running shoes" });
    expect(asOwner.otherBrands.count).toBe(2);
    expect(asOwner.otherBrands.visible.map((m) => m.brandName).sort()).toEqual(["Secret Client", "Trail Store"]);

    // From the other agency's side, the first agency's brands do not exist.
    const rival = await findNearDuplicates(await scopeFor(w.rival, w.foreign.id), { kind: "idea", text: "How to choose running shoes" });
    expect(rival.otherBrands.count).toBe(0);
  });

  it("checks many texts with one read", async () => {
    const w = await world();
    const scope = await scopeFor(w.member, w.mine.id);
    const a = await idea(w.mine.id, "How to choose running shoes");
    const b = await idea(w.mine.id, "Choosing the right running shoe");
    const c = await idea(w.mine.id, "Best pizza in Naples");
    const [ra, rb, rc] = await findNearDuplicatesMany(scope, [
      { kind: "idea", text: "How to choose running shoes", excludeId: a },
      { kind: "idea", text: "Choosing the right running shoe", excludeId: b },
      { kind: "idea", text: "Best pizza in Naples", excludeId: c },
    ]);
    expect(ra!.own.map((m) => m.id)).toEqual([b]);
    expect(rb!.own.map((m) => m.id)).toEqual([a]);
    expect(rc!.own).toEqual([]);
  });
});

