"use client";

import * as React from "react";
import { ImageIcon, TrashIcon, UploadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { SettingsFormFooter, errorsByField } from "@/components/shell/settings-form-footer";
import { useAction } from "@/components/actions/use-action";
import { useSyncedState } from "@/components/actions/use-synced-state";
import type { Branding, BrandingImageKind, BrandingText } from "@/lib/branding";
import { removeBrandingImageAction, saveBrandingAction, uploadBrandingImageAction } from "../actions";

type Field = { key: keyof BrandingText; label: string; hint: string; long?: boolean; type?: "url" };

const FIELDS: Field[] = [
  { key: "title", label: "App title", hint: "Every page's title ends with it (“Tasks · Growth OS”); also the name in emails." },
  { key: "description", label: "Description", hint: "The meta description of every page.", long: true },
  { key: "productName", label: "Login product name", hint: "Shown on the sign-in page and in its title (“Login - S-AI-O Intelligence”)." },
  { key: "ogTitle", label: "Open Graph title", hint: "The title of link previews. Empty: the app title." },
  { key: "ogDescription", label: "Open Graph description", hint: "Empty: the description.", long: true },
  { key: "ogImage", label: "Open Graph image URL", hint: "A full https:// address of the preview image.", type: "url" },
  { key: "keywords", label: "Keywords", hint: "Comma-separated." },
  { key: "canonicalUrl", label: "Canonical URL", hint: "The public address of this deployment, e.g. https://growth.example.com.", type: "url" },
];

/**
 * Issue 26: the deployment's white-label branding, in /settings for deployment admins. Blank fields fall
 * back to the defaults (shown as placeholders).
 */
export function BrandingPanel({ branding, defaults }: { branding: Branding; defaults: BrandingText }) {
  const [values, setValues] = useSyncedState<BrandingText>(branding.stored);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const { run, isBusy } = useAction();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    await run(saveBrandingAction, values, { key: "save", success: "Branding saved.", onError: (error, fieldErrors) => setErrors(errorsByField(error, fieldErrors)) });
  };

  return (
    <div className="grid gap-5">
      <Card>
        <CardHeader>
          <CardTitle>Branding</CardTitle>
          <CardDescription>
            How this deployment names itself in page titles, link previews, the sign-in page and emails — for every brand and every user. Only deployment
            administrators see this.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="grid gap-5 lg:grid-cols-2">
            {FIELDS.map((f) => (
              <FormField key={f.key} id={`branding-${f.key}`} label={f.label} hint={f.hint} error={errors[f.key]} className={f.long ? "lg:col-span-2" : undefined}>
                {f.long ? (
                  <Textarea
                    {...fieldA11y(`branding-${f.key}`, errors[f.key])}
                    value={values[f.key]}
                    placeholder={defaults[f.key]}
                    rows={2}
                    onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
                  />
                ) : (
                  <Input
                    {...fieldA11y(`branding-${f.key}`, errors[f.key])}
                    type={f.type ?? "text"}
                    value={values[f.key]}
                    placeholder={defaults[f.key] || undefined}
                    onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
                  />
                )}
              </FormField>
            ))}
            <SettingsFormFooter canEdit busy={isBusy("save")} error={errors._} readOnly="" />
          </form>
        </CardContent>
      </Card>
      <div className="grid gap-5 lg:grid-cols-2">
        <ImageCard kind="favicon" title="Favicon" hint="PNG, WebP, JPEG or SVG, up to 256 KB; square, 32×32 or larger." src={branding.favicon} custom={branding.favicon !== "/favicon.svg"} />
        <ImageCard kind="logo" title="Sign-in logo" hint="PNG, WebP, JPEG or SVG, up to 1 MB; shown beside the product name on the sign-in page." src={branding.logo} custom={!!branding.logo} />
      </div>
    </div>
  );
}

function ImageCard({ kind, title, hint, src, custom }: { kind: BrandingImageKind; title: string; hint: string; src: string | null; custom: boolean }) {
  const input = React.useRef<HTMLInputElement>(null);
  const { run, isBusy, pending } = useAction();
  const upload = async (file: File) => {
    await run(uploadBrandingImageAction, { kind, file }, { key: "upload", success: `${title} updated.` });
    if (input.current) input.current.value = "";
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{hint}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-4">
        <div className="flex size-16 items-center justify-center overflow-hidden rounded-lg border bg-muted/40">
          {src ? (
            // eslint-disable-next-line @next/next/no-img-element -- a versioned, already-small image served by our own route
            <img src={src} alt={`Current ${title.toLowerCase()}`} className="max-h-12 max-w-12 object-contain" />
          ) : (
            <ImageIcon className="size-6 text-muted-foreground" aria-label="No logo: the built-in mark is shown" />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/svg+xml"
            className="sr-only"
            id={`branding-${kind}-file`}
            aria-label={`Upload a ${title.toLowerCase()}`}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          <Button type="button" variant="outline" size="sm" disabled={pending} onClick={() => input.current?.click()}>
            <UploadIcon aria-hidden />
            {isBusy("upload") ? "Uploading…" : custom ? "Replace" : "Upload"}
          </Button>
          {custom ? (
            <Button type="button" variant="ghost" size="sm" disabled={pending} onClick={() => void run(removeBrandingImageAction, { kind }, { key: "remove", success: `${title} removed: the built-in one is back.` })}>
              <TrashIcon aria-hidden />
              Remove
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
