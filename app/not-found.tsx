import Link from "next/link";

export default function NotFound() {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-semibold tracking-tight">404</p>
      <h1 className="text-xl text-muted-foreground">Oops! Page not found</h1>
      <Link href="/" className="text-sm font-medium text-primary underline underline-offset-4 hover:no-underline">
        Return to Home
      </Link>
    </main>
  );
}
