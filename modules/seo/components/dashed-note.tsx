/** An empty list inside an SEO report section: what is missing and what to do, in a dashed box. */
export function DashedNote({ children }: { children: React.ReactNode }) {
  return <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">{children}</p>;
}
