import net, { type AddressInfo, type Socket } from 'node:net';

/**
 * What the proxy does to connections (each applies to connections opened and data sent after it is set):
 * - `pass`: forwards both ways;
 * - `latency`: forwards, each chunk delayed by `latencyMs` both ways;
 * - `reset`: accepts and resets at once (ECONNRESET);
 * - `hang`: accepts and never answers (a half-open peer: the request goes nowhere);
 * - `down`: refuses connections (nothing listening behind, ECONNREFUSED-like: accept then destroy before any byte).
 */
export type FaultMode = { kind: 'pass' } | { kind: 'latency'; latencyMs: number } | { kind: 'reset' } | { kind: 'hang' } | { kind: 'down' };

/**
 * A toxiproxy-like TCP proxy for tests: sits between the BFF and commerce-api and injects latency,
 * resets, half-open hangs and outages, switched at run time. Counts what it did, for the figures.
 */
export class FaultProxy {
  private mode: FaultMode = { kind: 'pass' };
  private readonly sockets = new Set<Socket>();
  private readonly server: net.Server;
  readonly injected = { connections: 0, latency: 0, reset: 0, hang: 0, down: 0 };

  private constructor(private readonly target: { host: string; port: number }) {
    this.server = net.createServer((client) => this.accept(client));
  }

  static async start(target: { host: string; port: number }): Promise<FaultProxy> {
    const proxy = new FaultProxy(target);
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  set(mode: FaultMode): void {
    this.mode = mode;
    // A new mode applies to live keep-alive connections too: drop them, so the next call reconnects
    // (as after a network change; a healed upstream is then reached on fresh connections).
    for (const socket of this.sockets) socket.destroy();
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
  }

  private accept(client: Socket): void {
    this.track(client);
    this.injected.connections += 1;
    const mode = this.mode;
    switch (mode.kind) {
      case 'reset':
        this.injected.reset += 1;
        client.resetAndDestroy();
        return;
      case 'down':
        this.injected.down += 1;
        client.destroy();
        return;
      case 'hang':
        this.injected.hang += 1;
        client.resume(); // read and drop whatever comes, answer nothing
        return;
      default:
        break;
    }
    const upstream = net.connect(this.target);
    this.track(upstream);
    const forward = (from: Socket, to: Socket) => {
      from.on('data', (chunk) => {
        const current = this.mode;
        if (current.kind === 'latency') {
          this.injected.latency += 1;
          from.pause();
          setTimeout(() => {
            if (!to.destroyed) to.write(chunk);
            from.resume();
          }, current.latencyMs);
        } else if (current.kind === 'hang') {
          // Went half-open mid-connection: swallow the rest.
        } else if (!to.destroyed) {
          to.write(chunk);
        }
      });
      from.once('close', () => to.destroy());
    };
    forward(client, upstream);
    forward(upstream, client);
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
