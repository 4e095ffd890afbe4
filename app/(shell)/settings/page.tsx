import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { BrandSettingsTabs } from "@/modules/brand-settings/components/brand-settings-tabs";
import { requireModule } from "@/modules/roles/guard";
import { WebhooksPanel } from "@/modules/webhooks/components/webhooks-panel";
import { ApiKeysPanel } from "@/modules/public-api/components/api-keys-panel";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireUser } from "@/lib/auth/session";
import { BRANDING_DEFAULTS, getBranding, isDeploymentAdmin } from "@/lib/branding";
import { BrandingPanel } from "@/modules/branding/components/branding-panel";

export const metadata: Metadata = routeMetadata("/settings");

type Params = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

/**
 * /settings: one tab per module (API tokens, Prompts, Webhooks, API keys, Security); ?tab= opens one
 * directly. API keys: only for those who may manage the brand's settings (a key is a standing grant of
 * access). A deployment admin also gets the deployment's Branding tab (issue 26).
 */
export default async function SettingsPage({ searchParams }: { searchParams: Promise<Params> }) {
  const { scope, canEdit } = await requireModule("brand-settings");
  const [params, admin, branding] = await Promise.all([searchParams, requireUser().then(isDeploymentAdmin), getBranding()]);
  return (
    <PageBody className="max-w-5xl">
      <PageHeader route="/settings" description="The services this brand connects to: API tokens, prompt templates, the webhooks its events are sent to and the keys of its REST API." />
      <BrandSettingsTabs
        scope={scope}
        canEdit={canEdit}
        tab={one(params.tab)}
        webhooks={<WebhooksPanel scope={scope} canEdit={canEdit} endpoint={one(params.endpoint)} status={one(params.delivery_status)} />}
        apiKeys={canEdit ? <ApiKeysPanel scope={scope} canEdit={canEdit} /> : undefined}
        branding={admin ? <BrandingPanel branding={branding} defaults={BRANDING_DEFAULTS} /> : undefined}
      />
    </PageBody>
  );
}
