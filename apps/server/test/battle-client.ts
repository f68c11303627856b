import type { BattleClientMessage, BattleServerMessage } from '@xuekao/contracts';
import WebSocket from 'ws';

/** A test client of the battle socket: collects the server's messages and waits for them in order. */

type Msg = BattleServerMessage;
export type Of<K extends Msg['type']> = Extract<Msg, { type: K }>;

export class BattleClient {
  readonly msgs: Msg[] = [];
  private cursor = 0;
  closed = false;
  constructor(readonly ws: WebSocket) {
    ws.on('message', (d) => this.msgs.push(JSON.parse(d.toString())));
    ws.on('close', () => {
      this.closed = true;
    });
  }
  /** Opens `/api/socket/battle/{battleId}` on `base` (ws://host:port) and waits for `hello`. */
  static async open(base: string, battleId: string, token: string): Promise<BattleClient> {
    const c = new BattleClient(new WebSocket(`${base}/api/socket/battle/${battleId}?token=${token}`));
    await c.next('hello');
    return c;
  }
  send(m: BattleClientMessage) {
    this.ws.send(JSON.stringify(m));
  }
  /** The next message of the type after the last one taken (waits up to `ms`). */
  async next<K extends Msg['type']>(type: K, ms = 8000): Promise<Of<K>> {
    const until = Date.now() + ms;
    for (;;) {
      const i = this.msgs.findIndex((m, j) => j >= this.cursor && m.type === type);
      if (i >= 0) {
        this.cursor = i + 1;
        return this.msgs[i] as Of<K>;
      }
      if (Date.now() > until) throw new Error(`no ${type}; got ${this.msgs.map((m) => m.type).join(',')}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }
  of<K extends Msg['type']>(type: K): Array<Of<K>> {
    return this.msgs.filter((m): m is Of<K> => m.type === type);
  }
  close() {
    this.ws.close();
  }
}
