import type * as React from "react";

/** A form's submit handler: no page reload, then `submit` (whose errors it reports itself, e.g. through useAction). */
export function onFormSubmit(submit: () => unknown) {
  return (e: React.FormEvent) => {
    e.preventDefault();
    void submit();
  };
}
