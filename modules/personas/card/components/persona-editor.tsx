"use client";

import * as React from "react";
import { SaveIcon } from "lucide-react";
import type { PersonaProfile } from "@/db/schema";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { personaProfileSchema } from "../../profile";
import { updatePersonaAction } from "../actions";

type ListKey = "goals" | "pains" | "objections" | "channels" | "decisionCriteria" | "mediaHabits" | "values";
const LISTS: [ListKey, string][] = [
  ["goals", "Goals"],
  ["pains", "Pains"],
  ["objections", "Objections"],
  ["channels", "Channels"],
  ["decisionCriteria", "Decision criteria"],
  ["mediaHabits", "Media habits"],
  ["values", "Values"],
];
const TEXTS: ["gender" | "location" | "occupation" | "income" | "education" | "buyingRole", string][] = [
  ["occupation", "Occupation"],
  ["location", "Location"],
  ["gender", "Gender"],
  ["buyingRole", "Buying role"],
  ["income", "Income"],
  ["education", "Education"],
];
const COMPANY = ["name", "industry", "size", "role"] as const;

type Form = {
  name: string;
  summary: string;
  age: string;
  quote: string;
  backstory: string;
  texts: Record<(typeof TEXTS)[number][0], string>;
  company: Record<(typeof COMPANY)[number], string>;
  lists: Record<ListKey, string>;
  attributes: string;
  note: string;
};

function toForm(name: string, p: PersonaProfile): Form {
  return {
    name,
    summary: p.summary,
    age: p.age === null ? "" : String(p.age),
    quote: p.quote,
    backstory: p.backstory,
    texts: Object.fromEntries(TEXTS.map(([k]) => [k, p[k] ?? ""])) as Form["texts"],
    company: Object.fromEntries(COMPANY.map((k) => [k, p.company?.[k] ?? ""])) as Form["company"],
    lists: Object.fromEntries(LISTS.map(([k]) => [k, p[k].join("\n")])) as Form["lists"],
    attributes: Object.entries(p.attributes)
      .map(([k, v]) => `${k}: ${v}`)
      .join("\n"),
    note: "",
  };
}

const lines = (s: string) =>
  s
    .split("\n")
    .map((x) => x.trim())
    .filter(Boolean);
const orNull = (s: string) => (s.trim() ? s.trim() : null);

/** The form's values as a profile; lines of "key: value" become attributes. Errors keyed like the action's. */
function fromForm(f: Form): { profile: unknown; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const attributes: Record<string, string> = {};
  lines(f.attributes).forEach((line, i) => {
    const at = line.indexOf(":");
    if (at <= 0) errors["profile.attributes"] = `Line ${i + 1} of the attributes needs the form "name: value".`;
    else attributes[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  });
  let age: number | null = null;
  if (f.age.trim()) {
    age = Number(f.age);
    if (!Number.isInteger(age)) errors["profile.age"] = "Age must be a whole number.";
  }
  const company = COMPANY.some((k) => f.company[k].trim()) ? (Object.fromEntries(COMPANY.map((k) => [k, orNull(f.company[k])])) as PersonaProfile["company"]) : null;
  const profile = {
    summary: f.summary,
    age,
    quote: f.quote,
    backstory: f.backstory,
    ...Object.fromEntries(TEXTS.map(([k]) => [k, orNull(f.texts[k])])),
    company,
    ...Object.fromEntries(LISTS.map(([k]) => [k, lines(f.lists[k])])),
    attributes,
  };
  return { profile, errors };
}

/** The full-profile editor of /persona-details/{id}: every save is a new version. */
export function PersonaEditor({ brandId, personaId, name, profile, version, libraryOverlay }: { brandId: string; personaId: string; name: string; profile: PersonaProfile; version: number; libraryOverlay: boolean }) {
  const { run, pending } = useAction({ brandId });
  const [form, setForm] = React.useState(() => toForm(name, profile));
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  // A new version arriving from the server (this save, a restore, a library update) resets the form to it.
  const [seen, setSeen] = React.useState(version);
  if (seen !== version) {
    setSeen(version);
    setForm(toForm(name, profile));
    setErrors({});
  }
  const patch = (p: Partial<Form>) => setForm((f) => ({ ...f, ...p }));
  const err = (k: string) => errors[k] ?? null;

  const save = async () => {
    const built = fromForm(form);
    const checked = personaProfileSchema.safeParse(built.profile);
    const found: Record<string, string> = { ...built.errors };
    if (!form.name.trim()) found.name = "Give the persona a name.";
    if (!checked.success) for (const issue of checked.error.issues) found[`profile.${issue.path.join(".")}`] ??= issue.message;
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    setErrors({});
    await run(updatePersonaAction, { personaId, name: form.name, profile: checked.data!, note: form.note || undefined }, {
      success: (d) => `Saved as version ${d.version}`,
      onError: (error, fieldErrors) => setErrors(Object.fromEntries(Object.entries(fieldErrors ?? { _: [error] }).map(([k, v]) => [k, v[0] ?? error]))),
    });
  };

  const listError = (k: ListKey) => err(`profile.${k}`) ?? Object.entries(errors).find(([key]) => key.startsWith(`profile.${k}.`))?.[1] ?? null;

  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {libraryOverlay ? (
        <p className="text-sm text-muted-foreground">This persona comes from the agency library: the fields you change are kept as this brand&apos;s own and stay on top when the library persona is updated.</p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <FormField id="pe-name" label="Name" error={err("name")}>
          <Input {...fieldA11y("pe-name", err("name"))} value={form.name} maxLength={120} onChange={(e) => patch({ name: e.target.value })} />
        </FormField>
        <FormField id="pe-age" label="Age" error={err("profile.age")}>
          <Input {...fieldA11y("pe-age", err("profile.age"))} inputMode="numeric" value={form.age} onChange={(e) => patch({ age: e.target.value })} />
        </FormField>
      </div>
      <FormField id="pe-summary" label="Summary" error={err("profile.summary")}>
        <Textarea {...fieldA11y("pe-summary", err("profile.summary"))} rows={3} value={form.summary} maxLength={1200} onChange={(e) => patch({ summary: e.target.value })} />
      </FormField>
      <FormField id="pe-quote" label="Quote" error={err("profile.quote")}>
        <Input {...fieldA11y("pe-quote", err("profile.quote"))} value={form.quote} maxLength={400} onChange={(e) => patch({ quote: e.target.value })} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXTS.map(([k, label]) => (
          <FormField key={k} id={`pe-${k}`} label={label} error={err(`profile.${k}`)}>
            <Input {...fieldA11y(`pe-${k}`, err(`profile.${k}`))} value={form.texts[k]} maxLength={600} onChange={(e) => patch({ texts: { ...form.texts, [k]: e.target.value } })} />
          </FormField>
        ))}
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Company (B2B)</legend>
        <div className="grid gap-4 sm:grid-cols-4">
          {COMPANY.map((k) => (
            <FormField key={k} id={`pe-company-${k}`} label={k[0]!.toUpperCase() + k.slice(1)} error={err(`profile.company.${k}`)}>
              <Input {...fieldA11y(`pe-company-${k}`, err(`profile.company.${k}`))} value={form.company[k]} maxLength={600} onChange={(e) => patch({ company: { ...form.company, [k]: e.target.value } })} />
            </FormField>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {LISTS.map(([k, label]) => (
          <FormField key={k} id={`pe-${k}`} label={label} hint="One per line, at most 12." error={listError(k)}>
            <Textarea {...fieldA11y(`pe-${k}`, listError(k), true)} rows={3} value={form.lists[k]} onChange={(e) => patch({ lists: { ...form.lists, [k]: e.target.value } })} />
          </FormField>
        ))}
      </div>
      <FormField id="pe-attributes" label="Attributes" hint='One per line as "name: value", e.g. "company size: 1–10".' error={err("profile.attributes") ?? Object.entries(errors).find(([key]) => key.startsWith("profile.attributes."))?.[1] ?? null}>
        <Textarea {...fieldA11y("pe-attributes", err("profile.attributes"), true)} rows={3} value={form.attributes} onChange={(e) => patch({ attributes: e.target.value })} />
      </FormField>
      <FormField id="pe-backstory" label="Backstory" error={err("profile.backstory")}>
        <Textarea {...fieldA11y("pe-backstory", err("profile.backstory"))} rows={4} value={form.backstory} maxLength={3000} onChange={(e) => patch({ backstory: e.target.value })} />
      </FormField>
      <FormField id="pe-note" label="Version note (optional)" error={err("note") ?? err("_")}>
        <Input {...fieldA11y("pe-note", err("note") ?? err("_"))} value={form.note} maxLength={300} placeholder="What changed" onChange={(e) => patch({ note: e.target.value })} />
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending}>
          <SaveIcon aria-hidden="true" />
          {pending ? "Saving…" : `Save as version ${version + 1}`}
        </Button>
        <Button type="button" variant="ghost" disabled={pending} onClick={() => (setForm(toForm(name, profile)), setErrors({}))}>
          Discard changes
        </Button>
      </div>
    </form>
  );
}
