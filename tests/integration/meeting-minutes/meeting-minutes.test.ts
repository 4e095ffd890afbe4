import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import JSZip from "jszip";
import { getDb } from "@/db/client";
import { activityLogs, foundationalTasks, growthSprints, meetingTranscripts, taskEvents } from "@/db/schema";
import { NOT_FOUND_MESSAGE } from "@/lib/action";
import { addDays, today as currentDay } from "@/lib/calendar-day";
import { scopeFor } from "@/lib/brand-scope";
import { actAs } from "../helpers/session";
import { selectBrand } from "../helpers/brand-context";
import { addMember, createBrand, createSquadMember, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const { createTranscriptAction, deleteTranscriptAction, assignTranscriptTasksAction } = await import("@/modules/meeting-minutes/actions");
const { getTranscriptForAssign, listTranscripts } = await import("@/modules/meeting-minutes/queries");
const { extractActionItems } = await import("@/modules/meeting-minutes/extract");

beforeEach(() => actAs(null));

async function world() {
  const owner = await createUser({ fullName: "Dana Whitfield" });
  const brand = await createBrand(owner);
  const dana = await createSquadMember(brand.id, "Dana Whitfield", owner);
  const maya = await createSquadMember(brand.id, "Maya Chen");
  await selectBrand(owner, brand.id);
  return { owner, brand, dana, maya };
}

async function docxOf(lines: string[]): Promise<string> {
  const zip = new JSZip();
  zip.file("[Content_Types].xml", `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`);
  zip.file("_rels/.rels", `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`);
  zip.file("word/document.xml", `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${lines.map((l) => `<w:p><w:r><w:t>${l}</w:t></w:r></w:p>`).join("")}</w:body></w:document>`);
  return (await zip.generateAsync({ type: "nodebuffer" })).toString("base64");
}

describe("meeting minutes", () => {
  it("stores pasted text, captions as speaker lines, and Word documents as text", async () => {
    const { owner, brand } = await world();
    actAs(owner);
    const pasted = await createTranscriptAction({ title: "Weekly sync", meetingDate: "2025-12-10", source: "paste", content: "Maya: I'll send the deck by Friday.\r\n\r\n\r\n\r\nACTION: Dana to book the venue" });
    expect(pasted).toMatchObject({ ok: true, data: { title: "Weekly sync" } });
    const vtt = await createTranscriptAction({
      title: "Partner call",
      source: "vtt",
      fileName: "call.vtt",
      content: "WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<v Dana Whitfield>I will email the partner\n\n00:00:03.000 --> 00:00:05.000\n<v Dana Whitfield>by Thursday.</v>\n",
    });
    const docx = await createTranscriptAction({ title: "Board notes", source: "docx", fileName: "board.docx", fileBase64: await docxOf(["Next steps:", "- Maya: refresh the pricing page next week"]) });
    const rows = await getDb().select().from(meetingTranscripts).where(eq(meetingTranscripts.brandId, brand.id));
    const byTitle = Object.fromEntries(rows.map((r) => [r.title, r]));
    expect(byTitle["Weekly sync"]!.content).toBe("Maya: I'll send the deck by Friday.\n\nACTION: Dana to book the venue");
    expect(vtt.ok && byTitle["Partner call"]).toMatchObject({ source: "vtt", fileName: "call.vtt", content: "Dana Whitfield: I will email the partner by Thursday." });
    expect(docx.ok && byTitle["Board notes"]).toMatchObject({ source: "docx", content: "Next steps:\n- Maya: refresh the pricing page next week" });

    expect(await createTranscriptAction({ title: "Broken", source: "docx", fileName: "x.docx", fileBase64: Buffer.from("nope").toString("base64") })).toEqual({
      ok: false,
      error: "This .docx file could not be read. Save it again from Word or Google Docs, or paste its text instead.",
    });
    expect(await createTranscriptAction({ title: "Empty", source: "vtt", content: "WEBVTT\n\nNOTE nothing said\n" })).toEqual({ ok: false, error: "The captions file has no spoken text." });
    expect(await createTranscriptAction({ title: "", source: "paste", content: "x" })).toMatchObject({ ok: false, fieldErrors: { title: ["Give the meeting a title"] } });

    const listed = await listTranscripts(await scopeFor(owner, brand.id));
    // Newest meeting first: the two without a date count as held the day they were added (today).
    expect(listed.map((t) => t.title)).toEqual(["Board notes", "Partner call", "Weekly sync"]);
  });

  it("turns picked items into tasks in one transaction, in the current sprint, with their source", async () => {
    const { owner, brand, dana, maya } = await world();
    const today = currentDay();
    const [sprint] = await getDb().insert(growthSprints).values({ brandId: brand.id, name: "Now", startDate: addDays(today, -3), endDate: addDays(today, 10), status: "open" }).returning();
    actAs(owner);
    const created = await createTranscriptAction({ title: "Weekly sync", meetingDate: "2025-12-10", source: "paste", content: "Maya Chen: I'll send the deck by Friday.\nACTION: Dana to book the venue next Tuesday" });
    if (!created.ok) throw new Error(created.error);
    const scope = await scopeFor(owner, brand.id);
    const page = await getTranscriptForAssign(scope, created.data.id);
    const items = extractActionItems(page!.transcript.content, page!.squad, { referenceDate: page!.transcript.meetingDate! });
    expect(items.map((i) => [i.title, i.assigneeId, i.dueDate])).toEqual([
      ["Send the deck", maya.id, "2025-12-12"],
      ["Book the venue", dana.id, "2025-12-16"],
    ]);

    const result = await assignTranscriptTasksAction({
      transcriptId: created.data.id,
      items: items.map((i) => ({ title: i.title, assignedTo: i.assigneeId!, dueDate: i.dueDate, priority: "High", difficulty: "Low", itemKey: i.key })),
    });
    expect(result).toEqual({ ok: true, data: { count: 2, title: "Weekly sync" } });
    const tasks = await getDb().select().from(foundationalTasks).where(eq(foundationalTasks.brandId, brand.id)).orderBy(foundationalTasks.title);
    expect(tasks.map((t) => ({ title: t.title, assignedTo: t.assignedTo, dueDate: t.dueDate, sprintId: t.sprintId, status: t.status, priority: t.priority, difficulty: t.difficulty, sourceType: t.sourceType, sourceData: t.sourceData, userId: t.userId }))).toEqual([
      { title: "Book the venue", assignedTo: dana.id, dueDate: "2025-12-16", sprintId: sprint!.id, status: "pending", priority: "High", difficulty: "Low", sourceType: "moms", sourceData: { transcript_id: created.data.id, transcript_title: "Weekly sync", item_key: items[1]!.key }, userId: owner.id },
      { title: "Send the deck", assignedTo: maya.id, dueDate: "2025-12-12", sprintId: sprint!.id, status: "pending", priority: "High", difficulty: "Low", sourceType: "moms", sourceData: { transcript_id: created.data.id, transcript_title: "Weekly sync", item_key: items[0]!.key }, userId: owner.id },
    ]);
    expect(await getDb().select().from(taskEvents).where(eq(taskEvents.brandId, brand.id))).toHaveLength(2);
    const [log] = await getDb().select().from(activityLogs).where(and(eq(activityLogs.brandId, brand.id), eq(activityLogs.actionType, "assign_transcript_tasks")));
    expect(log!.userAction).toBe('Created 2 tasks from meeting minutes "Weekly sync"');
    expect((await getTranscriptForAssign(scope, created.data.id))!.tasks.map((t) => [t.title, t.itemKey]).sort()).toEqual([
      ["Book the venue", items[1]!.key],
      ["Send the deck", items[0]!.key],
    ]);
    expect((await listTranscripts(scope))[0]).toMatchObject({ tasks: 2 });

    // All or nothing: one assignee from another brand refuses the whole batch.
    const other = await createBrand(owner);
    const foreign = await createSquadMember(other.id, "Foreigner");
    expect(await assignTranscriptTasksAction({ transcriptId: created.data.id, items: [{ title: "Fine", assignedTo: maya.id }, { title: "Not fine", assignedTo: foreign.id }] })).toEqual({
      ok: false,
      error: NOT_FOUND_MESSAGE,
    });
    expect(await getDb().select().from(foundationalTasks).where(eq(foundationalTasks.brandId, brand.id))).toHaveLength(2);

    // Deleting the minutes keeps their tasks.
    expect(await deleteTranscriptAction({ transcriptId: created.data.id })).toEqual({ ok: true, data: { title: "Weekly sync" } });
    expect(await getDb().select().from(foundationalTasks).where(eq(foundationalTasks.brandId, brand.id))).toHaveLength(2);
  });

  it("keeps each brand's minutes to itself and viewers read-only", async () => {
    const { owner, brand, maya } = await world();
    actAs(owner);
    const created = await createTranscriptAction({ title: "Private", source: "paste", content: "TODO: secret plan" });
    if (!created.ok) throw new Error(created.error);
    const viewer = await createUser();
    await addMember(brand.id, viewer, "viewer", owner);
    await selectBrand(viewer, brand.id);
    actAs(viewer);
    expect(await assignTranscriptTasksAction({ transcriptId: created.data.id, items: [{ title: "x", assignedTo: maya.id }] })).toMatchObject({ ok: false, error: expect.stringMatching(/view this but not change it/) });
    const outsider = await createUser();
    const theirs = await createBrand(outsider);
    await selectBrand(outsider, theirs.id);
    actAs(outsider);
    expect(await deleteTranscriptAction({ transcriptId: created.data.id })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    expect(await getTranscriptForAssign(await scopeFor(outsider, theirs.id), created.data.id)).toBeNull();
  });
});
