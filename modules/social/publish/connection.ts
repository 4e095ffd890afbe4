/**
 * The access the publisher needs: which account a brand's post goes out from and its token.
 *
 * social_connections (db/schema/social.ts) holds one sealed token per brand and network; the
 * connect flow (modules/social/connect, branch h/social-connect) writes it. Until that module lands
 * here, the publisher reads the row itself with the same sealing rule as google_connections
 * (associated data `social_connections:<brand>:<row>:access`), behind this one function, so the
 * merge swaps one import. Tests may replace the source (setCredentialSource).
 */
import { and, eq, inArray } from "drizzle-orm";
import { socialConnections, type SocialNetwork } from "@/db/schema";
import { open, seal } from "@/lib/crypto/secret-box";
import { asSystem } from "@/lib/system";

export type PublishCredentials = { network: SocialNetwork; accountId: string; accountName: string; accessToken: string };
export type CredentialSource = (brandId: string, network: SocialNetwork) => Promise<PublishCredentials | null>;

export function socialConnectionAad(brandId: string, rowId: string, kind: "access" | "refresh"): string {
  return `social_connections:${brandId}:${rowId}:${kind}`;
}

export function sealSocialToken(brandId: string, rowId: string, kind: "access" | "refresh", value: string): string {
  return seal(value, socialConnectionAad(brandId, rowId, kind));
}

const fromConnections: CredentialSource = async (brandId, network) => {
  const [row] = await asSystem("social publishing: the brand's connection token at publish time", (db) =>
    db.select().from(socialConnections).where(and(eq(socialConnections.brandId, brandId), eq(socialConnections.network, network))).limit(1),
  );
  if (!row) return null;
  return { network, accountId: row.accountId, accountName: row.accountName, accessToken: open(row.accessCiphertext, socialConnectionAad(brandId, row.id, "access")) };
};

let source: CredentialSource = fromConnections;

export function getPublishCredentials(brandId: string, network: SocialNetwork): Promise<PublishCredentials | null> {
  return source(brandId, network);
}

/** Tests only: another source (null restores the connections table). */
export function setCredentialSource(next: CredentialSource | null): void {
  source = next ?? fromConnections;
}

/** The connected account of each network of a brand, without tokens (for previews and clash checks). */
export async function connectedAccounts(brandIds: readonly string[]): Promise<{ brandId: string; network: SocialNetwork; accountId: string; accountName: string }[]> {
  if (brandIds.length === 0) return [];
  return asSystem("social calendar: which account each visible brand posts from (no tokens)", (db) =>
    db
      .select({ brandId: socialConnections.brandId, network: socialConnections.network, accountId: socialConnections.accountId, accountName: socialConnections.accountName })
      .from(socialConnections)
      .where(inArray(socialConnections.brandId, [...brandIds])),
  );
}
