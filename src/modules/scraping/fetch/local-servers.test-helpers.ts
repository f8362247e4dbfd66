import http from "node:http";
import type { AddressInfo } from "node:net";

/** Local servers on 127.0.0.1 for the guard tests: a canary that counts connections, and hostile ones. */
export interface LocalServer {
  port: number;
  origin: string;
  connections: () => number;
  requests: string[];
  close: () => Promise<void>;
}

export async function localServer(handler: http.RequestListener): Promise<LocalServer> {
  let connections = 0;
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? "");
    handler(req, res);
  });
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    connections: () => connections,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const okHtml: http.RequestListener = (_req, res) => {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.end("<h1>canary</h1>");
};
