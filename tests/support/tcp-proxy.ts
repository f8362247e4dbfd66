import net from "node:net";

/**
 * A TCP proxy on 127.0.0.1 in front of PostgreSQL for fault tests: `outage()` drops every open
 * connection and refuses new ones — what the app sees while the database restarts — without
 * touching the shared server; `restore()` lets connections through again.
 */
export class TcpProxy {
  private server: net.Server;
  private sockets = new Set<net.Socket>();
  private down = false;
  port = 0;

  constructor(private target: { host: string; port: number }) {
    this.server = net.createServer((client) => {
      if (this.down) return client.destroy();
      const upstream = net.connect(this.target.port, this.target.host);
      this.sockets.add(client).add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        this.sockets.delete(client);
        this.sockets.delete(upstream);
      };
      client.on("error", drop).on("close", drop);
      upstream.on("error", drop).on("close", drop);
      client.pipe(upstream).pipe(client);
    });
  }

  listen(): Promise<number> {
    return new Promise((resolve) => this.server.listen(0, "127.0.0.1", () => resolve((this.port = (this.server.address() as net.AddressInfo).port))));
  }

  outage(): void {
    this.down = true;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
  }

  restore(): void {
    this.down = false;
  }

  close(): Promise<void> {
    this.outage();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
