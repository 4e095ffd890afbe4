import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { requireUser } from "@/lib/auth/session";
import { routeMetadata } from "@/lib/navigation/registry";
import { UserSettingsPage } from "@/modules/user-settings/components/user-settings-page";
import { getTwoFactorStatus, getUserSettings, listSessions } from "@/modules/user-settings/queries";

export const metadata: Metadata = routeMetadata("/user-settings");

export default async function UserSettingsRoute() {
  const user = await requireUser();
  const [settings, sessions, twoFactor] = await Promise.all([getUserSettings(user), listSessions(user), getTwoFactorStatus(user)]);
  return (
    <PageBody className="max-w-3xl">
      <PageHeader route="/user-settings" description="Your own account: it is the same in every brand you work on." />
      <UserSettingsPage settings={settings} sessions={sessions} twoFactor={twoFactor} />
    </PageBody>
  );
}
