import { and, asc, eq, ne } from 'drizzle-orm';
import { isCompleteAddress } from '../../../contract/address';
import { messages } from '../../../contract/messages';
import type { Address, UserProfile } from '../../../contract/order';
import type { OrderStatus } from '../../../contract/statuses';
import type { Db } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { addresses, type UserRow, users } from '../../db/schema/users';
import { ApiError } from '../../http/api-error';
import { newObjectId } from '../../lib/object-id';
import { visibleToShopper } from '../orders/orders-service';

export const MAX_ADDRESSES = 20;
type AddressRow = typeof addresses.$inferSelect;

function addressJson(row: AddressRow): Address {
  return {
    _id: row.id,
    fullName: row.fullName,
    houseNumber: row.houseNumber,
    streetAddress: row.streetAddress,
    city: row.city,
    postalCode: row.postalCode,
    state: row.state,
    phone: row.phone,
    country: row.country,
  };
}

export async function readProfile(db: Db, userId: string): Promise<UserProfile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw ApiError.notSignedIn();
  const saved = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.position));
  const own = await db
    .select({ orderId: orders.id, status: orders.status })
    .from(orders)
    .where(visibleToShopper(userId))
    .orderBy(asc(orders.createdAt));
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    name: user.firstName,
    surname: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    dob: user.dob,
    profilePicture: user.profilePicture,
    isAdmin: user.isAdmin,
    address: saved.map(addressJson),
    orders: own.map((row) => ({ orderId: row.orderId, status: row.status as OrderStatus })),
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

type AddressFields = Omit<Address, '_id'>;
export type ProfileUpdate = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  dob?: string | null;
  address: AddressFields[];
};

/** What an address is made of: two addresses alike in all of these are the same address. */
const ADDRESS_FIELDS = [
  'fullName',
  'houseNumber',
  'streetAddress',
  'city',
  'postalCode',
  'state',
  'phone',
  'country',
] as const satisfies readonly (keyof AddressFields)[];

function addressValues(userId: string, address: AddressFields, position: number) {
  const { fullName, houseNumber, streetAddress, city, postalCode, state, phone, country } = address;
  return {
    id: newObjectId(),
    userId,
    position,
    fullName,
    houseNumber,
    streetAddress,
    city,
    postalCode,
    state,
    phone,
    country,
  };
}

/** 409 naming the e-mail field, so the profile form flags it with the message. */
function emailTaken(): ApiError {
  return new ApiError(409, messages.emailTaken, { email: messages.emailTaken });
}

/**
 * Saves the profile. Only complete addresses are kept (spec 000 section 5); when none of the
 * sent ones is complete the saved list stays as it is, so at least one remains.
 */
export async function updateProfile(db: Db, user: UserRow, input: ProfileUpdate): Promise<void> {
  const email = input.email.toLowerCase();
  const kept = input.address.filter(isCompleteAddress);
  try {
    await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, user.id)))
        .limit(1);
      if (taken) throw emailTaken();
      await tx
        .update(users)
        .set({
          firstName: input.firstName,
          lastName: input.lastName,
          email,
          phoneNumber: input.phoneNumber,
          dob: input.dob ? input.dob : null,
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      if (kept.length > 0) {
        await tx.delete(addresses).where(eq(addresses.userId, user.id));
        await tx.insert(addresses).values(kept.map((address, position) => addressValues(user.id, address, position)));
      }
    });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }
}

export async function addAddress(db: Db, userId: string, address: AddressFields): Promise<void> {
  await db.transaction(async (tx) => {
    // One add at a time per shopper, so a second tap racing the first finds its address.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const saved = await tx.select().from(addresses).where(eq(addresses.userId, userId));
    // The same address again (a second tap after a lost answer) is kept once (docs/decisions/314).
    if (saved.some((row) => ADDRESS_FIELDS.every((field) => row[field] === address[field]))) return;
    if (saved.length >= MAX_ADDRESSES) throw ApiError.conflict(`You can save up to ${MAX_ADDRESSES} addresses`);
    const last = Math.max(-1, ...saved.map((row) => row.position));
    await tx.insert(addresses).values(addressValues(userId, address, last + 1));
  });
}
