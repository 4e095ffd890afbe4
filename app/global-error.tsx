"use client";

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", display: "grid", placeItems: "center", minHeight: "100vh" }}>
        <main style={{ textAlign: "center" }}>
          <h1>Unexpected Application Error!</h1>
          <p>Reference: {error.digest ?? "n/a"}</p>
          <button onClick={reset}>Try again</button>
        </main>
      </body>
    </html>
  );
}
