"use client";

import * as React from "react";
import Link from "next/link";
import { BrainCircuitIcon, RefreshCwIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { Progress } from "@/components/ui/progress";
import { ToneBadge } from "@/components/ui/tone-badge";
import { formatNumber } from "@/lib/format";
import { clearKnowledgeEmbeddingSettingsAction, reembedKnowledgeAction, setKnowledgeEmbeddingSettingsAction } from "../embedding-actions";
import type { EmbeddingSettingsView } from "../embeddings/settings";
import { NO_PGVECTOR_NOTE } from "../search/query";

/** Which engine and model embed the knowledge base, and the progress of (re-)embedding it. */
export function EmbeddingSettings({ brandId, settings, canEdit }: { brandId: string; settings: EmbeddingSettingsView; canEdit: boolean }) {
  const { run, pending } = useAction({ brandId });
  const [engineKey, setEngineKey] = React.useState(settings.engineKey ?? settings.engines[0]?.key ?? "");
  const [model, setModel] = React.useState(settings.model ?? settings.engines[0]?.defaultModel ?? "");
  const [error, setError] = React.useState<string | null>(null);
  const running = settings.reembed.status === "running";

  const vectors = settings.vectorStore;
  const save = () => {
    setError(null);
    void run(setKnowledgeEmbeddingSettingsAction, { engineKey, model }, { success: vectors ? "Embedding engine saved: the knowledge base is being embedded" : "Embedding model saved for focus-group SSR and analysis", onError: setError });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Meaning search</CardTitle>
        {vectors ? (
          <CardDescription>
            An embedding engine turns each passage into a vector, so a search finds passages that mean the same thing in other words. Calls go through your AI engine, metered in the API-call audit.
          </CardDescription>
        ) : (
          <CardDescription role="status" data-testid="embedding-no-pgvector">
            {NO_PGVECTOR_NOTE} Install the pgvector extension in this PostgreSQL server (or use the embedded database) to search by meaning too. An embedding model chosen here is
            still used where no vectors are stored: focus-group SSR ratings and the feedback analysis&apos;s theme clustering.
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {settings.model ? (
            <>
              <ToneBadge tone={settings.reembed.status === "failed" ? "bad" : running ? "info" : "ok"}>
                {settings.reembed.status === "failed" ? "Embedding failed" : running ? "Embedding…" : "Connected"}
              </ToneBadge>
              <span>
                {settings.engineLabel ?? "A removed engine"} · {settings.model}
                {settings.dimensions ? ` · ${settings.dimensions} dimensions` : ""}
              </span>
              <span className="text-muted-foreground">
                {vectors ? `${formatNumber(settings.embedded)} of ${formatNumber(settings.chunks)} passages embedded` : "used by focus-group SSR and analysis; knowledge search stays full text"}
              </span>
            </>
          ) : (
            <ToneBadge tone="idle">{vectors ? "Not connected: search uses full text and names" : "No embedding model: SSR ratings need one"}</ToneBadge>
          )}
        </div>
        {running && settings.reembed.total ? <Progress value={(100 * settings.reembed.done) / settings.reembed.total} aria-label="Embedding progress" /> : null}
        {settings.reembed.error ? (
          <p className="text-sm text-destructive" role="alert">
            {settings.reembed.error}
          </p>
        ) : null}
        {canEdit ? (
          settings.engines.length ? (
            <form
              className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
              onSubmit={(e) => {
                e.preventDefault();
                save();
              }}
            >
              <FormField id="embedding-engine" label="Engine">
                <OptionSelect
                  id="embedding-engine"
                  value={engineKey}
                  onValueChange={(v) => {
                    setEngineKey(v);
                    const e = settings.engines.find((x) => x.key === v);
                    if (e && !settings.model) setModel(e.defaultModel);
                  }}
                  options={settings.engines.map((e) => ({ value: e.key, label: `${e.label} (${e.providerName})` }))}
                />
              </FormField>
              <FormField id="embedding-model" label="Embedding model" error={error} hint="e.g. text-embedding-3-small, gemini-embedding-001, mistral-embed, nomic-embed-text">
                <Input id="embedding-model" value={model} onChange={(e) => setModel(e.target.value)} maxLength={120} />
              </FormField>
              <div className="flex gap-2">
                <Button type="submit" disabled={pending || !engineKey || !model.trim()}>
                  <BrainCircuitIcon aria-hidden="true" /> {settings.model ? "Save" : "Connect"}
                </Button>
                {settings.model ? (
                  <>
                    {vectors ? (
                    <Button type="button" variant="outline" disabled={pending || running} onClick={() => void run(reembedKnowledgeAction, {}, { success: "Embedding the passages that have no vector yet" })}>
                      <RefreshCwIcon aria-hidden="true" /> Embed now
                    </Button>
                    ) : null}
                    <Button type="button" variant="ghost" disabled={pending} onClick={() => void run(clearKnowledgeEmbeddingSettingsAction, {}, { success: "Embedding engine disconnected" })}>
                      Disconnect
                    </Button>
                  </>
                ) : null}
              </div>
            </form>
          ) : (
            <p className="text-sm text-muted-foreground">
              Add an OpenAI, Gemini or OpenAI-compatible engine (Ollama; Mistral at https://api.mistral.ai/v1) on <Link className="underline" href="/integrations">Integrations</Link> to search by meaning.
            </p>
          )
        ) : null}
      </CardContent>
    </Card>
  );
}
