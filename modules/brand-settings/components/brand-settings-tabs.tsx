import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { BrandScope } from "@/lib/brand-scope";
import { getBrandSecurity, listApiTokens, listPromptTemplates } from "../queries";
import { ApiTokensPanel } from "./api-tokens-panel";
import { PromptTemplatesPanel } from "./prompt-templates-panel";
import { SecurityPanel } from "./security-panel";

type SettingsTab = "api-tokens" | "prompts" | "webhooks" | "api-keys" | "security" | "branding";

/**
 * The /settings tabs of issue 5 (API tokens, Prompts). The page passes the Webhooks tab's content
 * in `webhooks`, so each module keeps its own panel while the page stays thin.
 */
export async function BrandSettingsTabs({
  scope,
  canEdit,
  tab,
  webhooks,
  apiKeys,
  branding,
}: {
  scope: BrandScope;
  canEdit: boolean;
  tab?: string;
  webhooks?: React.ReactNode;
  apiKeys?: React.ReactNode;
  /** The deployment's Branding tab (modules/branding), given only to a deployment admin. */
  branding?: React.ReactNode;
}) {
  const [tokens, templates, security] = await Promise.all([listApiTokens(scope), listPromptTemplates(scope), getBrandSecurity(scope)]);
  const initial: SettingsTab =
    tab === "prompts" || tab === "security" || (tab === "webhooks" && webhooks) || (tab === "api-keys" && apiKeys) || (tab === "branding" && branding) ? (tab as SettingsTab) : "api-tokens";
  return (
    <Tabs defaultValue={initial} className="gap-5">
      <TabsList className="w-full sm:w-fit">
        <TabsTrigger value="api-tokens" className="px-4">
          API tokens
        </TabsTrigger>
        <TabsTrigger value="prompts" className="px-4">
          Prompts
        </TabsTrigger>
        {webhooks ? (
          <TabsTrigger value="webhooks" className="px-4">
            Webhooks
          </TabsTrigger>
        ) : null}
        {apiKeys ? (
          <TabsTrigger value="api-keys" className="px-4">
            API keys
          </TabsTrigger>
        ) : null}
        <TabsTrigger value="security" className="px-4">
          Security
        </TabsTrigger>
        {branding ? (
          <TabsTrigger value="branding" className="px-4">
            Branding
          </TabsTrigger>
        ) : null}
      </TabsList>
      <TabsContent value="api-tokens">
        <ApiTokensPanel brandId={scope.brandId} tokens={tokens} canEdit={canEdit} />
      </TabsContent>
      <TabsContent value="prompts">
        <PromptTemplatesPanel brandId={scope.brandId} templates={templates} canEdit={canEdit} />
      </TabsContent>
      {webhooks ? <TabsContent value="webhooks">{webhooks}</TabsContent> : null}
      {apiKeys ? <TabsContent value="api-keys">{apiKeys}</TabsContent> : null}
      <TabsContent value="security">
        <SecurityPanel brandId={scope.brandId} security={security} />
      </TabsContent>
      {branding ? <TabsContent value="branding">{branding}</TabsContent> : null}
    </Tabs>
  );
}
