"use client";

import * as React from "react";
import Link from "next/link";
import { ArrowRightIcon } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { OptionSelect } from "@/components/ui/option-select";
import { Switch } from "@/components/ui/switch";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { useAction } from "@/components/actions/use-action";
import { createAiEngineAction, updateAiEngineAction } from "../actions";
import { AI_PROVIDER_KINDS, AI_PROVIDERS, type AiProviderKind } from "../catalog";
import type { EngineSummary } from "../engines";
import { priceFor } from "../prices";
import type { AiKeyOption } from "../queries";
import { formatPrice } from "@/lib/format";

const NO_KEY = "none";
export const API_KEYS_HREF = "/settings?tab=api-tokens";

/** Add an engine (engine null) or edit one. Mounted per opening, so the form starts fresh each time. */
export function EngineDialog({ brandId, open, engine, keys, onClose }: { brandId: string; open: boolean; engine: EngineSummary | null; keys: AiKeyOption[]; onClose: () => void }) {
  const [pending, setPending] = React.useState(false);
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !pending && onClose()}>
      <DialogContent className="sm:max-w-lg">
        {open ? <EngineForm key={engine?.key ?? "new"} brandId={brandId} engine={engine} keys={keys} onClose={onClose} onPending={setPending} /> : null}
      </DialogContent>
    </Dialog>
  );
}

type Errors = Partial<Record<"provider" | "label" | "model" | "baseUrl" | "apiTokenId" | "priceInPerMTok" | "priceOutPerMTok" | "form", string | null>>;

/** Keys an engine of this provider can use: its own provider's, or any for an OpenAI-compatible server. */
function keysFor(provider: AiProviderKind, keys: AiKeyOption[]): AiKeyOption[] {
  const tokenProvider = AI_PROVIDERS[provider].tokenProvider;
  return tokenProvider ? keys.filter((k) => k.provider === tokenProvider) : keys;
}

/** A new engine starts with the provider's first key; an OpenAI-compatible one with none (most self-hosted servers need none). */
function initialKey(provider: AiProviderKind, keys: AiKeyOption[], editing: boolean): string {
  if (!AI_PROVIDERS[provider].keyRequired) return NO_KEY;
  return editing ? "" : (keysFor(provider, keys)[0]?.id ?? "");
}

function keyName(k: AiKeyOption): string {
  return `${k.providerName}${k.label ? ` · ${k.label}` : ""} (•••• ${k.last4})`;
}

function EngineForm({ brandId, engine, keys, onClose, onPending }: { brandId: string; engine: EngineSummary | null; keys: AiKeyOption[]; onClose: () => void; onPending: (p: boolean) => void }) {
  const [provider, setProvider] = React.useState<AiProviderKind>(engine?.provider ?? "openai");
  const [label, setLabel] = React.useState(engine?.label ?? "");
  const [model, setModel] = React.useState(engine?.model ?? "");
  const [baseUrl, setBaseUrl] = React.useState(engine?.baseUrl ?? "");
  // "" = nothing chosen yet (the select shows its placeholder); NO_KEY = deliberately no key.
  const [apiTokenId, setApiTokenId] = React.useState<string>(() => engine?.apiTokenId ?? initialKey(engine?.provider ?? "openai", keys, !!engine));
  const [webSearch, setWebSearch] = React.useState(engine?.webSearch ?? false);
  const [priceIn, setPriceIn] = React.useState(engine?.priceOverride && engine.price ? String(engine.price.inPerMTok) : "");
  const [priceOut, setPriceOut] = React.useState(engine?.priceOverride && engine.price ? String(engine.price.outPerMTok) : "");
  const [errors, setErrors] = React.useState<Errors>({});
  const { run, pending } = useAction({ brandId });
  React.useEffect(() => onPending(pending), [pending, onPending]);

  const info = AI_PROVIDERS[provider];
  const options = keysFor(provider, keys);
  const builtIn = priceFor(model.trim() || info.defaultModel);
  const clear = (k: keyof Errors) => setErrors((e) => ({ ...e, [k]: null, form: null }));

  const changeProvider = (v: string) => {
    const next = v as AiProviderKind;
    setProvider(next);
    // Keep the chosen key only when it still fits the new provider.
    const fits = keysFor(next, keys);
    setApiTokenId((current) => (fits.some((k) => k.id === current) ? current : initialKey(next, keys, false)));
    if (!AI_PROVIDERS[next].webSearch) setWebSearch(false);
    setErrors({});
  };

  const onError = (error: string, fields?: Record<string, string[]>) => {
    if (fields && Object.keys(fields).length) {
      const pick = (k: string) => fields[k]?.[0] ?? null;
      setErrors({
        provider: pick("provider"),
        label: pick("label"),
        model: pick("model"),
        baseUrl: pick("baseUrl"),
        apiTokenId: pick("apiTokenId"),
        priceInPerMTok: pick("priceInPerMTok"),
        priceOutPerMTok: pick("priceOutPerMTok"),
      });
    } else if (/key/i.test(error) && !/already has an engine named/.test(error)) {
      setErrors({ apiTokenId: error });
    } else if (/already has an engine named/.test(error)) {
      setErrors({ label: error });
    } else if (info.baseUrlRequired && /address|host|port|url|OUTBOUND/i.test(error)) {
      setErrors({ baseUrl: error });
    } else {
      setErrors({ form: error });
    }
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!model.trim()) return setErrors({ model: "Enter the model name" });
    if (info.baseUrlRequired && !baseUrl.trim()) return setErrors({ baseUrl: "Enter the server's base URL, like http://localhost:11434/v1" });
    const input = {
      label: label.trim() || undefined,
      provider,
      model: model.trim(),
      baseUrl: info.baseUrlRequired ? baseUrl.trim() : null,
      apiTokenId: apiTokenId === NO_KEY || apiTokenId === "" ? null : apiTokenId,
      webSearch: info.webSearch ? webSearch : false,
      priceInPerMTok: priceIn,
      priceOutPerMTok: priceOut,
    };
    const r = engine
      ? await run(updateAiEngineAction, { engineId: engine.key, ...input }, { onError, success: "Engine saved." })
      : await run(createAiEngineAction, input, { onError, success: (d) => (d.isDefault ? "Engine added. It is this brand's default." : "Engine added.") });
    if (r.ok) onClose();
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" data-testid="ai-engine-form">
      <DialogHeader>
        <DialogTitle>{engine ? "Edit AI engine" : "Add an AI engine"}</DialogTitle>
        <DialogDescription>A provider and model this brand&apos;s AI features may call, with one of the brand&apos;s API keys.</DialogDescription>
      </DialogHeader>

      <FormField id="engine-provider" label="Provider" error={errors.provider} hint={info.hint}>
        <OptionSelect
          {...fieldA11y("engine-provider", errors.provider ?? null, true)} className="w-full" value={provider} onValueChange={changeProvider} disabled={pending}
          options={AI_PROVIDER_KINDS.map((k) => ({ value: k, label: AI_PROVIDERS[k].name }))}
        />
      </FormField>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="engine-model" label="Model" error={errors.model} hint={info.modelHint}>
          <Input
            {...fieldA11y("engine-model", errors.model ?? null, true)}
            value={model}
            placeholder={info.defaultModel}
            onChange={(e) => {
              setModel(e.target.value);
              clear("model");
            }}
            disabled={pending}
            spellCheck={false}
            autoFocus={!engine}
            className="font-mono text-[13px]"
          />
        </FormField>
        <FormField id="engine-label" label="Name" error={errors.label} hint="Optional. How this engine is shown.">
          <Input
            {...fieldA11y("engine-label", errors.label ?? null, true)}
            value={label}
            placeholder={`${info.name} · ${model.trim() || info.defaultModel}`}
            onChange={(e) => {
              setLabel(e.target.value);
              clear("label");
            }}
            maxLength={80}
            disabled={pending}
          />
        </FormField>
      </div>

      {info.baseUrlRequired ? (
        <FormField
          id="engine-base-url"
          label="Base URL"
          error={errors.baseUrl}
          hint="The server's OpenAI-style API root: Ollama http://host:11434/v1 · OpenRouter https://openrouter.ai/api/v1 · Azure https://<resource>.openai.azure.com/openai/v1"
        >
          <Input
            {...fieldA11y("engine-base-url", errors.baseUrl ?? null, true)}
            type="url"
            inputMode="url"
            value={baseUrl}
            placeholder="http://localhost:11434/v1"
            onChange={(e) => {
              setBaseUrl(e.target.value);
              clear("baseUrl");
            }}
            disabled={pending}
            spellCheck={false}
            className="font-mono text-[13px]"
          />
        </FormField>
      ) : null}

      <FormField
        id="engine-key"
        label="API key"
        error={errors.apiTokenId}
        hint={
          <>
            {options.length === 0
              ? info.tokenProvider
                ? `This brand has no ${info.name} key yet. `
                : "This brand has no API keys yet; a server that needs none works without. "
              : "Keys are stored encrypted in Brand Settings and never shown here. "}
            <Link href={API_KEYS_HREF} className="inline-flex items-center gap-1 font-medium text-foreground underline-offset-4 hover:underline">
              Add one in Brand Settings → APIs
              <ArrowRightIcon className="size-3" aria-hidden="true" />
            </Link>
          </>
        }
      >
        <Select
          value={apiTokenId}
          onValueChange={(v) => {
            setApiTokenId(v);
            clear("apiTokenId");
          }}
          disabled={pending || (options.length === 0 && !!info.tokenProvider)}
        >
          <SelectTrigger {...fieldA11y("engine-key", errors.apiTokenId ?? null, true)} className="w-full">
            <SelectValue placeholder={`No ${info.name} key`} />
          </SelectTrigger>
          <SelectContent>
            {info.keyRequired ? null : <SelectItem value={NO_KEY}>No key</SelectItem>}
            {options.map((k) => (
              <SelectItem key={k.id} value={k.id}>
                {keyName(k)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>

      {info.webSearch ? (
        <div className="flex items-start gap-3 rounded-lg border p-3">
          <Switch id="engine-web-search" checked={webSearch} onCheckedChange={setWebSearch} disabled={pending} className="mt-0.5" aria-describedby="engine-web-search-hint" />
          <Label htmlFor="engine-web-search" className="grid cursor-pointer gap-0.5 font-normal">
            <span className="text-sm font-medium">Web search</span>
            <span id="engine-web-search-hint" className="text-[13px] text-muted-foreground">
              Answer with live sources ({info.webSearch}), the way the assistant answers its users. Slower, and searches may cost extra.
            </span>
          </Label>
        </div>
      ) : info.alwaysSearches ? (
        <p className="rounded-lg border p-3 text-[13px] text-muted-foreground">{info.name} always searches the web and cites its sources; there is nothing to switch.</p>
      ) : null}

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Price override</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id="engine-price-in" label={<span className="font-normal text-muted-foreground">Input, USD per 1M tokens</span>} error={errors.priceInPerMTok}>
            <Input
              {...fieldA11y("engine-price-in", errors.priceInPerMTok ?? null)}
              inputMode="decimal"
              value={priceIn}
              placeholder={builtIn ? String(builtIn.inPerMTok) : "e.g. 0.20"}
              onChange={(e) => {
                setPriceIn(e.target.value);
                clear("priceInPerMTok");
              }}
              disabled={pending}
              className="tabular-nums"
            />
          </FormField>
          <FormField id="engine-price-out" label={<span className="font-normal text-muted-foreground">Output, USD per 1M tokens</span>} error={errors.priceOutPerMTok}>
            <Input
              {...fieldA11y("engine-price-out", errors.priceOutPerMTok ?? null)}
              inputMode="decimal"
              value={priceOut}
              placeholder={builtIn ? String(builtIn.outPerMTok) : "e.g. 0.60"}
              onChange={(e) => {
                setPriceOut(e.target.value);
                clear("priceOutPerMTok");
              }}
              disabled={pending}
              className="tabular-nums"
            />
          </FormField>
        </div>
        <p className="text-[13px] text-muted-foreground">
          {builtIn
            ? `Optional. Built-in price for this model: ${formatPrice(builtIn)}.`
            : "Optional. There is no built-in price for this model: without one, its calls are counted in tokens but not in dollars."}
        </p>
      </fieldset>

      {errors.form ? (
        <p role="alert" className="text-[13px] text-destructive">
          {errors.form}
        </p>
      ) : null}

      <DialogFormFooter pending={pending} submitLabel={engine ? "Save engine" : "Add engine"} pendingLabel="Saving..." onCancel={onClose} />
    </form>
  );
}
