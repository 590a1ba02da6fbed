import { describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import type { Address, UserProfile } from '../../../contract/order';
import { registerCustomer } from '../../testing/accounts';
import { call, dataOf } from '../../testing/requests';
import { BILLING_ADDRESS, createProduct, shopperWithBag } from '../../testing/shop';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

const HOME: Omit<Address, '_id'> = {
  fullName: 'Asha Verma',
  houseNumber: '4B',
  streetAddress: 'Park Street',
  city: 'Kolkata',
  postalCode: '700016',
  state: 'West Bengal',
  phone: '9876543210',
  country: 'India',
};

describe.each(TEST_DATABASE_KINDS)('profile (%s)', (kind) => {
  const t = useTestApp(kind, { seed: true });
  const profileOf = async (token: string) =>
    dataOf(await call<UserProfile>(t.app, 'GET', '/api/user/profile', { token }));
  const update = (token: string, body: unknown) =>
    call<UserProfile>(t.app, 'POST', '/api/user/profile/update', { token, body });

  it('needs a signed-in shopper', async () => {
    expect((await call(t.app, 'GET', '/api/user/profile')).status).toBe(401);
  });

  it('shows the account with name and surname, addresses and visible orders', async () => {
    const product = await createProduct(t.db);
    const { token, user } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const placed = dataOf(
      await call<{ order: { _id: string } }>(t.app, 'POST', '/api/orders/create-cod', { token, body: BILLING_ADDRESS }),
    );
    const profile = await profileOf(token);
    expect(profile).toMatchObject({
      _id: user._id,
      firstName: 'Asha',
      name: 'Asha',
      lastName: 'Verma',
      surname: 'Verma',
      email: user.email,
      address: [],
      orders: [{ orderId: placed.order._id, status: 'Placed' }],
      dob: null,
      isAdmin: false,
    });
  });

  it('adds addresses, validating area and state', async () => {
    const { accessToken: token } = await registerCustomer(t.app);
    const bad = await call(t.app, 'POST', '/api/user/profile/add-address', {
      token,
      body: { ...HOME, streetAddress: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { streetAddress: 'Area is required' } });
    const noState = await call(t.app, 'POST', '/api/user/profile/add-address', {
      token,
      body: { ...HOME, state: ' ' },
    });
    expect(noState.body).toMatchObject({ errors: { state: 'State is required' } });
    const added = await call<UserProfile>(t.app, 'POST', '/api/user/profile/add-address', { token, body: HOME });
    expect(added.status).toBe(201);
    await call(t.app, 'POST', '/api/user/profile/add-address', { token, body: { ...HOME, city: 'Howrah' } });
    const profile = await profileOf(token);
    expect(profile.address.map((a) => a.city)).toEqual(['Kolkata', 'Howrah']);
    expect(profile.address[0]).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), ...HOME });
  });

  it('keeps an address sent twice once: a second tap after a lost answer adds nothing', async () => {
    const { accessToken: token } = await registerCustomer(t.app);
    const add = (body: unknown) => call<UserProfile>(t.app, 'POST', '/api/user/profile/add-address', { token, body });
    const [first, again] = await Promise.all([add(HOME), add(HOME)]);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(dataOf(again).address).toEqual([{ _id: expect.any(String), ...HOME }]);
    // Any field different is another address.
    const other = await add({ ...HOME, houseNumber: '4C' });
    expect(dataOf(other).address.map((address) => address.houseNumber)).toEqual(['4B', '4C']);
    expect((await profileOf(token)).address).toHaveLength(2);
  });

  it('updates the profile, keeps only complete addresses and at least one', async () => {
    const { accessToken: token, input } = await registerCustomer(t.app);
    await call(t.app, 'POST', '/api/user/profile/add-address', { token, body: HOME });
    const base = {
      firstName: 'Meera',
      lastName: 'Das',
      email: input.email,
      phoneNumber: '9812345678',
      dob: '1990-05-01',
    };
    const res = await update(token, { ...base, address: [HOME, { ...HOME, city: '' }, { ...HOME, city: 'Siliguri' }] });
    expect(res.status).toBe(200);
    expect(dataOf(res)).toMatchObject({ firstName: 'Meera', name: 'Meera', surname: 'Das', dob: '1990-05-01' });
    expect(dataOf(res).address.map((a) => a.city)).toEqual(['Kolkata', 'Siliguri']);
    // Nothing complete sent: the saved addresses stay.
    const kept = dataOf(await update(token, { ...base, dob: '', address: [{ ...HOME, phone: '' }] }));
    expect(kept.address).toHaveLength(2);
    expect(kept.dob).toBeNull();
  });

  it('reports invalid fields and refuses an e-mail that belongs to another account', async () => {
    const { accessToken: token, input } = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    const invalid = await update(token, {
      firstName: ' ',
      lastName: 'Das',
      email: 'nope',
      phoneNumber: '12',
      address: [],
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      message: messages.firstNameRequired,
      errors: {
        firstName: messages.firstNameRequired,
        email: messages.emailInvalid,
        phoneNumber: messages.phoneInvalid,
      },
    });
    const base = { firstName: 'A', lastName: 'B', phoneNumber: '9812345678', address: [] };
    const taken = await update(token, { ...base, email: other.input.email.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ message: messages.emailTaken, errors: { email: messages.emailTaken } });
    expect((await profileOf(token)).email).toBe(input.email);
    const changed = await update(token, { ...base, email: 'New.Address@Example.in' });
    expect(dataOf(changed).email).toBe('new.address@example.in');
  });
});
