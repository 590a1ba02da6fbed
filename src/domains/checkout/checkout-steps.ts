/** What the checkout's first step collects (checked by contract/checkout.ts myInformationSchema). */
export type MyInformation = { email: string; name: string; surname: string };

/** What checkout leaves in the history entry of /ordered_successfully. */
export type OrderedState = { orderId: string };
