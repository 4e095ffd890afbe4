/**
 * `npm run auth:keygen`: prints a new ES256 private JWK for AUTH_JWT_PRIVATE_JWK (DATABASE_URL
 * deployments of built-in auth). Written to stdout only — put it in the deployment's secret store,
 * never in the repository. Replacing the key signs everyone out (their tokens no longer verify).
 */
import { generatePrivateJwk } from "@/lib/auth/keys";

async function main() {
  const jwk = await generatePrivateJwk();
  process.stdout.write(`AUTH_JWT_PRIVATE_JWK='${JSON.stringify(jwk)}'\n`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
