"use client";

import * as React from "react";
import { FileUpIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

function sizeLabel(bytes: number): string {
  return bytes >= 1_000_000 ? `${Math.round(bytes / 1_000_000)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * Where an import's CSV comes from: a chosen file (refused above `maxBytes`) or pasted text. The
 * text is the caller's state, so it previews with its own parser and clears it after importing.
 */
export function CsvSource({
  id,
  text,
  onTextChange,
  maxBytes,
  placeholder,
}: {
  id: string;
  text: string;
  onTextChange: (text: string) => void;
  maxBytes: number;
  placeholder?: string;
}) {
  const [fileName, setFileName] = React.useState<string | null>(null);
  const [fileError, setFileError] = React.useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    if (file.size > maxBytes) return setFileError(`The file is larger than ${sizeLabel(maxBytes)}. Split it and import the parts.`);
    setFileName(file.name);
    onTextChange(await file.text());
  };

  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="outline" size="sm">
          <label htmlFor={`${id}-file`} className="cursor-pointer">
            <FileUpIcon aria-hidden="true" /> Choose CSV file
          </label>
        </Button>
        <input id={`${id}-file`} type="file" accept=".csv,text/csv,text/plain" className="sr-only" onChange={(e) => void onFile(e.target.files?.[0])} />
        {/* The name goes with the text: once the caller clears it (imported), the file is no longer shown. */}
        <span className="text-sm text-muted-foreground">{(text && fileName) || "or paste the content below"}</span>
      </div>
      {fileError ? (
        <p className="text-sm text-destructive" role="alert">
          {fileError}
        </p>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-text`}>CSV content</Label>
        <Textarea id={`${id}-text`} rows={6} className="font-mono text-xs" value={text} onChange={(e) => onTextChange(e.target.value)} placeholder={placeholder} />
      </div>
    </>
  );
}
