"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { GraduationCapIcon, PlusIcon, SparklesIcon, Trash2Icon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { EmptyState } from "@/components/ui/empty";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/option-select";
import { RelativeTime } from "@/components/ui/relative-time";
import { Textarea } from "@/components/ui/textarea";
import { errorsByField } from "@/components/ui/use-field-errors";
import { ToneBadge } from "@/components/ui/tone-badge";
import type { StyleFeatures } from "@/db/schema";
import { cn } from "@/lib/utils";
import { addStyleSamplesAction, createStyleProfileAction, deleteStyleProfileAction, deleteStyleSampleAction, trainStyleProfileAction, updateStyleProfileAction } from "../actions";
import { HOOK_LABEL, HOOK_TYPES, type HookType } from "../hooks";
import type { StyleProfileRow, TrainingPage } from "../training";

const KIND_LABEL = { person: "Person", company: "Company page" } as const;
const NONE = "__none";

export function NewStyleProfileButton({ brandId, linkedinProfiles }: { brandId: string; linkedinProfiles: TrainingPage["linkedinProfiles"] }) {
  const router = useRouter();
  const [open, setOpen] = React.useState(false);
  const { run, pending } = useAction({ brandId });
  const [name, setName] = React.useState("");
  const [kind, setKind] = React.useState<"person" | "company">("person");
  const [profile, setProfile] = React.useState(NONE);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <PlusIcon aria-hidden="true" />
        New style profile
      </Button>
      {open ? (
        <FormDialog
          title="New style profile"
          description="One voice the writer can post in: a person (the CEO, a founder) or the company page. Train it from their past posts next."
          onClose={() => setOpen(false)}
          pending={pending}
          submitLabel="Create"
          onSubmit={() =>
            run(
              createStyleProfileAction,
              { name, kind, socialProfileId: profile === NONE ? "" : profile },
              {
                success: "Style profile created",
                refresh: false,
                onSuccess: (d) => {
                  setOpen(false);
                  router.push(`/training-linkedin?profile=${d.id}`);
                },
                onError: (e, f) => setErrors(errorsByField(f, e)),
              },
            )
          }
        >
          <FormField id="style-name" label="Name" error={errors.name}>
            <Input id="style-name" value={name} onChange={(e) => setName(e.target.value)} placeholder="CEO, Company page…" autoFocus />
          </FormField>
          <SelectField id="style-kind" label="Whose voice" value={kind} onValueChange={(v) => setKind(v as "person" | "company")} options={[{ value: "person", label: "A person" }, { value: "company", label: "The company page" }]} />
          <SelectField
            id="style-source"
            label="Learn from a tracked LinkedIn profile"
            hint={linkedinProfiles.length ? "Its fetched or imported posts train the style, with any posts you paste." : "No LinkedIn profile is tracked yet: paste past posts after creating the profile."}
            value={profile}
            onValueChange={setProfile}
            first={{ value: NONE, label: "None — pasted posts only" }}
            options={linkedinProfiles.map((p) => ({ value: p.id, label: `${p.label} · ${p.posts} posts` }))}
          />
          {errors._ ? (
            <p role="alert" className="text-sm text-destructive">
              {errors._}
            </p>
          ) : null}
        </FormDialog>
      ) : null}
    </>
  );
}

export function ProfilePicker({ profiles, selectedId }: { profiles: StyleProfileRow[]; selectedId: string }) {
  return (
    <nav aria-label="Style profiles" className="flex flex-wrap gap-2">
      {profiles.map((p) => (
        <Button key={p.id} asChild size="sm" variant={p.id === selectedId ? "secondary" : "outline"}>
          <Link href={`/training-linkedin?profile=${p.id}`} aria-current={p.id === selectedId ? "page" : undefined}>
            {p.name}
            <span className="text-muted-foreground">· {KIND_LABEL[p.kind]}</span>
          </Link>
        </Button>
      ))}
    </nav>
  );
}

export function NoProfiles() {
  return (
    <Card>
      <CardContent>
        <EmptyState icon={GraduationCapIcon} title="No style profile yet">
          Create one per voice the brand posts in — the CEO, the company page — then paste a few of their past LinkedIn posts (or link a tracked profile) and train it.
        </EmptyState>
      </CardContent>
    </Card>
  );
}

export function SamplesCard({ brandId, profile, samples, linkedinPosts, canEdit }: { brandId: string; profile: StyleProfileRow; samples: TrainingPage["samples"]; linkedinPosts: number | null; canEdit: boolean }) {
  const { run, pending, isBusy } = useAction({ brandId });
  const [text, setText] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [keepEdits, setKeepEdits] = React.useState(true);
  const [note, setNote] = React.useState<string | null>(null);
  const total = samples.length + (linkedinPosts ?? 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Past posts</CardTitle>
        <CardDescription>
          {samples.length} pasted{linkedinPosts !== null ? ` · ${linkedinPosts} from the linked LinkedIn profile` : ""}. Separate posts with a line of three dashes (---); a last line like “120 reactions · 30 comments · 5 reposts” records how it performed.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {canEdit ? (
          <div className="grid gap-2">
            <FormField id="samples-text" label="Paste past posts" error={error}>
              <Textarea
                id="samples-text"
                rows={6}
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder={"Why do founders ignore pricing?\n\nBecause it feels final.\n120 reactions · 30 comments\n---\nNext post…"}
              />
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                disabled={pending || !text.trim()}
                onClick={() =>
                  run(addStyleSamplesAction, { styleProfileId: profile.id, text }, { key: "add", success: (d) => `Added ${d.added} post${d.added === 1 ? "" : "s"}`, onSuccess: () => (setText(""), setError(null)), onError: (e) => setError(e) })
                }
              >
                <PlusIcon aria-hidden="true" />
                Add posts
              </Button>
              <Button
                disabled={pending || !total}
                title={total ? undefined : "Add past posts first"}
                onClick={() =>
                  run(trainStyleProfileAction, { styleProfileId: profile.id, keepEdits }, { key: "train", success: (d) => `Trained on ${d.samples} post${d.samples === 1 ? "" : "s"}${d.summarisedBy ? ` with ${d.summarisedBy}` : ""}`, onSuccess: (d) => setNote(d.note) })
                }
              >
                <SparklesIcon aria-hidden="true" />
                {isBusy("train") ? "Training…" : profile.trainedAt ? "Retrain" : "Train"}
              </Button>
              {profile.edited ? (
                <label className="flex items-center gap-2 text-sm">
                  <Checkbox checked={keepEdits} onCheckedChange={(v) => setKeepEdits(v === true)} aria-label="Keep my edits when retraining" />
                  Keep my edits
                </label>
              ) : null}
            </div>
            {note ? (
              <p role="status" className="text-sm text-amber-700 dark:text-amber-300">
                {note}
              </p>
            ) : null}
          </div>
        ) : null}
        {samples.length ? (
          <ul className="grid max-h-80 gap-2 overflow-y-auto" aria-label="Pasted posts">
            {samples.map((s) => (
              <li key={s.id} className="flex items-start gap-2 rounded-md border p-2 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 whitespace-pre-line wrap-anywhere">{s.text}</p>
                  <p className="text-xs text-muted-foreground tabular-nums">
                    {s.likes === null && s.comments === null && s.shares === null ? "Engagement unknown" : `${s.likes ?? "?"} reactions · ${s.comments ?? "?"} comments · ${s.shares ?? "?"} reposts`}
                  </p>
                </div>
                {canEdit ? (
                  <Button size="icon" variant="ghost" aria-label="Remove this post" disabled={isBusy(s.id)} onClick={() => run(deleteStyleSampleAction, { sampleId: s.id }, { key: s.id, success: "Post removed" })}>
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}

const pct = (share: number) => `${Math.round(share * 100)}%`;

export function FeaturesCard({ features, trainedAt, summaryBy, sampleCount }: { features: StyleFeatures | null; trainedAt: Date | null; summaryBy: string | null; sampleCount: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>What the posts show</CardTitle>
        <CardDescription>
          {trainedAt ? (
            <>
              Measured on {sampleCount} post{sampleCount === 1 ? "" : "s"} <RelativeTime at={trainedAt} />
              {summaryBy ? ` · voice summarised by ${summaryBy}` : " · no AI summary"}.
            </>
          ) : (
            "Not trained yet: add past posts and train to see the numbers."
          )}
        </CardDescription>
      </CardHeader>
      {features ? (
        <CardContent className="grid gap-4 text-sm" data-testid="style-features">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {(
              [
                ["Median length", `${features.length.median} chars`],
                ["Half of posts", `${features.length.p25}–${features.length.p75}`],
                ["Paragraphs", String(features.structure.avgParagraphs)],
                ["With a list", pct(features.structure.listShare)],
                ["Short lines", pct(features.structure.shortLineShare)],
                ["With emoji", pct(features.emoji.postsWithEmojiShare)],
                ["With hashtags", pct(features.hashtags.postsWithHashtagsShare)],
                ["Hashtags / post", String(features.hashtags.perPost)],
              ] as const
            ).map(([k, v]) => (
              <div key={k} className="rounded-md border p-2">
                <dt className="text-xs text-muted-foreground">{k}</dt>
                <dd className="font-medium tabular-nums">{v}</dd>
              </div>
            ))}
          </dl>
          <div className="grid gap-1">
            <h3 className="text-xs font-medium text-muted-foreground">Hooks (first lines)</h3>
            {features.hooks.map((h) => (
              <div key={h.type} className="flex items-center gap-2">
                <span className="w-40 shrink-0 truncate">{HOOK_LABEL[h.type as HookType] ?? h.type}</span>
                <div className="h-2 flex-1 rounded-full bg-muted" aria-hidden="true">
                  <div className="h-2 rounded-full bg-primary" style={{ width: pct(h.share) }} />
                </div>
                <span className="w-10 text-right tabular-nums">{pct(h.share)}</span>
              </div>
            ))}
          </div>
          {features.topics.length || features.hashtags.top.length || features.emoji.top.length ? (
            <p className="text-muted-foreground">
              {features.topics.length ? <>Topics: {features.topics.join(", ")}. </> : null}
              {features.hashtags.top.length ? <>Hashtags: {features.hashtags.top.join(" ")}. </> : null}
              {features.emoji.top.length ? <>Emoji: {features.emoji.top.join(" ")}.</> : null}
            </p>
          ) : null}
          <div className="grid gap-1">
            <h3 className="text-xs font-medium text-muted-foreground">Best performers {features.engagementKnown ? `(of ${features.engagementKnown} with known engagement)` : ""}</h3>
            {features.bestPerformers.length ? (
              <ol className="grid gap-1">
                {features.bestPerformers.map((b, i) => (
                  <li key={i} className="flex flex-wrap items-baseline gap-2">
                    <span className="min-w-0 flex-1 wrap-anywhere">“{b.firstLine}”</span>
                    <ToneBadge tone="info">{HOOK_LABEL[b.hook as HookType] ?? b.hook}</ToneBadge>
                    <span className="tabular-nums text-muted-foreground">{b.engagement} engagements</span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-muted-foreground">No engagement known: add “reactions · comments” lines to pasted posts, or link a tracked profile with metrics.</p>
            )}
          </div>
        </CardContent>
      ) : null}
    </Card>
  );
}

const list = (s: string) =>
  s
    .split(/\n|,/)
    .map((x) => x.trim())
    .filter(Boolean);

export function VoiceForm({ brandId, profile, linkedinProfiles, canEdit }: { brandId: string; profile: StyleProfileRow; linkedinProfiles: TrainingPage["linkedinProfiles"]; canEdit: boolean }) {
  const router = useRouter();
  const { run, pending } = useAction({ brandId });
  const p = profile.profile;
  const [f, setF] = React.useState({
    name: profile.name,
    kind: profile.kind as string,
    socialProfileId: profile.socialProfileId ?? NONE,
    voice: p.voice,
    toneWords: p.toneWords.join(", "),
    targetChars: String(p.targetChars),
    preferredHooks: p.preferredHooks,
    structure: p.structure,
    emoji: p.emoji,
    hashtags: p.hashtags,
    topics: p.topics.join(", "),
    dos: p.dos.join("\n"),
    donts: p.donts.join("\n"),
  });
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const set = (k: keyof typeof f) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setF((x) => ({ ...x, [k]: e.target.value }));
  const toggleHook = (h: string, on: boolean) => setF((x) => ({ ...x, preferredHooks: on ? [...new Set([...x.preferredHooks, h])] : x.preferredHooks.filter((y) => y !== h) }));
  const save = () =>
    run(
      updateStyleProfileAction,
      {
        styleProfileId: profile.id,
        name: f.name,
        kind: f.kind as "person",
        socialProfileId: f.socialProfileId === NONE ? "" : f.socialProfileId,
        voice: f.voice,
        toneWords: list(f.toneWords),
        targetChars: Number(f.targetChars),
        preferredHooks: f.preferredHooks as HookType[],
        structure: f.structure,
        emoji: f.emoji,
        hashtags: f.hashtags,
        topics: list(f.topics),
        dos: f.dos.split("\n").map((x) => x.trim()).filter(Boolean),
        donts: f.donts.split("\n").map((x) => x.trim()).filter(Boolean),
      },
      { success: "Style profile saved", onSuccess: () => setErrors({}), onError: (e, fe) => setErrors(errorsByField(fe, e)) },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          The voice
          {profile.edited ? <ToneBadge tone="info">Edited by a person</ToneBadge> : profile.trainedAt ? <ToneBadge tone="ok">Trained</ToneBadge> : <ToneBadge tone="idle">Not trained</ToneBadge>}
        </CardTitle>
        <CardDescription>What the writer follows. Training fills it in; change any field — your words win over the next retrain unless you choose otherwise.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <fieldset disabled={!canEdit || pending} className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="voice-name" label="Name" error={errors.name}>
                <Input id="voice-name" value={f.name} onChange={set("name")} />
              </FormField>
              <SelectField id="voice-kind" label="Whose voice" value={f.kind} onValueChange={(v) => setF((x) => ({ ...x, kind: v }))} options={[{ value: "person", label: "A person" }, { value: "company", label: "The company page" }]} />
            </div>
            <SelectField
              id="voice-source"
              label="Tracked LinkedIn profile"
              value={f.socialProfileId}
              onValueChange={(v) => setF((x) => ({ ...x, socialProfileId: v }))}
              first={{ value: NONE, label: "None — pasted posts only" }}
              options={linkedinProfiles.map((l) => ({ value: l.id, label: `${l.label} · ${l.posts} posts` }))}
            />
            <FormField id="voice-voice" label="Voice" error={errors.voice}>
              <Textarea id="voice-voice" rows={3} value={f.voice} onChange={set("voice")} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="voice-tone" label="Tone words" hint="Comma-separated" error={errors.toneWords}>
                <Input id="voice-tone" value={f.toneWords} onChange={set("toneWords")} />
              </FormField>
              <FormField id="voice-length" label="Target length (characters)" error={errors.targetChars}>
                <Input id="voice-length" inputMode="numeric" value={f.targetChars} onChange={set("targetChars")} />
              </FormField>
            </div>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">Preferred hooks</legend>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
                {HOOK_TYPES.map((h) => (
                  <label key={h} className="flex items-center gap-2 text-sm">
                    <Checkbox checked={f.preferredHooks.includes(h)} onCheckedChange={(v) => toggleHook(h, v === true)} aria-label={HOOK_LABEL[h]} />
                    {HOOK_LABEL[h]}
                  </label>
                ))}
              </div>
            </fieldset>
            <FormField id="voice-structure" label="Structure" error={errors.structure}>
              <Input id="voice-structure" value={f.structure} onChange={set("structure")} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="voice-emoji" label="Emoji" error={errors.emoji}>
                <Input id="voice-emoji" value={f.emoji} onChange={set("emoji")} />
              </FormField>
              <FormField id="voice-hashtags" label="Hashtags" error={errors.hashtags}>
                <Input id="voice-hashtags" value={f.hashtags} onChange={set("hashtags")} />
              </FormField>
            </div>
            <FormField id="voice-topics" label="Topics" hint="Comma-separated" error={errors.topics}>
              <Input id="voice-topics" value={f.topics} onChange={set("topics")} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="voice-dos" label="Do" hint="One per line" error={errors.dos}>
                <Textarea id="voice-dos" rows={3} value={f.dos} onChange={set("dos")} />
              </FormField>
              <FormField id="voice-donts" label="Don't" hint="One per line" error={errors.donts}>
                <Textarea id="voice-donts" rows={3} value={f.donts} onChange={set("donts")} />
              </FormField>
            </div>
          </fieldset>
          {errors._ ? (
            <p role="alert" className="text-sm text-destructive">
              {errors._}
            </p>
          ) : null}
          {canEdit ? (
            <div className="flex flex-wrap justify-between gap-2">
              <Button type="button" variant="ghost" className={cn("text-destructive")} disabled={pending} onClick={() => run(deleteStyleProfileAction, { styleProfileId: profile.id }, { success: "Style profile deleted", refresh: false, onSuccess: () => router.replace("/training-linkedin") })}>
                <Trash2Icon aria-hidden="true" />
                Delete profile
              </Button>
              <Button type="submit" disabled={pending}>
                Save voice
              </Button>
            </div>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
