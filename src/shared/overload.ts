// What an overloaded server answers, known to both sides: the client shows a "busy" notice and
// tries again instead of an error page, and may send a write again only when the refusal says the
// call never ran.

export const OVERLOAD_MESSAGE = 'Palaestra is busy right now. Trying again in a moment.';

/**
 * `data.reason` of a tRPC error (and `reason` of another route's JSON) when the server refused the
 * request before running any of it: nothing was read or written, so sending it again is safe.
 */
export const REFUSED_BEFORE_RUNNING = 'overloaded';
