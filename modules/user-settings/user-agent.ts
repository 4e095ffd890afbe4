/** A readable "Chrome on macOS" from a User-Agent header (sessions list); good enough, not exhaustive. */
export function describeUserAgent(ua: string | null | undefined): { browser: string; os: string; mobile: boolean } {
  const s = ua ?? "";
  const browser = /Edg\//.test(s)
    ? "Edge"
    : /OPR\/|Opera/.test(s)
      ? "Opera"
      : /Firefox\//.test(s)
        ? "Firefox"
        : /Chrome\/|CriOS\//.test(s)
          ? /HeadlessChrome/.test(s)
            ? "Headless Chrome"
            : "Chrome"
          : /Safari\//.test(s) && /Version\//.test(s)
            ? "Safari"
            : /node|undici|curl|supabase/i.test(s)
              ? "API client"
              : "Unknown browser";
  const os = /iPhone|iPad|iPod/.test(s)
    ? "iOS"
    : /Android/.test(s)
      ? "Android"
      : /Mac OS X|Macintosh/.test(s)
        ? "macOS"
        : /Windows/.test(s)
          ? "Windows"
          : /CrOS/.test(s)
            ? "ChromeOS"
            : /Linux/.test(s)
              ? "Linux"
              : "unknown system";
  return { browser, os, mobile: /Mobile|Android|iPhone/.test(s) };
}
