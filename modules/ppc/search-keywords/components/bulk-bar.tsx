"use client";

import * as React from "react";
import { BanIcon, PlusIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { DataTableBulkBar } from "@/components/data-table/bulk-bar";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectSeparator, SelectTrigger, SelectValue } from "@/components/ui/select";
import { plural } from "@/lib/format";
import { addPpcTermsAsKeywordsAction, addPpcTermsAsNegativesAction, sendPpcTermsToGroupAction } from "../actions";

const NEW_GROUP = "__new";

export type GroupChoice = { id: string; name: string };

const already = (n: number, where: string) => (n ? `; ${n === 1 ? "1 was" : `${n} were`} already ${where}` : "");

/**
 * What can be done at once to the selected terms (or keywords): plan them as paid keywords, add them as
 * exact or phrase negatives to the brand's list, or send them to a PPC group (an existing one or a new one).
 */
export function PpcBulkBar({ brandId, terms, groups, noun, onDone }: { brandId: string; terms: string[]; groups: GroupChoice[]; noun: string; onDone: () => void }) {
  const { run, pending } = useAction({ brandId });
  const [naming, setNaming] = React.useState(false);
  const [name, setName] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  // Remounts the group picker so the same choice can be made twice.
  const [key, setKey] = React.useState(0);
  const done = (ok: boolean) => {
    setKey((k) => k + 1);
    if (ok) onDone();
  };
  const plan = async () =>
    done((await run(addPpcTermsAsKeywordsAction, { terms, matchType: "exact" as const }, { success: (d) => `${plural(d.added, "keyword")} planned (exact, no ad group yet)${already(d.existing, "planned")}` })).ok);
  const negate = async (matchType: "exact" | "phrase") =>
    done((await run(addPpcTermsAsNegativesAction, { terms, matchType }, { success: (d) => `${plural(d.added, "negative")} (${matchType}) added to ${d.listName}${already(d.existing, "there")}` })).ok);
  const send = async (target: { groupId?: string; newGroupName?: string }) => {
    const r = await run(sendPpcTermsToGroupAction, { terms, ...target }, {
      success: (d) => `${plural(d.added, noun)} sent to ${d.created ? "the new group" : "the group"} "${d.groupName}"${already(d.existing, "in it")}`,
      onError: target.newGroupName ? (e) => setError(e) : undefined,
    });
    if (r.ok) setNaming(false);
    done(r.ok);
  };
  return (
    <>
      <DataTableBulkBar count={terms.length} pending={pending} onClear={onDone}>
        <Button size="sm" variant="outline" onClick={() => void plan()} disabled={pending}>
          <PlusIcon aria-hidden="true" />
          Add as keyword
        </Button>
        <Button size="sm" variant="outline" onClick={() => void negate("exact")} disabled={pending}>
          <BanIcon aria-hidden="true" />
          Add as negative (exact)
        </Button>
        <Button size="sm" variant="outline" onClick={() => void negate("phrase")} disabled={pending}>
          <BanIcon aria-hidden="true" />
          Add as negative (phrase)
        </Button>
        <Select key={key} onValueChange={(v) => (v === NEW_GROUP ? (setName(""), setError(null), setNaming(true)) : void send({ groupId: v }))} disabled={pending}>
          <SelectTrigger size="sm" className="w-auto" aria-label="Send the selected terms to a PPC group">
            <SelectValue placeholder="Send to a group" />
          </SelectTrigger>
          <SelectContent className="max-h-72">
            <SelectItem value={NEW_GROUP}>New group…</SelectItem>
            {groups.length ? <SelectSeparator /> : null}
            {groups.map((g) => (
              <SelectItem key={g.id} value={g.id}>
                {g.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </DataTableBulkBar>
      <FormDialog
        open={naming}
        title="New PPC group"
        description={`The ${plural(terms.length, noun)} go into it; find it on PPC Selection Groups.`}
        onClose={() => setNaming(false)}
        onSubmit={() => void send({ newGroupName: name })}
        pending={pending}
        submitLabel="Create and send"
        submitDisabled={!name.trim()}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="ppc-new-group">Group name</Label>
          <Input id="ppc-new-group" value={name} onChange={(e) => setName(e.target.value)} maxLength={120} aria-invalid={!!error} aria-describedby={error ? "ppc-new-group-error" : undefined} autoFocus />
          {error ? (
            <p id="ppc-new-group-error" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
      </FormDialog>
    </>
  );
}
