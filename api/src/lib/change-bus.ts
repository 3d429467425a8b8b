// Cache invalidation across API instances: every instance publishes "I wrote public data" on one Redis channel, and
// every other instance bumps its epoch on hearing it. The epoch is part of `dataVersion()`, so the read cache, the
// count cache and the facet cache of every instance drop what they had within one message's trip (milliseconds),
// not after the 30 s TTL. While the subscription is down, messages can be missed: `connected()` is false (the read
// cache then keeps entries for API_CACHE_FALLBACK_TTL_MS only), and the epoch moves on reconnecting.
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';

export const CHANGES_CHANNEL = 'cargora:changes';

export interface ChangeBus {
  /** Moves when another instance wrote (or when a missed message may have been lost). */
  epoch(): number;
  /** Whether changes by others are being heard right now. */
  connected(): boolean;
  /** Tells the others (coalesced: several writes in one tick make one message). */
  publish(): void;
  close(): void;
}

export function createChangeBus(publisher: Redis, subscriber: Redis): ChangeBus {
  const id = randomUUID();
  let epoch = 0;
  let scheduled = false;
  // A write made while the publishing connection is down is told once it is back (the connection has no offline
  // queue), instead of being lost to the instances whose own subscription never dropped.
  let untold = false;
  let subscribed = false;
  subscriber.on('message', (_channel: string, sender: string) => {
    if (sender !== id) epoch++;
  });
  subscriber.on('ready', () => {
    // (Re)connected: whatever was published while we were away is unknown, so treat it as a change; and again once
    // the subscription is confirmed, for what was published in between.
    epoch++;
    subscriber
      .subscribe(CHANGES_CHANNEL)
      .then(() => {
        subscribed = true;
        epoch++;
      })
      .catch(() => undefined);
  });
  subscriber.on('close', () => {
    subscribed = false;
  });
  subscriber.on('error', () => undefined);
  const tell = () => {
    if (publisher.status !== 'ready') {
      untold = true;
      return;
    }
    untold = false;
    publisher.publish(CHANGES_CHANNEL, id).catch(() => {
      untold = true;
    });
  };
  publisher.on('ready', () => {
    if (untold) tell();
  });
  return {
    epoch: () => epoch,
    connected: () => subscribed && subscriber.status === 'ready',
    publish() {
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        tell();
      });
    },
    close() {
      subscriber.disconnect();
    },
  };
}
