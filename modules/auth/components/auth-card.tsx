"use client";

import * as React from "react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { CircleAlertIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { LoginForm } from "./login-form";

// Most visits only log in: the Register tab's form loads when that tab is about to be used.
const loadRegisterForm = () => import("./register-form");
const RegisterForm = dynamic(() => loadRegisterForm().then((m) => m.RegisterForm));
const preloadRegisterForm = () => {
  loadRegisterForm().catch(() => {
    // next/dynamic reports it when the tab opens.
  });
};

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
  initialEmail = "",
  notice,
}: {
  next: string | null;
  googleEnabled: boolean;
  initialTab?: Tab;
  /** Prefills the Register form (an invitation's "Create an account" names the invited address). */
  initialEmail?: string;
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
        <div className="flex flex-col gap-5">
          <AuthTabList tab={tab} onChange={setTab} />
          <div role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`} tabIndex={0} className="flex-1 outline-none">
            {tab === "login" ? <LoginForm next={next} googleEnabled={googleEnabled} /> : <RegisterForm onRegistered={onRegistered} initialEmail={initialEmail} />}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

const TABS: { value: Tab; label: string }[] = [
  { value: "login", label: "Login" },
  { value: "register", label: "Register" },
];

/**
 * The two tabs as WAI-ARIA tabs (automatic activation, arrow keys, Home/End), styled like
 * components/ui/tabs.tsx. Not Radix Tabs here: this card is the signed-out entry page, where its
 * roving-focus machinery would be a sizeable share of the page's script.
 */
function AuthTabList({ tab, onChange }: { tab: Tab; onChange: (tab: Tab) => void }) {
  const refs = React.useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const select = (next: Tab) => {
    onChange(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    const i = TABS.findIndex((t) => t.value === tab);
    const target =
      e.key === "ArrowRight" ? TABS[(i + 1) % TABS.length] : e.key === "ArrowLeft" ? TABS[(i - 1 + TABS.length) % TABS.length] : e.key === "Home" ? TABS[0] : e.key === "End" ? TABS[TABS.length - 1] : undefined;
    if (!target) return;
    e.preventDefault();
    select(target.value);
  };
  return (
    <div role="tablist" aria-orientation="horizontal" onKeyDown={onKeyDown} className="grid h-10 w-full grid-cols-2 items-center rounded-lg bg-muted p-[3px] text-muted-foreground">
      {TABS.map(({ value, label }) => {
        const active = value === tab;
        const preload = value === "register" ? preloadRegisterForm : undefined;
        return (
          <button
            key={value}
            ref={(el) => {
              refs.current[value] = el;
            }}
            type="button"
            role="tab"
            id={`auth-tab-${value}`}
            aria-selected={active}
            aria-controls={`auth-panel-${value}`}
            data-state={active ? "active" : "inactive"}
            tabIndex={active ? 0 : -1}
            onClick={() => onChange(value)}
            onPointerEnter={preload}
            onFocus={preload}
            className="inline-flex h-[calc(100%-1px)] flex-1 items-center justify-center gap-1.5 rounded-md border border-transparent px-2 py-1 text-sm font-medium whitespace-nowrap text-foreground transition-[color,box-shadow] focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-1 data-[state=active]:bg-background data-[state=active]:shadow-sm dark:text-muted-foreground dark:data-[state=active]:border-input dark:data-[state=active]:bg-input/30 dark:data-[state=active]:text-foreground"
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
