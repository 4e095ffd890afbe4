import Link from "next/link";
import { SparklesIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/**
 * What a SAIO page says while the brand has no callable AI engine: what to connect and where, and
 * what still works meanwhile.
 */
export function EngineNotice({ what }: { what: string }) {
  return (
    <Alert variant="warning">
      <SparklesIcon aria-hidden="true" />
      <AlertTitle>No AI engine connected</AlertTitle>
      <AlertDescription>
        <p>
          {what} Add a provider key (OpenAI, Anthropic, Gemini or Perplexity) under Brand Settings → APIs, then add an engine on Integrations — or point an
          engine at any OpenAI-compatible server such as Ollama.
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button asChild size="sm" variant="outline">
            <Link href="/settings">Brand Settings → APIs</Link>
          </Button>
          <Button asChild size="sm">
            <Link href="/integrations">Connect an AI engine</Link>
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
