import { pickCourier } from '../../../contract/shipments';
import { ApiError } from '../../http/api-error';
import type { CourierCompany, CourierList } from '../../integrations/shiprocket/shipping-gateway';

/** pickCourier's answer as the API gives it: a courier, or 400 (a bad choice) / 409 (none serves). */
export function chooseCourier(list: CourierList, cod: boolean, chosenId: number | undefined): CourierCompany {
  const picked = pickCourier(list, cod, chosenId);
  if ('courier' in picked) return picked.courier;
  if (picked.field) throw ApiError.badRequest(picked.problem, { [picked.field]: picked.problem });
  throw ApiError.conflict(picked.problem);
}
