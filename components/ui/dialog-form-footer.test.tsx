import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DialogFormFooter } from "./dialog-form-footer";

const noop = () => {};

type RenderedButton = { attrs: string; disabled: boolean; text: string; spinner: boolean };

/** Cancel and submit, in that order, as the server renders them. */
function buttons(html: string): [RenderedButton, RenderedButton] {
  const found = [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(([, attrs = "", inner = ""]) => ({
    attrs,
    disabled: /\sdisabled=""/.test(attrs),
    text: inner.replace(/<[^>]+>/g, ""),
    spinner: inner.includes("animate-spin"),
  }));
  const [cancel, submit] = found;
  if (found.length !== 2 || !cancel || !submit) throw new Error(`expected two buttons, got ${found.length}`);
  return [cancel, submit];
}

describe("DialogFormFooter", () => {
  it("submits its form and shows the submit label while idle", () => {
    const [cancel, submit] = buttons(renderToStaticMarkup(<DialogFormFooter pending={false} submitLabel="Add member" pendingLabel="Adding..." onCancel={noop} />));
    expect(cancel.text).toBe("Cancel");
    expect(cancel.attrs).toContain('type="button"');
    expect(cancel.disabled).toBe(false);
    expect(submit.text).toBe("Add member");
    expect(submit.attrs).toContain('type="submit"');
    expect(submit.disabled).toBe(false);
    expect(submit.spinner).toBe(false);
  });

  it("disables both buttons and shows the spinner and pending label while pending", () => {
    const [cancel, submit] = buttons(renderToStaticMarkup(<DialogFormFooter pending submitLabel="Add member" pendingLabel="Adding..." onCancel={noop} />));
    expect(cancel.disabled).toBe(true);
    expect(submit.disabled).toBe(true);
    expect(submit.text).toBe("Adding...");
    expect(submit.spinner).toBe(true);
  });

  it("keeps the submit label while pending when no pending label is given, and can leave Cancel usable", () => {
    const [cancel, submit] = buttons(renderToStaticMarkup(<DialogFormFooter pending submitLabel="Save value" onCancel={noop} cancelDisabled={false} />));
    expect(cancel.disabled).toBe(false);
    expect(submit.text).toBe("Save value");
  });

  it("disables submit when the form is not ready", () => {
    const [, submit] = buttons(renderToStaticMarkup(<DialogFormFooter pending={false} disabled submitLabel="Save" onCancel={noop} />));
    expect(submit.disabled).toBe(true);
  });

  it("targets a form by id, or becomes a plain button when the dialog has no form", () => {
    const [, byId] = buttons(renderToStaticMarkup(<DialogFormFooter pending={false} form="quick-add-task" submitLabel="Create Task" onCancel={noop} />));
    expect(byId.attrs).toContain('form="quick-add-task"');
    expect(byId.attrs).toContain('type="submit"');
    const [, plain] = buttons(renderToStaticMarkup(<DialogFormFooter pending={false} onSubmit={noop} submitLabel="Import" onCancel={noop} />));
    expect(plain.attrs).toContain('type="button"');
  });

  it("puts extra content before the buttons and keeps the buttons together", () => {
    const html = renderToStaticMarkup(
      <DialogFormFooter pending={false} submitLabel="Create Task" onCancel={noop}>
        <p>hint</p>
      </DialogFormFooter>,
    );
    expect(html).toMatch(/<p>hint<\/p><div class="[^"]*"><button/);
  });
});
