// Query keys shared by more than one feature (each key is the API path it caches).

/** The signed-in user's credits: polled by the dashboard's banner, refreshed after a payment. */
export const CREDITS_PATH = '/api/subscription/credits';
