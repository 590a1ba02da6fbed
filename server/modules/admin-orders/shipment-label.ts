import { shipmentMessages } from '../../../contract/shipments';
import { ApiError } from '../../http/api-error';
import type { AppDeps } from '../../http/app-env';
import { liveShipmentOf } from '../orders/cancel-booking';
import { findOrderRow } from './admin-order-json';
import { orderNotFound } from './change-status';
import { viaGateway } from './shipping-actions';

/** `POST /api/admin/orders/{id}/label`: the courier's label (a PDF link) for the booked shipment. */
export async function shipmentLabel(deps: AppDeps, id: string): Promise<{ label_url: string }> {
  const row = await findOrderRow(deps.db, id);
  if (!row) throw orderNotFound(id);
  const live = await liveShipmentOf(deps.db, id);
  const shipmentId = live?.shipmentId ?? row.shipmentId;
  if (!shipmentId || live?.status === 'lost' || live?.status === 'returned_to_origin')
    throw ApiError.conflict(shipmentMessages.noLiveShipment);
  const result = await viaGateway(shipmentMessages.labelFailed, () => deps.integrations.shipping.label([shipmentId]));
  return { label_url: result.label_url };
}
