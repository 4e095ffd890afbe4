/** Shared set-up of the resource tests of the public API: a brand with its owner, keys, problem checks. */
import { expect } from "vitest";
import type { AuthUser } from "@/lib/auth/types";
import { createBrand, createUser } from "../helpers/factories";
import { keyFor, type ApiAnswer } from "./helpers";

export type World = { owner: AuthUser; brand: { id: string; name: string } };

export async function brandWithOwner(name = "API brand"): Promise<World> {
  const owner = await createUser();
  const brand = await createBrand(owner, `${name} ${Math.random().toString(36).slice(2, 8)}`);
  return { owner, brand };
}

/** A key of the brand's owner holding `scopes`. */
export async function ownerKey(w: World, scopes: string[]): Promise<string> {
  return (await keyFor(w.owner, w.brand.id, scopes)).token;
}

/** Asserts an RFC 9457 answer of this status and problem type. */
export function problem(r: ApiAnswer, status: number, type: string): void {
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(r.headers.get("content-type")).toBe("application/problem+json");
  expect(r.body).toMatchObject({ status, type: `/api/v1/docs#problem-${type}` });
  expect(typeof r.body.detail).toBe("string");
}

/** A well-formed cursor of a list (base64url JSON) whose values are not a position: must be a 400, not a failed cast. */
export const FORGED_CURSOR = Buffer.from(JSON.stringify(["2026-13-45T99:00:00Z", "not-a-uuid"])).toString("base64url");

/** Walks every page of a list with `limit`, returning the ids in order and how many pages it took. */
export async function walk(call: (cursor: string | null) => Promise<ApiAnswer>): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const r = await call(cursor);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    ids.push(...r.body.data!.map((x) => x.id as string));
    cursor = r.body.next_cursor as string | null;
    expect(r.body.has_more).toBe(cursor !== null);
    pages++;
  } while (cursor && pages < 20);
  return { ids, pages };
}
