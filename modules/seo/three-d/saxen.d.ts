// saxen ships no types; this declares the part of its API modules/seo/three-d/sitemap.ts uses.
declare module "saxen" {
  type Decode = (s: string) => string;
  export class Parser {
    constructor(options?: { proxy?: boolean });
    on(event: "openTag", fn: (name: string, attrs: () => Record<string, string>, decode: Decode, selfClosing: boolean) => void): this;
    on(event: "closeTag", fn: (name: string, decode: Decode, selfClosing: boolean) => void): this;
    on(event: "text", fn: (value: string, decode: Decode) => void): this;
    on(event: "cdata", fn: (value: string) => void): this;
    on(event: "error", fn: (err: Error) => void): this;
    on(event: "warn", fn: (err: Error) => void): this;
    parse(xml: string): this;
  }
}
