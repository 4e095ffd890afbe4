import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SelectItem, SelectSeparator } from "@/components/ui/select";
import { AssigneeSelect, DifficultySelect, PrioritySelect, SprintSelect } from "./task-field-selects";

const noop = () => {};

/**
 * Radix renders the option list only in the browser, so the options are read from the element
 * tree the component returns: one "value=text" entry per item, "---" for a separator.
 */
function options(el: React.ReactElement): string[] {
  const root = (el.type as (p: unknown) => React.ReactElement)(el.props);
  const out: string[] = [];
  const walk = (node: React.ReactNode) => {
    React.Children.forEach(node, (child) => {
      if (!React.isValidElement(child)) return;
      const props = child.props as { value?: string; children?: React.ReactNode };
      if (child.type === SelectSeparator) out.push("---");
      else if (child.type === SelectItem) out.push(`${props.value}=${renderToStaticMarkup(<>{props.children}</>)}`);
      else walk(props.children);
    });
  };
  walk((root.props as { children: React.ReactNode }).children);
  return out;
}

const squad = [
  { id: "m1", name: "Maya Chen", alias: "Maya", isMe: false },
  { id: "m2", name: "Erin Lead", alias: null, isMe: true },
];

describe("PrioritySelect and DifficultySelect", () => {
  it("offer the stored levels, difficulty shown Easy/Medium/Hard (spec §9)", () => {
    expect(options(<PrioritySelect value="Medium" onValueChange={noop} />)).toEqual(["High=High", "Medium=Medium", "Low=Low"]);
    expect(options(<DifficultySelect value="Medium" onValueChange={noop} />)).toEqual(["Low=Easy", "Medium=Medium", "High=Hard"]);
  });

  it("pass id, class, size and aria attributes to the trigger and lock it when disabled", () => {
    const html = renderToStaticMarkup(<PrioritySelect id="task-priority" className="w-full" size="sm" aria-label="Priority of item 1" aria-invalid value="High" onValueChange={noop} disabled />);
    expect(html).toMatch(/^<button[^>]* id="task-priority"/);
    expect(html).toContain('aria-label="Priority of item 1"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('data-size="sm"');
    expect(html).toMatch(/^<button[^>]* disabled=""/);
    expect(html).toMatch(/class="[^"]* w-full"/);
  });

  it("show the placeholder while nothing is chosen", () => {
    const html = renderToStaticMarkup(<AssigneeSelect members={squad} placeholder="Choose assignee" value="" onValueChange={noop} />);
    expect(html).toContain("Choose assignee");
  });
});

describe("AssigneeSelect", () => {
  it("lists the squad in the wording each form asks for", () => {
    expect(options(<AssigneeSelect members={squad} value="" onValueChange={noop} />)).toEqual([
      'm1=Maya Chen<span class="text-muted-foreground">· Maya</span>',
      "m2=Erin Lead",
    ]);
    expect(options(<AssigneeSelect members={squad} memberText="name-me" value="" onValueChange={noop} />)).toEqual(["m1=Maya Chen", "m2=Erin Lead (me)"]);
    expect(options(<AssigneeSelect members={squad} memberText="name" value="" onValueChange={noop} />)).toEqual(["m1=Maya Chen", "m2=Erin Lead"]);
  });

  it("offers Unassigned with the caller's sentinel, set apart from the squad", () => {
    expect(options(<AssigneeSelect members={squad} memberText="name" unassignedValue="__none" value="__none" onValueChange={noop} />)).toEqual(["__none=Unassigned", "---", "m1=Maya Chen", "m2=Erin Lead"]);
    expect(options(<AssigneeSelect members={[]} unassignedValue="__none" value="__none" onValueChange={noop} />)).toEqual(["__none=Unassigned"]);
  });

  it("keeps an assignee who left the squad choosable under the missing label", () => {
    const props = { members: squad, memberText: "name" as const, unassignedValue: "__none", missingLabel: "Former squad member", onValueChange: noop };
    expect(options(<AssigneeSelect {...props} value="gone" />)).toEqual(["__none=Unassigned", "gone=Former squad member", "---", "m1=Maya Chen", "m2=Erin Lead"]);
    expect(options(<AssigneeSelect {...props} value="m1" />)).toEqual(["__none=Unassigned", "---", "m1=Maya Chen", "m2=Erin Lead"]);
    expect(options(<AssigneeSelect {...props} value="__none" />)).toEqual(["__none=Unassigned", "---", "m1=Maya Chen", "m2=Erin Lead"]);
  });
});

describe("SprintSelect", () => {
  const sprints = [
    { id: "s1", name: "Sprint 1", status: "closed" },
    { id: "s2", name: "Sprint 2", status: "open" },
  ];

  it("offers No sprint, a deleted sprint and notes after a sprint's name", () => {
    expect(
      options(<SprintSelect sprints={sprints} noSprintValue="__none" missingLabel="Deleted sprint" note={(s) => (s.status === "closed" ? "closed" : null)} value="gone" onValueChange={noop} />),
    ).toEqual(["__none=No sprint", "gone=Deleted sprint", "---", 's1=Sprint 1<span class="text-muted-foreground">· closed</span>', "s2=Sprint 2"]);
  });

  it("can leave out the separator and the No sprint option", () => {
    expect(options(<SprintSelect sprints={sprints} noSprintValue="none" separateNoSprint={false} value="none" onValueChange={noop} />)).toEqual(["none=No sprint", "s1=Sprint 1", "s2=Sprint 2"]);
    expect(options(<SprintSelect sprints={sprints} value="s1" onValueChange={noop} />)).toEqual(["s1=Sprint 1", "s2=Sprint 2"]);
  });
});
