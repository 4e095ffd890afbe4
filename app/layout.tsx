import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { GeistSans } from "geist/font/sans";
import { GeistMono } from "geist/font/mono";
import { ThemeProvider } from "next-themes";
import { Toaster } from "@/components/ui/sonner";
import { AuthProvider } from "@/modules/auth/components/auth-provider";
import { GlobalMetadataSync } from "@/modules/auth/components/global-metadata";
import { FlashToast } from "@/modules/auth/components/flash-toast";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Growth OS", template: "%s · Growth OS" },
  description: "AI-powered growth and optimization platform for agencies",
  icons: { icon: "/favicon.svg" },
  openGraph: { title: "Growth OS", description: "AI-powered growth and optimization platform for agencies" },
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0a0a0a" },
  ],
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // The page's CSP nonce (proxy.ts): next-themes' inline script must carry it to run.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <html lang="en" suppressHydrationWarning className={`${GeistSans.variable} ${GeistMono.variable}`}>
      <body className="min-h-svh font-sans">
        <ThemeProvider nonce={nonce} attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange>
          <AuthProvider>{children}</AuthProvider>
          <GlobalMetadataSync />
          <Toaster />
          <FlashToast />
        </ThemeProvider>
      </body>
    </html>
  );
}
