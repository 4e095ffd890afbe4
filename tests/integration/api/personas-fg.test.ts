/**
 * Personas and focus-group results in the public API: the persona list and card, the projects, and a
 * project's results, which must be the numbers /fg-results computes; scopes, brand isolation, bad
 * input and pages.
 */
import { describe, expect, it } from "vitest";
import { scopeFor } from "@/lib/brand-scope";
import { getResults } from "@/modules/focus-groups/results/queries";
import { seedFinishedGroup } from "../helpers/fg-results";
import { api } from "./helpers";
import { brandWithOwner, FORGED_CURSOR, ownerKey, problem, walk } from "./fixtures";

describe("personas", () => {
  it("lists, pages, filters and reads personas; brand B's key cannot", async () => {
    const a = await brandWithOwner("A");
    const b = await brandWithOwner("B");
    const group = await seedFinishedGroup(a.brand.id);
    const token = await ownerKey(a, ["personas:read"]);
    const keyB = await ownerKey(b, ["personas:read"]);

    const pages = await walk((c) => api("GET", `/personas?limit=4${c ? `&cursor=${c}` : ""}`, { token }));
    expect(pages.pages).toBe(2);
    expect(pages.ids.sort()).toEqual([...group.personaIds].sort());
    expect((await api("GET", "/personas?status=archived", { token })).body.data).toEqual([]);
    expect((await api("GET", "/personas?source=manual", { token })).body.data).toHaveLength(group.personaIds.length);

    const id = group.personaIds[0]!;
    const one = await api("GET", `/personas/${id}`, { token });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body).toMatchObject({ object: "persona", id, name: "Maya Chen", status: "active", source: "manual", version: 1, segment: { key: "commuters", name: null }, brief: null, library: null });
    expect(one.body.profile).toMatchObject({ goals: [], buying_role: null, attributes: {} });

    problem(await api("GET", `/personas/${id}`, { token: keyB }), 404, "not-found");
    const listB = await api("GET", "/personas", { token: keyB });
    expect(listB.body.data).toEqual([]);
    expect(listB.text).not.toContain("Maya Chen");

    problem(await api("GET", "/personas", { token: await ownerKey(a, ["focus-groups:read"]) }), 403, "insufficient-scope");
    problem(await api("GET", "/personas?status=gone", { token }), 400, "invalid-request");
    problem(await api("GET", `/personas?cursor=${FORGED_CURSOR}`, { token }), 400, "invalid-request");
    problem(await api("GET", "/personas/not-a-uuid", { token }), 400, "invalid-request");
  });
});

describe("focus-group results", () => {
  it("lists projects and answers a project's results with the numbers /fg-results computes", async () => {
    const w = await brandWithOwner();
    const group = await seedFinishedGroup(w.brand.id, { projectName: "Headline test" });
    const second = await seedFinishedGroup(w.brand.id, { projectName: "Later test", runs: [1] });
    const token = await ownerKey(w, ["focus-groups:read"]);

    const projects = await walk((c) => api("GET", `/focus-groups/projects?limit=1${c ? `&cursor=${c}` : ""}`, { token }));
    expect(projects).toEqual({ ids: [second.projectId, group.projectId], pages: 2 });
    const listed = await api("GET", "/focus-groups/projects?status=done", { token });
    expect(listed.body.data![1]).toMatchObject({ object: "focus_group_project", name: "Headline test", status: "done", participants: 6, owner: null });

    const r = await api("GET", `/focus-groups/projects/${group.projectId}/results`, { token });
    expect(r.status, JSON.stringify(r.body).slice(0, 500)).toBe(200);
    const expected = (await getResults(await scopeFor(w.owner, w.brand.id), group.projectId)).results;
    const body = r.body as unknown as {
      project: { name: string };
      sessions: { id: string }[];
      participants: number;
      answers: number;
      questions: { question_id: string; kind: string; shares: { option: string; share: { estimate: number; low: number; high: number } }[]; rating: { interval: { estimate: number; low: number; high: number } } | null }[];
      winner: { basis: string; winner: { label: string } | null } | null;
    };
    expect(body.project.name).toBe("Headline test");
    expect(body.sessions.map((s) => s.id).sort()).toEqual([...group.sessionIds].sort());
    expect(body.participants).toBe(expected.participants);
    expect(body.answers).toBe(expected.answers);
    expect(body.questions.map((q) => q.question_id)).toEqual(expected.questions.map((q) => q.questionId));
    const choice = expected.questions.find((q) => q.shares.length)!;
    const got = body.questions.find((q) => q.question_id === choice.questionId)!;
    expect(got.kind).toBe("choice");
    expect(got.shares.map((s) => [s.option, s.share.estimate, s.share.low, s.share.high])).toEqual(choice.shares.map((s) => [s.option, s.share.estimate, s.share.low, s.share.high]));
    const rating = expected.questions.find((q) => q.rating)!;
    expect(body.questions.find((q) => q.question_id === rating.questionId)!.rating!.interval).toMatchObject({ estimate: rating.rating!.interval.estimate, low: rating.rating!.interval.low, high: rating.rating!.interval.high });
    expect(body.winner?.basis).toBe(expected.winner?.basis);

    const one = await api("GET", `/focus-groups/projects/${group.projectId}/results?sessions=${group.sessionIds[0]}`, { token });
    expect((one.body.sessions as { id: string }[]).map((s) => s.id)).toEqual([group.sessionIds[0]]);
    const foreign = await api("GET", `/focus-groups/projects/${group.projectId}/results?sessions=${second.sessionIds[0]}`, { token });
    expect(foreign.body).toMatchObject({ sessions: [], answers: 0, questions: [] });
  });

  it("refuses brand B's key, a key without the scope, and bad input", async () => {
    const a = await brandWithOwner("A");
    const b = await brandWithOwner("B");
    const group = await seedFinishedGroup(a.brand.id, { projectName: "Secret project of A" });
    const keyA = await ownerKey(a, ["focus-groups:read"]);
    const keyB = await ownerKey(b, ["focus-groups:read"]);
    const missing = await api("GET", "/focus-groups/projects/00000000-0000-4000-8000-000000000000/results", { token: keyB });
    const foreign = await api("GET", `/focus-groups/projects/${group.projectId}/results`, { token: keyB });
    problem(foreign, 404, "not-found");
    expect(foreign.body.detail).toBe(missing.body.detail);
    problem(await api("GET", `/focus-groups/projects/${group.projectId}/results?sessions=${group.sessionIds[0]}`, { token: keyB }), 404, "not-found");
    const listB = await api("GET", "/focus-groups/projects", { token: keyB });
    expect(listB.body.data).toEqual([]);
    expect(listB.text).not.toContain("Secret project");

    problem(await api("GET", "/focus-groups/projects", { token: await ownerKey(a, ["personas:read"]) }), 403, "insufficient-scope");
    problem(await api("GET", `/focus-groups/projects/${group.projectId}/results?sessions=a,b`, { token: keyA }), 400, "invalid-request");
    problem(await api("GET", "/focus-groups/projects?status=archived", { token: keyA }), 400, "invalid-request");
    problem(await api("GET", `/focus-groups/projects?cursor=${FORGED_CURSOR}`, { token: keyA }), 400, "invalid-request");
  });
});
