import type { Metadata } from "next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { requireUser } from "@/lib/auth/session";
import { EmailForm } from "@/modules/user-settings/components/email-form";
import { PasswordForm } from "@/modules/user-settings/components/password-form";
import { ProfileCard } from "@/modules/user-settings/components/profile-card";
import { SessionsList } from "@/modules/user-settings/components/sessions-list";
import { ThemePicker } from "@/modules/user-settings/components/theme-picker";
import { getUserSettings, listSessions } from "@/modules/user-settings/queries";
import { routeMetadata } from "@/lib/navigation/registry";

export const metadata: Metadata = routeMetadata("/user-settings");

export default async function UserSettingsPage() {
  const user = await requireUser();
  const [settings, sessions] = await Promise.all([getUserSettings(user), listSessions(user)]);
  return (
    <PageBody className="max-w-3xl">
      <PageHeader route="/user-settings" description="Your own account: it is the same in every brand you work on." />
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
    </PageBody>
  );
}
