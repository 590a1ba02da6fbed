import { streetLine, townLine } from '../../../contract/address';
import { orderNumber } from '../../../contract/order-number';
import { cashNote, type PackingOrder } from '../../../contract/packing';
import { formatDate } from '../shared/format-date';
import { packingLines } from './article-code';
import classes from './packing.module.css';

/**
 * The print-only packing slip: order number, address, the cash the courier collects on an
 * unpaid COD order, items with article codes. The desk's skip notes are internal and stay off it.
 */
export function PackingSlip({ order }: { order: PackingOrder }) {
  const address = order.address[0];
  const lines = packingLines(order);
  const cash = cashNote(order);
  return (
    <section className={classes.slip} aria-hidden="true">
      <h1>Packing slip — order #{orderNumber(order._id)}</h1>
      <p>
        Ordered {formatDate(order.createdAt)} · Payment: {order.paymentMethod[0] ?? 'N/A'}
      </p>
      {cash ? (
        <p>
          <strong>{cash}</strong>
        </p>
      ) : null}
      {address ? (
        <address style={{ fontStyle: 'normal', marginBottom: '12pt' }}>
          <strong>{address.fullName}</strong>
          <br />
          {streetLine(address)}
          <br />
          {townLine(address)}
          <br />
          {address.country} · {address.phone}
        </address>
      ) : null}
      <table>
        <thead>
          <tr>
            <th>Article code</th>
            <th>Item</th>
            <th>Qty</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line._id}>
              <td>{line.articleCode ?? '—'}</td>
              <td>{line.title}</td>
              <td>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
