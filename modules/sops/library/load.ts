/**
 * Reads the template library from its data files. Every file is validated; one invalid file
 * fails the whole load with the file name and the problem, so a bad edit never half-publishes.
 */
import fs from "node:fs";
import path from "node:path";
import { libraryTemplate, type LibraryTemplate } from "./schema";

const LIBRARY_DIR = path.resolve(process.cwd(), "modules/sops/library");
const FOLDERS = { industries: "industry", usecases: "usecase" } as const;

export class LibraryFileError extends Error {}

export function readLibrary(dir = LIBRARY_DIR): LibraryTemplate[] {
  const out: LibraryTemplate[] = [];
  const seen = new Map<string, string>();
  for (const [folder, type] of Object.entries(FOLDERS)) {
    const full = path.join(dir, folder);
    if (!fs.existsSync(full)) continue;
    for (const file of fs.readdirSync(full).filter((f) => f.endsWith(".json")).sort()) {
      const where = `${folder}/${file}`;
      let raw: unknown;
      try {
        raw = JSON.parse(fs.readFileSync(path.join(full, file), "utf8"));
      } catch (e) {
        throw new LibraryFileError(`${where}: not valid JSON (${(e as Error).message})`);
      }
      const parsed = libraryTemplate.safeParse(raw);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => `${i.path.join(".") || "(file)"}: ${i.message}`).join("; ");
        throw new LibraryFileError(`${where}: ${issues}`);
      }
      const t = parsed.data;
      if (t.type !== type) throw new LibraryFileError(`${where}: type "${t.type}" does not match the ${folder} folder`);
      if (`${t.slug}.json` !== file) throw new LibraryFileError(`${where}: the file name must be the slug (${t.slug}.json)`);
      const id = `${t.type}/${t.slug}`;
      if (seen.has(id)) throw new LibraryFileError(`${where}: duplicate of ${seen.get(id)}`);
      seen.set(id, where);
      out.push(t);
    }
  }
  return out;
}
