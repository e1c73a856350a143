// Facts about the API that the server enforces and the client must respect.

/** Calls one HTTP request may batch; the server refuses bigger batches (each call may hash a password). */
export const MAX_BATCH_CALLS = 10;
