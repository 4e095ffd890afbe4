import type { BriefDoc } from "@/modules/content/briefs/render";
import { briefFacts } from "@/modules/content/briefs/render";

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-2">
      <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}

/** A brief read-only, as a writer reads it (the share page): the same sections as the exports. */
export function BriefDocument({ brief }: { brief: BriefDoc }) {
  const facts = briefFacts(brief);
  return (
    <article className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-balance">{brief.title}</h1>
      {facts.length ? (
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-muted-foreground">{label}</dt>
              <dd className="whitespace-pre-line">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {brief.titleOptions.length ? (
        <Block title="Title options">
          <ul className="list-disc pl-5">
            {brief.titleOptions.map((t, i) => (
              <li key={i}>{t}</li>
            ))}
          </ul>
        </Block>
      ) : null}
      {brief.outline.length ? (
        <Block title="Outline">
          <ol className="grid gap-1">
            {brief.outline.map((o, i) => (
              <li key={i} className={o.level === 3 ? "pl-6 text-sm" : "font-medium"}>
                <span className="mr-2 font-mono text-xs text-muted-foreground">H{o.level}</span>
                {o.text}
                {o.notes ? <p className="text-sm font-normal text-muted-foreground">{o.notes}</p> : null}
              </li>
            ))}
          </ol>
        </Block>
      ) : null}
      {brief.questions.length ? (
        <Block title="Questions to answer">
          <ul className="list-disc pl-5">
            {brief.questions.map((q, i) => (
              <li key={i}>{q}</li>
            ))}
          </ul>
        </Block>
      ) : null}
      {brief.terms.length ? (
        <Block title="Terms to include">
          <ul className="flex flex-wrap gap-2">
            {brief.terms.map((t, i) => (
              <li key={i} className="rounded-md border px-2 py-0.5 text-sm">
                {t.term}
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
      {brief.internalLinks.length ? (
        <Block title="Internal links to add">
          <ul className="grid gap-2">
            {brief.internalLinks.map((l, i) => (
              <li key={i} className="text-sm">
                <a className="font-medium underline underline-offset-4 break-words" href={l.url} rel="noreferrer nofollow" target="_blank">
                  {l.anchor || l.url}
                </a>
                {l.reason ? <span className="text-muted-foreground"> — {l.reason}</span> : null}
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
      {brief.sources.length ? (
        <Block title="Sources to cite">
          <ul className="list-disc pl-5">
            {brief.sources.map((s, i) => (
              <li key={i}>
                <a className="underline underline-offset-4 break-words" href={s.url} rel="noreferrer nofollow" target="_blank">
                  {s.title || s.url}
                </a>
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
    </article>
  );
}
