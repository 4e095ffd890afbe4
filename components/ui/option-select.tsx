import * as React from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { FormField } from "@/components/ui/form-field";

export type SelectOption = { value: string; label: React.ReactNode };

type OptionSelectProps = Omit<React.ComponentProps<typeof SelectTrigger>, "children" | "value" | "defaultValue" | "disabled"> & {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** A choice listed before the options ("No owner", "Any status") with the field's own sentinel value. */
  first?: SelectOption;
  disabled?: boolean;
  placeholder?: string;
  contentClassName?: string;
};

/**
 * A Select over a plain list of options, optionally led by a "none"/"any" choice: the markup that
 * form fields and URL filters repeated. Other props (id, className, size, aria-*) go to the trigger.
 */
export function OptionSelect({ value, onValueChange, options, first, disabled, placeholder, contentClassName, className = "w-full", ...trigger }: OptionSelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger className={className} {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent className={contentClassName}>
        {first ? <SelectItem value={first.value}>{first.label}</SelectItem> : null}
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** A labelled OptionSelect in a FormField (label, error, hint), the select fields of settings forms. */
export function SelectField({ label, error, hint, className, ...select }: OptionSelectProps & { id: string; label: React.ReactNode; error?: string | null; hint?: React.ReactNode }) {
  return (
    <FormField className={className} id={select.id} label={label} error={error} hint={hint}>
      <OptionSelect {...select} />
    </FormField>
  );
}
