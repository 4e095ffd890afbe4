/**
 * What a LinkedIn feed shows of a post before "…see more": on desktop about 210 characters or three
 * lines, whichever comes first; on the phone about 140 characters or two lines. A long line wraps, so
 * it counts as several lines (by the characters that fit on one); a blank line counts as a line.
 * The cut falls on a word boundary, as the feed does. Pure: the preview and the tests share it.
 */
import { charCount } from "./hooks";

export const LINKEDIN_MAX_CHARS = 3000;

export type Device = "desktop" | "mobile";
export const FOLD: Record<Device, { chars: number; lines: number; lineChars: number }> = {
  desktop: { chars: 210, lines: 3, lineChars: 70 },
  mobile: { chars: 140, lines: 2, lineChars: 40 },
};

export type SeeMoreCut = { visible: string; truncated: boolean; hiddenChars: number };

export function seeMoreCut(text: string, device: Device): SeeMoreCut {
  const body = text.replace(/\r\n/g, "\n").trim();
  const fold = FOLD[device];
  const cps = [...body];
  let used = 0;
  let lines = 0;
  let end = 0;
  const rawLines = body.split("\n");
  for (let i = 0; i < rawLines.length; i++) {
    const line = [...rawLines[i]!];
    const wraps = Math.max(1, Math.ceil(line.length / fold.lineChars));
    const linesLeft = fold.lines - lines;
    const charsLeft = fold.chars - used;
    if (wraps <= linesLeft && line.length <= charsLeft) {
      used += line.length;
      lines += wraps;
      end += line.length + (i < rawLines.length - 1 ? 1 : 0);
      if (lines >= fold.lines) break;
      continue;
    }
    // This line is cut: as much of it as fits in the lines and characters left.
    const fits = Math.min(charsLeft, linesLeft * fold.lineChars);
    end += Math.max(0, fits);
    break;
  }
  if (end >= cps.length) return { visible: body, truncated: false, hiddenChars: 0 };
  let visible = cps.slice(0, end).join("");
  // Back to the last whole word when the cut falls inside one.
  if (!/\s/.test(cps[end] ?? " ") && /\S$/.test(visible)) {
    const space = visible.search(/\s\S*$/);
    if (space > 0) visible = visible.slice(0, space);
  }
  visible = visible.replace(/\s+$/, "");
  return { visible, truncated: true, hiddenChars: cps.length - charCount(visible) };
}

export type CharStatus = { count: number; max: number; left: number; over: boolean };

export function charStatus(text: string): CharStatus {
  const count = charCount(text.trim());
  return { count, max: LINKEDIN_MAX_CHARS, left: LINKEDIN_MAX_CHARS - count, over: count > LINKEDIN_MAX_CHARS };
}
