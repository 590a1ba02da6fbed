import { newObjectId } from '../../../lib/object-id';

/** What the sandbox checked of a message's VAPID signature (RFC 8292). */
export type VapidSeen = {
  /** The `t` token as received, for tests that verify it themselves. */
  token: string;
  /** The `k` key: the application server's public key, base64url. */
  publicKey: string;
  audience: string;
  subject: string;
  expiresAt: number;
};

/** A push message as the sandbox received it (RFC 8030 section 5). */
export type SandboxPushMessage = {
  id: string;
  endpoint: string;
  receivedAt: number;
  ttl: number;
  topic: string | null;
  urgency: string;
  contentEncoding: string;
  /** The encrypted body (RFC 8291 aes128gcm), as a device would receive it. */
  body: Buffer;
  vapid: VapidSeen;
  /** A later message with the same topic replaced this one before it was read (RFC 8030 section 5.4). */
  replaced: boolean;
};

/**
 * The push-service sandbox's memory (docs/decisions/212): it stands in for every push service,
 * so it takes messages for any endpoint and keeps them in memory, like the other sandboxes. It
 * cannot read them (only the device holds the keys); tests decrypt them as the device would.
 */
export type PushSandboxState = {
  receive(message: Omit<SandboxPushMessage, 'id' | 'replaced'>): SandboxPushMessage;
  messagesFor(endpoint: string): SandboxPushMessage[];
  /** The device unsubscribed: its endpoint answers 410 Gone from now on. */
  expire(endpoint: string): void;
  isGone(endpoint: string): boolean;
};

/** How many messages the sandbox keeps before it forgets the oldest. */
const KEPT_MESSAGES = 1000;

export function createPushSandboxState(now: () => number = Date.now): PushSandboxState {
  const messages = new Map<string, SandboxPushMessage>();
  const gone = new Set<string>();
  return {
    receive(received) {
      const message: SandboxPushMessage = {
        ...received,
        id: newObjectId(new Date(now())),
        replaced: false,
      };
      if (message.topic) {
        for (const earlier of messages.values())
          if (earlier.endpoint === message.endpoint && earlier.topic === message.topic) earlier.replaced = true;
      }
      messages.set(message.id, message);
      if (messages.size > KEPT_MESSAGES) {
        const oldest = messages.keys().next().value;
        if (oldest !== undefined) messages.delete(oldest);
      }
      return message;
    },
    messagesFor(endpoint) {
      return [...messages.values()].filter((message) => message.endpoint === endpoint);
    },
    expire(endpoint) {
      gone.add(endpoint);
    },
    isGone(endpoint) {
      return gone.has(endpoint);
    },
  };
}
