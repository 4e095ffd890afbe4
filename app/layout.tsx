import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { GeistSans } from "geist/font/sans";
import { GeistMono } from "geist/font/mono";
import { ThemeProvider } from "next-themes";
import { Toaster } from "@/components/ui/sonner";
import { AuthProvider } from "@/modules/auth/components/auth-provider";
import { GlobalMetadataSync } from "@/modules/auth/components/global-metadata";
import { FlashToast } from "@/modules/auth/components/flash-toast";
import { brandingMetadata, getBranding } from "@/lib/branding";
import "./globals.css";

/**
 * Spec §1's page metadata from the deployment's branding (issue 26; defaults "Growth OS"): every page
 * names itself through routeMetadata and gets "<page> · <title>" from this template.
 */
export async function generateMetadata(): Promise<Metadata> {
  return brandingMetadata(await getBranding());
}

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
          <GlobalMetadataSync defaults={await globalMetadataDefaults()} />
          <Toaster />
          <FlashToast />
        </ThemeProvider>
      </body>
    </html>
  );
}

/** The deployment's branding as spec §1's stored global metadata defaults. */
async function globalMetadataDefaults() {
  const { title, description, ogTitle, ogDescription, ogImage, favicon, keywords, canonicalUrl } = await getBranding();
  return { title, description, ogTitle, ogDescription, ogImage, favicon, keywords, canonicalUrl };
}
