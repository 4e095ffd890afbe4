"use client";

import * as React from "react";
import { PlayIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/ui/option-select";
import { formatDate } from "@/lib/format";
import { startSeoCrawlAction } from "@/modules/seo/audit/actions";
import { CRAWL_DEFAULTS } from "@/modules/seo/audit/inputs";
import { setSeoCrawlScheduleAction } from "@/modules/seo/audit/schedule-actions";
import type { CrawlSchedule } from "@/modules/seo/audit/schedule";

const FREQUENCIES = [
  { value: "off", label: "Off" },
  { value: "weekly", label: "Weekly" },
  { value: "monthly", label: "Monthly" },
];

/** Scheduled re-crawls with the latest crawl's settings; saved on change. */
function CrawlScheduleSelect({ brandId, schedule }: { brandId: string; schedule: CrawlSchedule }) {
  const { run, pending } = useAction({ brandId });
  const save = (frequency: string) =>
    run(setSeoCrawlScheduleAction, { frequency: frequency as CrawlSchedule["frequency"] }, { success: frequency === "off" ? "Scheduled re-crawls are off." : `The site is re-crawled ${frequency}, with the latest crawl's settings.` });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Label htmlFor="crawl-schedule">Re-crawl</Label>
      <OptionSelect id="crawl-schedule" className="h-8 w-28" value={schedule.frequency} onValueChange={save} options={FREQUENCIES} disabled={pending} />
      {schedule.nextAt ? <span className="text-xs text-muted-foreground">next on {formatDate(schedule.nextAt)}</span> : null}
    </div>
  );
}

/** Starts a crawl: the address (the brand's website by default), page limit, concurrency, delay, robots.txt. */
export function StartCrawlForm({ brandId, website, disabled, schedule }: { brandId: string; website: string | null; disabled?: boolean; schedule: CrawlSchedule }) {
  const { run, pending } = useAction({ brandId });
  const [errors, setErrors] = React.useState<Record<string, string[]>>({});
  const [error, setError] = React.useState<string | null>(null);
  const [respectRobots, setRespectRobots] = React.useState<boolean>(CRAWL_DEFAULTS.respectRobots);

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    setErrors({});
    setError(null);
    await run(
      startSeoCrawlAction,
      {
        startUrl: String(f.get("startUrl") ?? ""),
        pageLimit: Number(f.get("pageLimit")),
        concurrency: Number(f.get("concurrency")),
        delayMs: Number(f.get("delayMs")),
        respectRobots,
      },
      {
        success: "Crawl started. Progress shows here as pages come in.",
        onError: (message, fieldErrors) => {
          setError(fieldErrors ? null : message);
          setErrors(fieldErrors ?? {});
        },
      },
    );
  }

  const err = (k: string) => errors[k]?.[0] ?? null;
  return (
    <form onSubmit={submit} className="grid gap-4 rounded-xl border bg-card p-4" aria-label="Start a crawl" noValidate>
      <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <FormField id="crawl-url" label="Start URL" error={err("startUrl")} hint="Its sitemaps and robots.txt are read too.">
          <Input name="startUrl" type="url" inputMode="url" defaultValue={website ?? ""} placeholder="https://example.com" required {...fieldA11y("crawl-url", err("startUrl"), true)} />
        </FormField>
        <FormField id="crawl-limit" label="Page limit" error={err("pageLimit")}>
          <Input name="pageLimit" type="number" min={1} max={10000} defaultValue={CRAWL_DEFAULTS.pageLimit} {...fieldA11y("crawl-limit", err("pageLimit"))} />
        </FormField>
        <FormField id="crawl-concurrency" label="Concurrency" error={err("concurrency")}>
          <Input name="concurrency" type="number" min={1} max={16} defaultValue={CRAWL_DEFAULTS.concurrency} {...fieldA11y("crawl-concurrency", err("concurrency"))} />
        </FormField>
        <FormField id="crawl-delay" label="Delay (ms)" error={err("delayMs")}>
          <Input name="delayMs" type="number" min={0} max={10000} step={100} defaultValue={CRAWL_DEFAULTS.delayMs} {...fieldA11y("crawl-delay", err("delayMs"))} />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <div className="flex items-center gap-2">
            <Switch id="crawl-robots" checked={respectRobots} onCheckedChange={setRespectRobots} />
            <Label htmlFor="crawl-robots">Respect robots.txt</Label>
          </div>
          <CrawlScheduleSelect brandId={brandId} schedule={schedule} />
        </div>
        <Button type="submit" size="sm" disabled={pending || disabled}>
          <PlayIcon aria-hidden="true" />
          {pending ? "Starting…" : "Start crawl"}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-[13px] text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
