import { adminApi } from '../../api/client';

export type Courier = {
  courier_name: string;
  courier_company_id: number;
  rate: number;
  etd?: string;
  estimated_delivery_days?: number | string;
  cod: 0 | 1 | boolean;
  rating?: number | string;
};

export type CourierList = { available_courier_companies: Courier[]; recommended_courier_company_id: number | null };

/** GET /api/admin/orders/{id}/couriers: the serviceable couriers and the aggregator's recommendation. */
export async function getCourierList(id: string, signal?: AbortSignal): Promise<CourierList> {
  const data = await adminApi.get<Partial<CourierList> | null>(`admin/orders/${encodeURIComponent(id)}/couriers`, {
    signal,
  });
  return {
    available_courier_companies: Array.isArray(data?.available_courier_companies)
      ? data.available_courier_companies
      : [],
    recommended_courier_company_id: data?.recommended_courier_company_id ?? null,
  };
}

/** GET /api/admin/orders/{id}/couriers: reads available_courier_companies. */
export async function getOrderCouriers(id: string): Promise<Courier[]> {
  return (await getCourierList(id)).available_courier_companies;
}
