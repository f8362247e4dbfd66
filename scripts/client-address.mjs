/**
 * The client's socket address, handed to the app (issue 23, class 10; decision 031).
 *
 * `next start` gives route handlers and server actions no way to the socket: Next copies
 * `socket.remoteAddress` into X-Forwarded-For only when the request has none (`??=`), so a direct
 * client can name any address it likes there. This module, loaded before Next in the same process
 * (scripts/serve.mjs; `node --import` in tests), sees each request first: it removes any
 * X-Cartwise-Peer the client sent and sets it from the socket. The flag on globalThis tells
 * src/server/request.ts that the header was set here and can be believed; without it (next dev,
 * another runner) the header is ignored.
 */
import http from "node:http";

export const PEER_HEADER = "x-cartwise-peer";
const FLAG = Symbol.for("cartwise.peerHeader");

if (!globalThis[FLAG]) {
  globalThis[FLAG] = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, req, ...rest) {
    if (event === "request" && req?.headers) {
      const raw = req.rawHeaders;
      for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i].toLowerCase() === PEER_HEADER) raw.splice(i, 2);
      const address = req.socket?.remoteAddress ?? "unknown";
      req.headers[PEER_HEADER] = address;
      raw.push(PEER_HEADER, address);
    }
    return emit.call(this, event, req, ...rest);
  };
}
