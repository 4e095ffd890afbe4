import { RelativeTime } from "@/components/ui/relative-time";

/** A stored failure (a connection's last error) as an alert, with how long ago it happened. */
export function ErrorSince({ message, at }: { message: string; at: Date | null }) {
  return (
    <p className="text-sm wrap-anywhere text-red-700 dark:text-red-300" role="alert">
      {message}
      {at ? (
        <>
          {" "}
          (<RelativeTime at={at} />)
        </>
      ) : null}
    </p>
  );
}
