"use client";

import { SelectField } from "@/components/ui/option-select";

/** The select's value for "the brand's default AI engine" (saved as an empty engine key). */
export const DEFAULT_ENGINE = "__default";
/** The saved engine key for the select's value. */
export const engineKeyOf = (value: string) => (value === DEFAULT_ENGINE ? "" : value);

/** An AI engine as the settings pages list it (modules/ai engines view). */
export type EngineChoice = { key: string; label: string; detail: string; usable: boolean };

/**
 * Which AI engine a module's generation uses, on its settings form (content, social): the brand's
 * default first, then each connected engine (flagged when it cannot be called), then `extra` (the
 * content module's external agent).
 */
export function EngineSelectField({
  id,
  label,
  value,
  onValueChange,
  engines,
  extra = [],
  disabled,
  error,
  noEngineHint = "No AI engine is connected: connect one on /integrations, or use the external agent.",
}: {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  engines: EngineChoice[];
  extra?: { value: string; label: string }[];
  disabled?: boolean;
  error?: string | null;
  /** What to say when no engine is connected (modules without an external agent say so). */
  noEngineHint?: string;
}) {
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      onValueChange={onValueChange}
      first={{ value: DEFAULT_ENGINE, label: "The brand's default AI engine" }}
      options={[...engines.map((e) => ({ value: e.key, label: `${e.label} (${e.detail})${e.usable ? "" : " — cannot be called"}` })), ...extra]}
      disabled={disabled}
      error={error}
      hint={engines.length ? undefined : noEngineHint}
    />
  );
}
