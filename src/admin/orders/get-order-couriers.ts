import { adminApi } from '../../api/client';

export type Courier = {
  courier_name: string;
  courier_company_id: number | string;
  rate?: number | string;
  etd?: string;
  estimated_delivery_days?: number | string;
  cod?: number | boolean;
  rating?: number | string;
};

/** GET /api/admin/orders/{id}/couriers: reads available_courier_companies. */
export async function getOrderCouriers(id: string): Promise<Courier[]> {
  const data = await adminApi.get<{ available_courier_companies?: Courier[] } | null>(
    `admin/orders/${encodeURIComponent(id)}/couriers`,
  );
  return Array.isArray(data?.available_courier_companies) ? data.available_courier_companies : [];
}
