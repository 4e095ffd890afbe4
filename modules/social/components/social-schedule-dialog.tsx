"use client";

/**
 * Schedule a social post: when, how it goes out (the network's API through the brand's connection,
 * the brand's webhook, or a reminder task), its media (public URLs with their pixel size, so the
 * aspect ratio can be checked), the network preview and every rule it breaks — checked here as you
 * type and again on the server.
 */
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { addDays } from "date-fns";
import { PlusIcon, Trash2Icon, TriangleAlertIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/sonner";
import type { SocialPublicationMedia } from "@/db/schema/social-publish";
import { atTime, DEFAULT_HOUR, fromLocalInput, toLocalInput } from "@/lib/calendar-grid";
import { scheduleSocialPostAction } from "@/modules/social/publish/actions";
import type { SocialCalendarBrand, SocialCalendarPost } from "@/modules/social/publish/calendar";
import type { PublicationTarget } from "@/modules/social/publish/state";
import { instagramFormat, validateSocialPost, type InstagramFormat } from "@/modules/social/publish/validate";
import { TARGET_LABELS } from "./publication-states";
import { NETWORK_LABELS } from "@/components/calendar/post-states";
import { SocialPreview } from "./social-preview";

type MediaRow = { url: string; kind: SocialPublicationMedia["kind"]; width: string; height: string };

const toRow = (m: SocialPublicationMedia): MediaRow => ({ url: m.url, kind: m.kind, width: m.width ? String(m.width) : "", height: m.height ? String(m.height) : "" });
const fromRow = (r: MediaRow): SocialPublicationMedia => ({ url: r.url.trim(), kind: r.kind, width: Number(r.width) || null, height: Number(r.height) || null });

export function SocialScheduleDialog({ post, brand, at: initialAt, onClose }: { post: SocialCalendarPost; brand: SocialCalendarBrand | undefined; at?: Date | null; onClose: () => void }) {
  const connected = brand?.accounts.find((a) => a.network === post.network);
  const start0 = initialAt ?? (post.scheduledAt ? new Date(post.scheduledAt) : atTime(addDays(new Date(), 1), DEFAULT_HOUR));
  const [when, setWhen] = useState(toLocalInput(start0));
  const [target, setTarget] = useState<PublicationTarget>(post.publication?.target ?? (connected ? "api" : "reminder"));
  const [format, setFormat] = useState<InstagramFormat | "auto">(post.publication?.format ?? "auto");
  const [rows, setRows] = useState<MediaRow[]>((post.publication?.media ?? []).map(toRow));
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const router = useRouter();
  const media = rows.filter((r) => r.url.trim()).map(fromRow);
  const chosenFormat = format === "auto" ? null : format;
  const issues = validateSocialPost({ network: post.network, text: post.bodyMd, media, format: chosenFormat });
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const setRow = (i: number, patch: Partial<MediaRow>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <FormDialog
      title={post.scheduledAt ? "Reschedule social post" : "Schedule social post"}
      description={`“${post.title}” for ${post.brandName} on ${NETWORK_LABELS[post.network]} — time in your time zone (${zone}).`}
      className="max-h-[90svh] overflow-y-auto sm:max-w-3xl"
      onClose={onClose}
      pending={pending}
      submitLabel="Schedule"
      onSubmit={() =>
        start(async () => {
          const at = fromLocalInput(when);
          if (!at) return setError("Pick a date and time.");
          const r = await scheduleSocialPostAction({ brandId: post.brandId, postId: post.id, at: at.toISOString(), target, media, format: chosenFormat } as Parameters<typeof scheduleSocialPostAction>[0]);
          if (!r.ok) return setError(r.error);
          toast.success("Post scheduled");
          router.refresh();
          onClose();
        })
      }
    >
      <div className="grid gap-4 md:grid-cols-[1fr_16rem]">
        <div className="grid content-start gap-4">
          <div className="grid gap-2">
            <Label htmlFor="social-at">Date and time</Label>
            <Input id="social-at" type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="social-target">How it goes out</Label>
            <Select value={target} onValueChange={(v) => setTarget(v as PublicationTarget)}>
              <SelectTrigger id="social-target" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="api" disabled={!connected}>
                  {TARGET_LABELS.api}
                  {connected ? ` (${connected.accountName})` : " — not connected"}
                </SelectItem>
                <SelectItem value="webhook">{TARGET_LABELS.webhook}</SelectItem>
                <SelectItem value="reminder">{TARGET_LABELS.reminder}</SelectItem>
              </SelectContent>
            </Select>
            {!connected ? <p className="text-xs text-muted-foreground">Connect {NETWORK_LABELS[post.network]} for {post.brandName} on Integrations to publish through the API.</p> : null}
          </div>
          {post.network === "instagram" ? (
            <div className="grid gap-2">
              <Label htmlFor="social-format">Instagram format</Label>
              <Select value={format} onValueChange={(v) => setFormat(v as InstagramFormat | "auto")}>
                <SelectTrigger id="social-format" className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="auto">From the media ({instagramFormat({ media, format: null })})</SelectItem>
                  <SelectItem value="feed">Feed post (one image)</SelectItem>
                  <SelectItem value="carousel">Carousel (1–10 items)</SelectItem>
                  <SelectItem value="reel">Reel (9:16 video)</SelectItem>
                </SelectContent>
              </Select>
            </div>
          ) : null}
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Media</legend>
            {rows.length === 0 ? <p className="text-xs text-muted-foreground">No media. {post.network === "instagram" ? "Instagram needs at least one image or video." : "Optional on LinkedIn."}</p> : null}
            {rows.map((r, i) => (
              <div key={i} className="grid grid-cols-2 gap-2 rounded-md border p-2 sm:grid-cols-[1fr_7rem_4.5rem_4.5rem_auto]">
                <Input aria-label={`Media ${i + 1} address`} placeholder="https://…/image.jpg" className="col-span-2 sm:col-span-1" value={r.url} onChange={(e) => setRow(i, { url: e.target.value })} />
                <Select value={r.kind} onValueChange={(v) => setRow(i, { kind: v as MediaRow["kind"] })}>
                  <SelectTrigger aria-label={`Media ${i + 1} type`} className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="image">Image</SelectItem>
                    <SelectItem value="video">Video</SelectItem>
                    <SelectItem value="document">Document</SelectItem>
                  </SelectContent>
                </Select>
                <Input aria-label={`Media ${i + 1} width in pixels`} placeholder="Width" inputMode="numeric" value={r.width} onChange={(e) => setRow(i, { width: e.target.value.replace(/\D/g, "") })} />
                <Input aria-label={`Media ${i + 1} height in pixels`} placeholder="Height" inputMode="numeric" value={r.height} onChange={(e) => setRow(i, { height: e.target.value.replace(/\D/g, "") })} />
                <Button type="button" variant="ghost" size="icon-sm" aria-label={`Remove media ${i + 1}`} onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}>
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
            ))}
            <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => setRows((rs) => [...rs, { url: "", kind: "image", width: "", height: "" }])}>
              <PlusIcon aria-hidden="true" /> Add media
            </Button>
          </fieldset>
          {issues.length ? (
            <div role="status" className="grid gap-1 rounded-md border border-amber-500/40 bg-amber-500/10 p-2 text-sm text-amber-800 dark:text-amber-200" data-testid="schedule-issues">
              <p className="font-medium">Fix before scheduling:</p>
              <ul className="list-disc pl-5">
                {issues.map((i) => (
                  <li key={i.rule + i.message}>{i.message}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {post.clashes.length ? (
            <ul className="grid gap-1 text-sm text-amber-800 dark:text-amber-200">
              {post.clashes.map((c) => (
                <li key={c.otherPostId} className="flex gap-1.5">
                  <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {clashText(c)}
                </li>
              ))}
            </ul>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <SocialPreview network={post.network} text={post.bodyMd} media={media} accountName={connected?.accountName ?? post.brandName} />
      </div>
    </FormDialog>
  );
}

export function clashText(c: SocialCalendarPost["clashes"][number]): string {
  return c.kind === "handle"
    ? `The same account posts “${c.otherTitle}” ${c.minutesApart} min apart.`
    : `${c.otherBrandName} posts on the same topic (“${c.otherTitle}”) ${c.minutesApart} min apart to an overlapping audience.`;
}
