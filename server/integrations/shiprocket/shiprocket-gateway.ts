import { fetchJson } from '../fetch-json';
import type { FetchLike } from '../fetch-like';
import { IntegrationError } from '../integration-error';
import type {
  AssignedAwb,
  CodRemittance,
  CourierList,
  CourierQuery,
  CreatedShipment,
  InvoiceResult,
  LabelResult,
  ReturnPickupInput,
  ShipmentOrderInput,
  ShippingGateway,
  TrackingData,
} from './shipping-gateway';
import { adhocOrderBody, returnOrderBody } from './to-shiprocket-order';

export const SHIPROCKET_API_URL = 'https://apiv2.shiprocket.in/v1/external';
/** Shiprocket's public tracking page for an AWB. */
export const SHIPROCKET_TRACKING_PAGE = 'https://shiprocket.co/tracking';

/** Shiprocket's tokens last 10 days; we log in again a day early rather than meet a 401. */
const TOKEN_REUSE_MS = 9 * 24 * 60 * 60_000;

export type ShiprocketGatewayOptions = {
  email: string;
  password: string;
  /** Shiprocket's API, or the sandbox's `http://127.0.0.1:{port}/sandbox/shiprocket/v1/external`. */
  baseUrl?: string;
  /** Where shoppers follow an AWB: Shiprocket's tracking page, or the sandbox's own. */
  trackingPageBase?: string;
  /** The pickup location's name as set up in the Shiprocket panel. */
  pickupLocation?: string;
  mode?: 'shiprocket' | 'sandbox';
  fetch?: FetchLike;
  now?: () => number;
  timeoutMs?: number;
};

type Method = 'GET' | 'POST';

/**
 * Shiprocket's external API over HTTP: logs in with email and password, keeps the token, and
 * logs in again once if a call is answered 401. The same class talks to the local sandbox.
 */
export class ShiprocketGateway implements ShippingGateway {
  readonly mode: 'shiprocket' | 'sandbox';
  readonly #options: ShiprocketGatewayOptions;
  readonly #baseUrl: string;
  readonly #fetch: FetchLike;
  readonly #now: () => number;
  #token: { value: string; obtainedAt: number } | null = null;
  /** One login at a time: concurrent calls wait for the same one. */
  #login: Promise<string> | null = null;

  constructor(options: ShiprocketGatewayOptions) {
    this.mode = options.mode ?? 'shiprocket';
    this.#options = options;
    this.#baseUrl = (options.baseUrl ?? SHIPROCKET_API_URL).replace(/\/+$/, '');
    this.#fetch = options.fetch ?? fetch;
    this.#now = options.now ?? Date.now;
    if (this.mode === 'sandbox') {
      // The sandbox's own path: Shiprocket has no per-AWB remittance call (docs/decisions/191).
      this.codRemittance = (awb) =>
        this.#call<CodRemittance>('GET', `/sandbox/remittance/awb/${encodeURIComponent(awb)}`);
    }
  }

  readonly codRemittance?: (awb: string) => Promise<CodRemittance>;

  createOrder(input: ShipmentOrderInput): Promise<CreatedShipment> {
    const body = adhocOrderBody(input, this.#options.pickupLocation ?? 'Primary');
    return this.#call<CreatedShipment>('POST', '/orders/create/adhoc', body);
  }

  async assignAwb(input: { shipmentId: number; courierId?: number }): Promise<AssignedAwb> {
    const body = { shipment_id: input.shipmentId, ...(input.courierId ? { courier_id: input.courierId } : {}) };
    const answer = await this.#call<{ awb_assign_status?: number; response?: { data?: AssignedAwb } }>(
      'POST',
      '/courier/assign/awb',
      body,
    );
    const data = answer.response?.data;
    if (answer.awb_assign_status !== 1 || !data?.awb_code) {
      throw new IntegrationError('shiprocket', 200, 'Shiprocket did not assign an AWB', undefined, answer);
    }
    return data;
  }

  async listCouriers(query: CourierQuery): Promise<CourierList> {
    const params = new URLSearchParams({
      pickup_postcode: query.pickupPostcode,
      delivery_postcode: query.deliveryPostcode,
      weight: String(query.weightKg),
      cod: query.cod ? '1' : '0',
    });
    const answer = await this.#call<{ data?: Partial<CourierList> }>('GET', `/courier/serviceability/?${params}`);
    return {
      available_courier_companies: answer.data?.available_courier_companies ?? [],
      recommended_courier_company_id: answer.data?.recommended_courier_company_id ?? null,
    };
  }

  async track(awb: string): Promise<TrackingData> {
    return unwrapTracking(await this.#call('GET', `/courier/track/awb/${encodeURIComponent(awb)}`));
  }

  async trackShipment(shipmentId: number | string): Promise<TrackingData> {
    return unwrapTracking(await this.#call('GET', `/courier/track/shipment/${encodeURIComponent(String(shipmentId))}`));
  }

  invoice(shiprocketOrderIds: Array<number | string>): Promise<InvoiceResult> {
    return this.#call<InvoiceResult>('POST', '/orders/print/invoice', { ids: shiprocketOrderIds });
  }

  createReturnPickup(input: ReturnPickupInput): Promise<CreatedShipment> {
    return this.#call<CreatedShipment>('POST', '/orders/create/return', returnOrderBody(input));
  }

  trackingPageUrl(awb: string): string {
    return `${(this.#options.trackingPageBase ?? SHIPROCKET_TRACKING_PAGE).replace(/\/+$/, '')}/${encodeURIComponent(awb)}`;
  }

  async cancelShipments(awbs: string[]): Promise<void> {
    await this.#call('POST', '/orders/cancel/shipment/awbs', { awbs });
  }

  async requestReturnToOrigin(awb: string, comment: string): Promise<void> {
    await this.#call('POST', `/ndr/${encodeURIComponent(awb)}/action`, { action: 'return', comments: comment });
  }

  async label(shipmentIds: Array<number | string>): Promise<LabelResult> {
    const answer = await this.#call<LabelResult>('POST', '/courier/generate/label', { shipment_id: shipmentIds });
    if (answer.label_created !== 1 || !answer.label_url) {
      throw new IntegrationError('shiprocket', 200, answer.response || 'Shiprocket made no label', undefined, answer);
    }
    return answer;
  }

  async #call<T>(method: Method, path: string, body?: unknown): Promise<T> {
    let token = await this.#currentToken();
    let answer = await this.#send(method, path, token, body);
    if (answer.status === 401) {
      // The token was revoked or expired early: log in again, once.
      this.#token = null;
      token = await this.#currentToken();
      answer = await this.#send(method, path, token, body);
    }
    if (answer.ok) return answer.body as T;
    throw shiprocketError(answer.status, answer.body);
  }

  #send(method: Method, path: string, token: string, body: unknown) {
    return fetchJson('shiprocket', this.#fetch, `${this.#baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs: this.#options.timeoutMs ?? 20_000,
    });
  }

  async #currentToken(): Promise<string> {
    if (this.#token && this.#now() - this.#token.obtainedAt < TOKEN_REUSE_MS) return this.#token.value;
    this.#login ??= this.#logIn().finally(() => {
      this.#login = null;
    });
    return this.#login;
  }

  async #logIn(): Promise<string> {
    const answer = await fetchJson('shiprocket', this.#fetch, `${this.#baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: this.#options.email, password: this.#options.password }),
      timeoutMs: this.#options.timeoutMs ?? 20_000,
    });
    const token = (answer.body as { token?: unknown } | null)?.token;
    if (!answer.ok || typeof token !== 'string' || token === '') throw shiprocketError(answer.status, answer.body);
    this.#token = { value: token, obtainedAt: this.#now() };
    return token;
  }
}

function shiprocketError(status: number, body: unknown): IntegrationError {
  const message = (body as { message?: unknown } | null)?.message;
  const text = typeof message === 'string' && message !== '' ? message : `Shiprocket answered HTTP ${status}`;
  return new IntegrationError('shiprocket', status, text, undefined, body);
}

/** Tracking comes as `{ tracking_data }`, or keyed by the AWB or shipment id around that. */
function unwrapTracking(body: unknown): TrackingData {
  const direct = (body as { tracking_data?: TrackingData } | null)?.tracking_data;
  if (direct) return direct;
  const first = Array.isArray(body) ? body[0] : body;
  for (const value of Object.values((first ?? {}) as Record<string, unknown>)) {
    const nested = (value as { tracking_data?: TrackingData } | null)?.tracking_data;
    if (nested) return nested;
  }
  throw new IntegrationError('shiprocket', 200, 'Shiprocket sent no tracking data', undefined, body);
}
