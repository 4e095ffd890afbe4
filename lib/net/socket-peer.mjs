/**
 * Preloaded into next-server by scripts/start.ts (NODE_OPTIONS=--import): stamps every HTTP request
 * with the address its TCP socket comes from, in a header no client can set. Next.js hands route
 * handlers, pages and proxy.ts the request headers but never the socket, and X-Forwarded-For is
 * whatever the client wrote (Next only fills it in when it is absent), so it proves nothing.
 *
 * Invariant: when `globalThis[Symbol.for("growth-os.socket-peer")]` is set in a process, every
 * request its http servers emit carries exactly one `x-growth-os-socket-peer`, written here from
 * `req.socket.remoteAddress`; a client-sent header of that name is removed first. Without the mark
 * (a server not started by scripts/start.ts) the header means nothing: lib/net/local-request.ts
 * then treats every request as remote. Plain JavaScript: it runs in next-server before any TypeScript.
 */
import http from "node:http";

const HEADER = "x-growth-os-socket-peer";
const MARK = Symbol.for("growth-os.socket-peer");

function stamp(req) {
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) if (String(raw[i]).toLowerCase() === HEADER) raw.splice(i, 2);
  const peer = (req.socket && req.socket.remoteAddress) || "";
  raw.push(HEADER, peer);
  // `headers` is built lazily from rawHeaders; when something already read it, overwrite the key too.
  req.headers[HEADER] = peer;
}

if (!globalThis[MARK]) {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function emitWithPeer(event, req, ...rest) {
    if ((event === "request" || event === "upgrade" || event === "checkContinue" || event === "checkExpectation") && req && req.rawHeaders) stamp(req);
    return emit.call(this, event, req, ...rest);
  };
  globalThis[MARK] = HEADER;
}

export { HEADER, MARK };
