import { shopRoutes } from '../../../contract/api/shop-routes';
import { type PushSubscriptionInput, pushMessages } from '../../../contract/push';
import { isApiError } from '../../api/api-error';
import { callShop } from '../../api/call';

/**
 * This device's order news (issue 23, docs/decisions/214): whether it takes pushes about the
 * shopper's orders, and turning that on and off. The browser's PushSubscription is the truth;
 * the server keeps a copy per device (POST push/subscribe, push/unsubscribe).
 */
export type OrderNewsState = 'unsupported' | 'denied' | 'off' | 'on';

export function orderNewsSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The shop's service worker shows the notifications: none is registered in development (vite dev). */
function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await workerRegistration())?.pushManager.getSubscription()) ?? null;
}

/** What the device does now, without asking the shopper anything. */
export async function readOrderNews(): Promise<OrderNewsState> {
  if (!orderNewsSupported() || !(await workerRegistration())) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' && (await currentSubscription()) ? 'on' : 'off';
}

function base64url(buffer: ArrayBuffer | null): string | null {
  if (!buffer) return null;
  return btoa(String.fromCharCode(...new Uint8Array(buffer)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The device's subscription for this key, made when there is none or it was made with another key. */
/** What the shop is sent of a subscription: its endpoint and keys, as the browser writes them. */
function deviceOf(subscription: PushSubscription): PushSubscriptionInput {
  const { endpoint, expirationTime, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error(pushMessages.subscriptionInvalid);
  return { endpoint, expirationTime, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

async function subscriptionFor(registration: ServiceWorkerRegistration, publicKey: string) {
  const existing = await registration.pushManager.getSubscription();
  const key = base64url(existing?.options.applicationServerKey ?? null);
  if (existing && (key === null || key === publicKey)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
}

/**
 * Only ever called from the shopper's tap: the browser's permission prompt comes first, then the
 * subscription with the shop's key, then the server learns of the device. A 409 means the
 * device's subscription is another account's (one that never signed out here): a fresh
 * subscription is this shopper's own.
 */
export async function turnOnOrderNews(): Promise<OrderNewsState> {
  const registration = orderNewsSupported() ? await workerRegistration() : undefined;
  if (!registration) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const { publicKey } = await callShop(shopRoutes.push.key);
  const subscription = await subscriptionFor(registration, publicKey);
  try {
    await callShop(shopRoutes.push.subscribe, { body: deviceOf(subscription) });
  } catch (error) {
    if (!isApiError(error) || error.status !== 409) throw error;
    await subscription.unsubscribe();
    const fresh = await subscriptionFor(registration, publicKey);
    await callShop(shopRoutes.push.subscribe, { body: deviceOf(fresh) });
  }
  return 'on';
}

/**
 * The device stops taking order news: the server forgets it and the browser drops the
 * subscription. The browser's side is done even when the server cannot be told (offline):
 * nothing shows on this device any more, and a real push service answers the shop's next push
 * with 410, which makes the shop forget the device.
 */
export async function turnOffOrderNews(): Promise<OrderNewsState> {
  const subscription = orderNewsSupported() ? await currentSubscription() : null;
  if (!subscription) return orderNewsSupported() ? 'off' : 'unsupported';
  try {
    await callShop(shopRoutes.push.unsubscribe, { body: { endpoint: subscription.endpoint } });
  } catch (error) {
    console.warn('Telling the shop this device takes no more order news failed:', error);
  }
  await subscription.unsubscribe();
  return 'off';
}
