"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { CircleAlertIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";

type Tab = "login" | "register";

const HEADINGS: Record<Tab, { title: string; description: string }> = {
  login: { title: "Welcome back", description: "Log in to your brands and growth workspace." },
  register: { title: "Create your account", description: "Set up your workspace in under a minute." },
};

/**
 * The /auth card (spec §2): Login (default) and Register tabs. `notice` carries a failure from an
 * email link (/auth/confirm) so the user learns why they landed here instead of in the app.
 */
export function AuthCard({
  next,
  googleEnabled,
  initialTab = "login",
  notice,
}: {
  next: string | null;
  googleEnabled: boolean;
  initialTab?: Tab;
  notice?: string | null;
}) {
  const router = useRouter();
  const [tab, setTab] = React.useState<Tab>(initialTab);
  const [linkError, setLinkError] = React.useState<string | null>(notice ?? null);

  // The auth service reports a failed email-link verification in the URL fragment, which the server never sees.
  React.useEffect(() => {
    if (!window.location.hash) return;
    const params = new URLSearchParams(window.location.hash.slice(1));
    const description = params.get("error_description");
    if (description) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the fragment is only readable after mount
      setLinkError(description.replace(/\+/g, " "));
      window.history.replaceState(null, "", window.location.pathname + window.location.search);
    }
  }, []);

  const onRegistered = React.useCallback(() => {
    setTab("login");
    router.replace(next ? `/auth?next=${encodeURIComponent(next)}` : "/auth");
    // With auto-confirm the new account is already signed in; the server check then moves it on.
    router.refresh();
  }, [next, router]);

  const heading = HEADINGS[tab];

  return (
    <Card className="w-full gap-5 border-border/70 py-7 shadow-lg shadow-black/[0.03] dark:shadow-black/30">
      <CardHeader className="gap-1.5 px-6 text-center sm:px-8">
        <h1 className="text-xl font-semibold tracking-tight">{heading.title}</h1>
        <CardDescription>{heading.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 px-6 sm:px-8">
        {linkError ? (
          <div
            role="alert"
            className="flex items-start gap-2.5 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2.5 text-sm text-destructive"
          >
            <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <div className="grid gap-0.5">
              <p className="font-medium">That link didn&apos;t work</p>
              <p className="text-destructive/90">{linkError.replace(/\.$/, "")}. Request a new one below.</p>
            </div>
          </div>
        ) : null}
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)} className="gap-5">
          <TabsList className="grid h-10 w-full grid-cols-2">
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="register">Register</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginForm next={next} googleEnabled={googleEnabled} />
          </TabsContent>
          <TabsContent value="register">
            <RegisterForm onRegistered={onRegistered} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
