import { rupeesSql } from '../../db/rupees-sql';
import { statement } from '../../db/statement';
import { liveSessionSql } from '../../http/sessions';

/**
 * The bag's four requests, each ONE statement (docs/decisions/196): a read, and three changes
 * that also record their Idempotency-Key with their answer when given one (runIdempotentStatement
 * in http/idempotency.ts). Each ends with the answer the API sends, written by the database as
 * JSON text, so Node neither builds the query, nor parses rows, nor serializes the answer.
 *
 * Every statement starts with the shopper's token's claims: $1 user, $2 session, $3 the moment
 * (ISO text). `live` has a row only if that session is live (http/sessions.ts's rule); without
 * it nothing changes, nothing is recorded and `signed_in` says false (the route answers 401).
 * The session is thus checked in the same round trip as the work (docs/decisions/196).
 *
 * Each statement names the shopper's lines as `lines` (product_id, quantity, size, added_at);
 * ANSWER turns them into the envelope of contract/order.ts's CartResponse (spec 000 section 7):
 * prices and stock from the products table, never the client; an inactive product shows 0 in
 * stock; the picture is the product's first; lines in the order added. Prices are the spec's
 * rupees, converted from the stored paise by rupeesSql (db/rupees-sql.ts) as the JSON is written:
 * handing paise to Node to convert would bring back the parse and serialize that decision 196
 * took out of the hot path (docs/decisions/250).
 */
const LIVE = `live as (${liveSessionSql('customer', { userId: '$1', sessionId: '$2', now: '$3' })})`;

const ANSWER = `answer as (
  select json_build_object('success', true, 'data', json_build_object(
    'cart', coalesce(json_agg(json_build_object(
      '_id', p.id,
      'productId', p.id,
      'title', p.title,
      'price', ${rupeesSql('p.price_paise')},
      'image', coalesce(p.images->0->>'src', ''),
      'size', l.size,
      'quantity', l.quantity,
      'slug', p.slug,
      'inventory', case when p.status = 'active' then p.inventory else 0 end
    ) order by l.added_at, l.product_id), '[]'::json),
    'value', ${rupeesSql('coalesce(sum(p.price_paise::bigint * l.quantity), 0)')}
  )) as body
  from lines l join products p on p.id = l.product_id
)`;

/**
 * Records the key, when one is given, with the answer; only if the change was made (`$made`
 * names a relation that has a row then). The key's parameters come after the change's own:
 * key, method, path, request hash, status. Without ON CONFLICT: a key recorded before fails
 * the whole statement, change included (runIdempotentStatement then replays the stored answer).
 */
const recordKey = (first: number, made?: string) => {
  const [key, method, path, hash, status] = [0, 1, 2, 3, 4].map((offset) => `$${first + offset}`);
  return `recorded as (
  insert into idempotency_keys (user_id, key, method, path, request_hash, response_status, response_body)
  select $1, ${key}::text, ${method}::text, ${path}::text, ${hash}::text, ${status}::integer, body::jsonb from answer
  where ${key}::text is not null and exists (select 1 from live)${made ? ` and exists (select 1 from ${made})` : ''}
)`;
};

const LINE = 'product_id, quantity, size, added_at';

/** What every statement answers: whether the session is live, whether the change was made, the answer. */
const answered = (made: string) =>
  `select exists (select 1 from live) as signed_in, ${made} as made, body::text as json from answer`;

/** The session's three, nothing else. */
export const READ_BAG = statement(
  'bag_read',
  `with ${LIVE},
  lines as (select ${LINE} from cart_items where user_id = $1 and exists (select 1 from live)),
  ${ANSWER}
  ${answered('true')}`,
);

/**
 * The session's three, $4 product, $5 quantity, then the key's. The line goes in only if the product is
 * active and has the quantity in stock, and not if it is in the bag already (the primary key
 * decides, also between two adds racing). The statement's snapshot does not show the row its
 * own WITH inserts, so the bag is the shopper's lines and the inserted one side by side; the new
 * line comes last, as a read gives it (added now). `made` false: refused, nothing changed.
 */
export const ADD_TO_BAG = statement(
  'bag_add',
  `with ${LIVE},
  added as (
    insert into cart_items (user_id, product_id, quantity, size, added_at)
    select live.user_id, p.id, $5::integer, '', now() from live, products p
    where p.id = $4 and p.status = 'active' and p.inventory >= $5::integer
    on conflict do nothing
    returning ${LINE}
  ),
  lines as (select ${LINE} from cart_items where user_id = $1 union all select ${LINE} from added),
  ${ANSWER},
  ${recordKey(6, 'added')}
  ${answered('exists (select 1 from added)')}`,
);

/**
 * The session's three, $4 product, then the key's. Removing a line that is not there is a no-op
 * (docs/decisions/073); the bag is read from the snapshot before the delete, without that line.
 */
export const REMOVE_FROM_BAG = statement(
  'bag_remove',
  `with ${LIVE},
  removed as (
    delete from cart_items where user_id = $1 and product_id = $4 and exists (select 1 from live)
    returning product_id
  ),
  lines as (select ${LINE} from cart_items where user_id = $1 and product_id <> $4),
  ${ANSWER},
  ${recordKey(5)}
  ${answered('true')}`,
);

/**
 * The session's three, $4 product, $5 quantity, then the key's. Changes the line only if it is in the
 * bag and its product is active with that many in stock. `made` false: refused, nothing changed.
 */
export const SET_BAG_QUANTITY = statement(
  'bag_quantity',
  `with ${LIVE},
  changed as (
    update cart_items c set quantity = $5::integer from products p
    where c.user_id = $1 and c.product_id = $4 and p.id = c.product_id
      and p.status = 'active' and p.inventory >= $5::integer and exists (select 1 from live)
    returning c.product_id, c.quantity, c.size, c.added_at
  ),
  lines as (
    select ${LINE} from cart_items where user_id = $1 and product_id <> $4
    union all select ${LINE} from changed
  ),
  ${ANSWER},
  ${recordKey(6, 'changed')}
  ${answered('exists (select 1 from changed)')}`,
);
