import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { ActiveSession, TwoFactorStatus, UserSettings } from "../queries";
import { EmailForm } from "./email-form";
import { PasswordForm } from "./password-form";
import { ProfileCard } from "./profile-card";
import { SessionsList } from "./sessions-list";
import { ThemePicker } from "./theme-picker";
import { TwoFactorCard } from "./two-factor-card";

/** The account's cards: profile, email, password, two-factor sign-in, sessions and theme. */
export function UserSettingsPage({ settings, sessions, twoFactor }: { settings: UserSettings; sessions: ActiveSession[] | null; twoFactor: TwoFactorStatus }) {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription>How teammates see you.</CardDescription>
        </CardHeader>
        <CardContent>
          <ProfileCard fullName={settings.fullName} email={settings.email} avatarUrl={settings.avatarUrl} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Email address</CardTitle>
          <CardDescription>Used to sign in and for invitations. A change takes effect once you confirm it from the new inbox.</CardDescription>
        </CardHeader>
        <CardContent>
          <EmailForm email={settings.email} pendingEmail={settings.pendingEmail} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Password</CardTitle>
          <CardDescription>Enter your current password to set a new one. Other sessions are signed out afterwards.</CardDescription>
        </CardHeader>
        <CardContent>
          <PasswordForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Two-factor authentication</CardTitle>
          <CardDescription>A code from an authenticator app on your phone, asked for after your password.</CardDescription>
        </CardHeader>
        <CardContent>
          <TwoFactorCard status={twoFactor} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Active sessions</CardTitle>
          <CardDescription>Browsers and devices signed in to your account. Sign out any you do not recognise.</CardDescription>
        </CardHeader>
        <CardContent>
          <SessionsList sessions={sessions} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Appearance</CardTitle>
          <CardDescription>System follows your device&rsquo;s light or dark setting.</CardDescription>
        </CardHeader>
        <CardContent>
          <ThemePicker saved={settings.theme} />
        </CardContent>
      </Card>
    </>
  );
}
