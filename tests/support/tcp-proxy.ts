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
  /** What happened since the last outage() or restore(), for failure messages. */
  stats = { accepted: 0, refused: 0, errors: [] as string[] };

  constructor(private target: { host: string; port: number }) {
    this.server = net.createServer((client) => {
      if (this.down) {
        this.stats.refused++;
        return client.destroy();
      }
      this.stats.accepted++;
      const upstream = net.connect(this.target.port, this.target.host);
      const note = (side: string) => (e: Error) => {
        if (this.stats.errors.length < 20) this.stats.errors.push(`${side}: ${e.message}`);
      };
      client.on("error", note("app side"));
      upstream.on("error", note("database side"));
      this.sockets.add(client).add(upstream);
      // A graceful close on one side ends the other once its pending bytes are written (so an error
      // message PostgreSQL sends before closing reaches the app); an error tears both down at once.
      const forget = () => {
        if (!client.destroyed || !upstream.destroyed) return;
        this.sockets.delete(client);
        this.sockets.delete(upstream);
      };
      const kill = () => {
        client.destroy();
        upstream.destroy();
        forget();
      };
      client.on("error", kill).on("close", () => (upstream.end(), forget()));
      upstream.on("error", kill).on("close", () => (client.end(), forget()));
      client.pipe(upstream).pipe(client);
    });
  }

  listen(): Promise<number> {
    return new Promise((resolve) => this.server.listen(0, "127.0.0.1", () => resolve((this.port = (this.server.address() as net.AddressInfo).port))));
  }

  outage(): void {
    this.stats = { accepted: 0, refused: 0, errors: [] };
    this.down = true;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
  }

  restore(): void {
    this.stats = { accepted: 0, refused: 0, errors: [] };
    this.down = false;
  }

  close(): Promise<void> {
    this.outage();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
