"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { PenLine } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { PERSONAS_GENERATED_EVENT } from "@/components/shell/shell-context";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/option-select";
import { Textarea } from "@/components/ui/textarea";
import { EMPTY_PROFILE } from "../../profile";
import { createManualPersonaAction } from "../actions";

const NO_BRIEF = "none";
const LISTS = [
  ["goals", "Goals"],
  ["pains", "Pains"],
  ["objections", "Objections"],
  ["channels", "Channels"],
] as const;
const TEXTS = [
  ["gender", "Gender"],
  ["location", "Location"],
  ["occupation", "Occupation"],
  ["income", "Income"],
] as const;

type Form = Record<string, string>;
const lines = (v: string | undefined) =>
  (v ?? "")
    .split("\n")
    .map((x) => x.trim())
    .filter(Boolean);
const orNull = (v: string | undefined) => (v?.trim() ? v.trim() : null);

/** "Write a persona by hand": the profile's main fields, a brief optional; lists one item a line. */
export function ManualPersonaDialog({ brandId, briefs, b2b, variant = "outline" }: { brandId: string; briefs: { id: string; name: string }[]; b2b: boolean; variant?: "outline" | "default" }) {
  const router = useRouter();
  const { run, pending } = useAction({ brandId });
  const [open, setOpen] = React.useState(false);
  const [form, setForm] = React.useState<Form>({ briefId: NO_BRIEF });
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const set = (k: string) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const submit = async () => {
    const age = form.age?.trim() ? Number(form.age) : null;
    const local: Record<string, string> = {};
    if (!form.name?.trim()) local.name = "Give the persona a name.";
    if (!form.summary?.trim()) local.summary = "Write a one-paragraph summary.";
    if (age !== null && (!Number.isInteger(age) || age < 13 || age > 110)) local.age = "Age is a whole number from 13 to 110.";
    setErrors(local);
    if (Object.keys(local).length) return;
    const company = b2b || form.companyName || form.companyRole ? { name: orNull(form.companyName), industry: orNull(form.companyIndustry), size: null, role: orNull(form.companyRole) } : null;
    const profile = {
      ...EMPTY_PROFILE,
      summary: form.summary!.trim(),
      age,
      gender: orNull(form.gender),
      location: orNull(form.location),
      occupation: orNull(form.occupation),
      income: orNull(form.income),
      company: company && Object.values(company).some(Boolean) ? company : null,
      goals: lines(form.goals),
      pains: lines(form.pains),
      objections: lines(form.objections),
      channels: lines(form.channels),
      backstory: form.backstory?.trim() ?? "",
      quote: form.quote?.trim() ?? "",
    };
    await run(
      createManualPersonaAction,
      { name: form.name!.trim(), briefId: form.briefId === NO_BRIEF ? null : (form.briefId ?? null), profile },
      {
        success: (d) => (d.flagged ? "Persona saved, flagged by the consistency checks" : "Persona saved"),
        onError: (error, fieldErrors) => {
          const byField: Record<string, string> = {};
          for (const [k, v] of Object.entries(fieldErrors ?? {})) byField[k.replace(/^profile\./, "")] = v[0] ?? error;
          setErrors(Object.keys(byField).length ? byField : { _: error });
        },
        onSuccess: (d) => {
          setOpen(false);
          setForm({ briefId: NO_BRIEF });
          window.dispatchEvent(new Event(PERSONAS_GENERATED_EVENT));
          router.push(`/personas/${d.id}`);
        },
      },
    );
  };

  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        <PenLine aria-hidden="true" />
        Write a persona by hand
      </Button>
      {open ? (
        <FormDialog
          title="Write a persona by hand"
          description="The same consistency checks as generated personas run on it. Lists take one item per line."
          className="max-h-[90svh] overflow-y-auto sm:max-w-2xl"
          formClassName="grid gap-4 sm:grid-cols-2"
          footerClassName="sm:col-span-2"
          onClose={() => setOpen(false)}
          onSubmit={submit}
          pending={pending}
          submitLabel="Save persona"
        >
          <FormField id="mp-name" label="Name" error={errors.name}>
            <Input {...fieldA11y("mp-name", errors.name)} value={form.name ?? ""} onChange={set("name")} autoFocus maxLength={120} />
          </FormField>
          <SelectField
            id="mp-brief"
            label="Brief (optional)"
            value={form.briefId ?? NO_BRIEF}
            onValueChange={(v) => setForm((f) => ({ ...f, briefId: v }))}
            first={{ value: NO_BRIEF, label: "No brief" }}
            options={briefs.map((b) => ({ value: b.id, label: b.name }))}
          />
          <FormField id="mp-summary" label="Summary" error={errors.summary} className="sm:col-span-2">
            <Textarea {...fieldA11y("mp-summary", errors.summary)} rows={3} value={form.summary ?? ""} onChange={set("summary")} maxLength={1200} />
          </FormField>
          <FormField id="mp-age" label="Age" error={errors.age}>
            <Input {...fieldA11y("mp-age", errors.age)} type="number" inputMode="numeric" min={13} max={110} value={form.age ?? ""} onChange={set("age")} />
          </FormField>
          {TEXTS.map(([k, label]) => (
            <FormField key={k} id={`mp-${k}`} label={label} error={errors[k]}>
              <Input {...fieldA11y(`mp-${k}`, errors[k])} value={form[k] ?? ""} onChange={set(k)} maxLength={600} />
            </FormField>
          ))}
          {b2b ? (
            <>
              <FormField id="mp-companyName" label="Company" error={errors["company.name"]}>
                <Input id="mp-companyName" value={form.companyName ?? ""} onChange={set("companyName")} />
              </FormField>
              <FormField id="mp-companyRole" label="Role in the company" error={errors["company.role"]}>
                <Input id="mp-companyRole" value={form.companyRole ?? ""} onChange={set("companyRole")} />
              </FormField>
              <FormField id="mp-companyIndustry" label="Industry" className="sm:col-span-2">
                <Input id="mp-companyIndustry" value={form.companyIndustry ?? ""} onChange={set("companyIndustry")} />
              </FormField>
            </>
          ) : null}
          {LISTS.map(([k, label]) => (
            <FormField key={k} id={`mp-${k}`} label={label} error={errors[k]}>
              <Textarea {...fieldA11y(`mp-${k}`, errors[k])} rows={3} value={form[k] ?? ""} onChange={set(k)} placeholder="One per line" />
            </FormField>
          ))}
          <FormField id="mp-quote" label="Quote" className="sm:col-span-2" error={errors.quote}>
            <Input {...fieldA11y("mp-quote", errors.quote)} value={form.quote ?? ""} onChange={set("quote")} maxLength={400} />
          </FormField>
          <FormField id="mp-backstory" label="Backstory" className="sm:col-span-2" error={errors.backstory}>
            <Textarea {...fieldA11y("mp-backstory", errors.backstory)} rows={3} value={form.backstory ?? ""} onChange={set("backstory")} maxLength={3000} />
          </FormField>
          {errors._ ? (
            <p role="alert" className="text-sm text-destructive sm:col-span-2">
              {errors._}
            </p>
          ) : null}
        </FormDialog>
      ) : null}
    </>
  );
}
