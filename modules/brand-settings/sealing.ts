/**
 * How brand API tokens are sealed: AES-256-GCM (lib/crypto/secret-box) with associated data that
 * names the brand and the row, so a ciphertext copied to another brand or another token row does
 * not open. The plaintext exists only in memory while sealing or opening.
 */
import { open, seal, sealedKeyId } from "@/lib/crypto/secret-box";

function tokenAad(brandId: string, tokenId: string): string {
  return `api_tokens:${brandId}:${tokenId}`;
}

export function sealToken(brandId: string, tokenId: string, value: string): { ciphertext: string; keyId: string } {
  const ciphertext = seal(value, tokenAad(brandId, tokenId));
  return { ciphertext, keyId: sealedKeyId(ciphertext)! };
}

export function openToken(brandId: string, tokenId: string, ciphertext: string): string {
  return open(ciphertext, tokenAad(brandId, tokenId));
}
