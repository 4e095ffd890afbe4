import * as React from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

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
