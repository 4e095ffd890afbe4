"use client";

import * as React from "react";
import Link from "next/link";
import { ArrowRightIcon, GlobeIcon, KeyRoundIcon, LoaderCircleIcon, PencilIcon, PlugZapIcon, PlusIcon, ServerIcon, SparklesIcon, StarIcon, TrashIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { EmptyState } from "@/components/ui/empty";
import { Switch } from "@/components/ui/switch";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { cn } from "@/lib/utils";
import { ToneBadge } from "@/components/ui/tone-badge";
import { deleteAiEngineAction, setAiEngineEnabledAction, setDefaultAiEngineAction, testAiEngineAction, type AiEngineTestResult } from "../actions";
import { AI_PROVIDERS } from "../catalog";
import type { EngineSummary } from "../engines";
import type { AiKeyOption } from "../queries";
import { API_KEYS_HREF, EngineDialog } from "./engine-dialog";
import { formatUsd } from "@/lib/format";
import { formatPrice } from "@/lib/format";

type TestOutcome = { ok: true; data: AiEngineTestResult } | { ok: false; error: string };

const linkClass = "font-medium text-foreground underline-offset-4 hover:underline";

/**
 * /integrations → AI engines. `canManage` (brand-settings edit) adds, edits, switches and deletes
 * engines; `canTest` (integrations edit) runs "Test connection". Everyone else sees the same list.
 */
export function AiEnginesPanel({ brandId, engines, keys, canManage, canTest }: { brandId: string; engines: EngineSummary[]; keys: AiKeyOption[]; canManage: boolean; canTest: boolean }) {
  const [dialog, setDialog] = React.useState<{ engine: EngineSummary | null } | null>(null);
  const [deleting, setDeleting] = React.useState<EngineSummary | null>(null);
  const [tests, setTests] = React.useState<Record<string, TestOutcome>>({});
  const { run, isBusy, pending } = useAction({ brandId });

  const test = (e: EngineSummary) =>
    run(
      testAiEngineAction,
      { engineKey: e.key },
      {
        key: `test-${e.key}`,
        // The result shows inline; the audit row it wrote is not worth re-rendering the page for.
        refresh: false,
        onSuccess: (data) => setTests((t) => ({ ...t, [e.key]: { ok: true, data } })),
        onError: (error) => setTests((t) => ({ ...t, [e.key]: { ok: false, error } })),
      },
    );

  const own = engines.filter((e) => !e.deployment);
  const addButton = canManage ? (
    <Button size="sm" onClick={() => setDialog({ engine: null })}>
      <PlusIcon aria-hidden="true" />
      Add engine
    </Button>
  ) : null;

  return (
    <section className="grid gap-3" aria-labelledby="ai-engines">
      <div className="flex flex-wrap items-end gap-3">
        <div className="mr-auto grid gap-0.5">
          <h2 id="ai-engines" className="text-base font-semibold">
            AI engines
          </h2>
          <p className="text-sm text-muted-foreground">The models this brand&apos;s AI features call. SAIO asks every engine that is on; suggestions and classification use the default.</p>
        </div>
        {engines.length ? addButton : null}
        <Button asChild variant="outline" size="sm">
          <Link href={API_KEYS_HREF}>
            API keys
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </div>

      {engines.length === 0 ? (
        <EmptyState className="bg-card" data-testid="ai-engines-empty" icon={SparklesIcon} title="No AI engine connected" action={addButton}>
          <p>
            Connect OpenAI, Anthropic, Google Gemini, Perplexity or any OpenAI-compatible server (Ollama, vLLM, OpenRouter): add the provider&apos;s API key under{" "}
            <Link className={linkClass} href={API_KEYS_HREF}>
              Brand Settings → APIs
            </Link>
            , then add an engine here{canManage ? "" : " (the owner or an admin does this)"}.
          </p>
          <p className="mt-2">Until then, AI features fall back to local rules, and everything else works as usual.</p>
        </EmptyState>
      ) : (
        <ul className="divide-y overflow-hidden rounded-xl border bg-card" aria-label="AI engines" data-testid="ai-engines">
          {engines.map((e) => (
            <EngineRow
              key={e.key}
              engine={e}
              canManage={canManage && !e.deployment}
              canTest={canTest}
              outcome={tests[e.key] ?? null}
              testing={isBusy(`test-${e.key}`)}
              switching={isBusy(`enabled-${e.key}`)}
              disabled={pending}
              onTest={() => test(e)}
              onEdit={() => setDialog({ engine: e })}
              onDelete={() => setDeleting(e)}
              onMakeDefault={() => run(setDefaultAiEngineAction, { engineId: e.key }, { key: `default-${e.key}`, success: `"${e.label}" is now the default engine.` })}
              onEnabled={(enabled) =>
                run(setAiEngineEnabledAction, { engineId: e.key, enabled }, { key: `enabled-${e.key}`, success: enabled ? `"${e.label}" is on.` : `"${e.label}" is off.` }).then(() => undefined)
              }
            />
          ))}
        </ul>
      )}
      {own.length === 0 && engines.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          Only the deployment&apos;s engine is available. To use this brand&apos;s own account, add a key under{" "}
          <Link className={linkClass} href={API_KEYS_HREF}>
            Brand Settings → APIs
          </Link>
          {canManage ? ", then add an engine here." : "; the owner or an admin then adds an engine here."}
        </p>
      ) : null}

      {canManage ? (
        <>
          <EngineDialog brandId={brandId} open={!!dialog} engine={dialog?.engine ?? null} keys={keys} onClose={() => setDialog(null)} />
          <ConfirmDialog
            open={!!deleting}
            onOpenChange={(o) => !o && setDeleting(null)}
            title={`Delete "${deleting?.label ?? ""}"?`}
            description={
              <p>
                SAIO runs and AI features stop using this engine. Its past answers and audit rows stay. The API key stays in Brand Settings.
                {deleting?.isDefault ? " Another engine that is on becomes the one generation features use." : ""}
              </p>
            }
            confirmLabel="Delete engine"
            busyLabel="Deleting..."
            destructive
            onConfirm={async () => {
              if (!deleting) return true;
              const r = await run(deleteAiEngineAction, { engineId: deleting.key }, { success: "Engine deleted." });
              return r.ok;
            }}
          />
        </>
      ) : null}
    </section>
  );
}

function EngineRow({
  engine: e,
  canManage,
  canTest,
  outcome,
  testing,
  switching,
  disabled,
  onTest,
  onEdit,
  onDelete,
  onMakeDefault,
  onEnabled,
}: {
  engine: EngineSummary;
  canManage: boolean;
  canTest: boolean;
  outcome: TestOutcome | null;
  testing: boolean;
  switching: boolean;
  disabled: boolean;
  onTest: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
  onEnabled: (enabled: boolean) => Promise<void>;
}) {
  const info = AI_PROVIDERS[e.provider];
  const search = e.webSearch ? "Web search on" : info.alwaysSearches ? "Always searches the web" : info.webSearch ? "Web search off" : "No web search";
  const switchId = `engine-enabled-${e.key}`;
  let host: string | null = null;
  if (e.baseUrl) {
    try {
      host = new URL(e.baseUrl).host;
    } catch {
      host = e.baseUrl;
    }
  }
  return (
    <li className={cn("grid grid-cols-1 gap-2 px-4 py-3.5", e.problem && "bg-red-500/[0.03]", !e.enabled && "bg-muted/30")} data-testid="ai-engine-row">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="flex size-9 shrink-0 items-center justify-center rounded-md border bg-muted/40">
          {e.deployment ? <ServerIcon className="size-4 text-muted-foreground" aria-hidden="true" /> : <SparklesIcon className="size-4 text-muted-foreground" aria-hidden="true" />}
        </div>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
            <span className="truncate">{e.label}</span>
            {e.isDefault ? <ToneBadge tone="info">Default</ToneBadge> : null}
            {e.deployment ? <ToneBadge tone="idle">Deployment</ToneBadge> : null}
          </p>
          <p className="truncate text-xs text-muted-foreground">
            {e.providerName} · <code className="font-mono text-[11px]">{e.model}</code>
            {host ? ` · ${host}` : ""}
          </p>
        </div>
        {e.problem ? <ToneBadge tone="bad">Not callable</ToneBadge> : !e.enabled ? <ToneBadge tone="idle">Off</ToneBadge> : <ToneBadge tone="ok">On</ToneBadge>}
        <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
          {canManage ? (
            <div className="flex items-center gap-2 pr-1">
              <Switch id={switchId} checked={e.enabled} onCheckedChange={(v) => void onEnabled(v)} disabled={disabled} aria-label={`${e.label} is ${e.enabled ? "on" : "off"}`} />
              {switching ? <LoaderCircleIcon className="size-3.5 animate-spin text-muted-foreground" aria-hidden="true" /> : null}
            </div>
          ) : null}
          {canTest ? (
            <Button variant="outline" size="sm" onClick={onTest} disabled={disabled}>
              {testing ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <PlugZapIcon aria-hidden="true" />}
              {testing ? "Testing..." : "Test connection"}
            </Button>
          ) : null}
          {canManage ? (
            <RowActionsMenu
              label={`More actions for ${e.label}`}
              disabled={disabled}
              className="w-48"
              actions={[
                { label: "Edit", icon: PencilIcon, onSelect: onEdit },
                !e.isDefault && { label: "Make default", icon: StarIcon, onSelect: onMakeDefault },
                "separator",
                { label: "Delete", icon: TrashIcon, destructive: true, onSelect: onDelete },
              ]}
            />
          ) : null}
        </div>
      </div>

      <dl className="flex flex-wrap gap-x-4 gap-y-1 pl-12 text-xs text-muted-foreground">
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Web search</dt>
          <GlobeIcon className="size-3.5" aria-hidden="true" />
          <dd>{search}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">API key</dt>
          <KeyRoundIcon className="size-3.5" aria-hidden="true" />
          <dd className={e.keyHint ? "font-mono" : undefined}>{e.deployment ? "Deployment key" : (e.keyHint ?? "No key")}</dd>
        </div>
        <div>
          <dt className="sr-only">Price</dt>
          <dd className="tabular-nums">
            {e.price ? (
              <>
                {formatPrice(e.price)}
                {e.priceOverride ? " (custom)" : ""}
              </>
            ) : (
              "No price: cost not counted"
            )}
          </dd>
        </div>
      </dl>
      {e.deployment ? <p className="pl-12 text-xs text-muted-foreground">Comes from this deployment&apos;s AI_* settings (AI_PROVIDER, AI_MODEL, AI_API_KEY); it cannot be changed here.</p> : null}
      {e.problem ? <p className="pl-12 text-xs text-red-700 dark:text-red-300">{e.problem}</p> : null}
      {outcome ? <TestOutcomeLine outcome={outcome} /> : null}
    </li>
  );
}

function TestOutcomeLine({ outcome }: { outcome: TestOutcome }) {
  if (!outcome.ok) {
    return (
      <p role="alert" className="ml-12 rounded-lg border border-red-500/30 bg-red-500/5 px-3 py-2 text-xs text-red-700 dark:text-red-300" data-testid="ai-engine-test-error">
        {outcome.error}
      </p>
    );
  }
  const d = outcome.data;
  return (
    <div role="status" className="ml-12 grid gap-1 rounded-lg border border-emerald-500/30 bg-emerald-500/5 px-3 py-2 text-xs" data-testid="ai-engine-test-result">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 tabular-nums">
        <span className="font-medium text-emerald-700 dark:text-emerald-300">Connected</span>
        <span className="text-muted-foreground">
          <code className="font-mono">{d.model}</code> · {d.latencyMs} ms · {d.tokensIn ?? "?"} tokens in, {d.tokensOut ?? "?"} out · {d.costUsd === null ? "cost not counted" : formatUsd(d.costUsd)}
        </span>
      </p>
      <p className="text-muted-foreground">
        Reply: <q className="text-foreground">{d.reply || "(empty)"}</q>
      </p>
    </div>
  );
}
