// Facts about the API that the server enforces and the client must respect.

/**
 * Calls one HTTP request may batch; the server refuses bigger batches (each call may hash a password,
 * and each is counted against the sign-in and sign-up limits). 12 lets the member dashboard's 11 calls
 * go in one request: at 10 its last call went alone, a second request with its own session lookup
 * on the page members open most.
 */
export const MAX_BATCH_CALLS = 12;
