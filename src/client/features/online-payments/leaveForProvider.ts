// The one place the app sends the browser away to the payment provider's hosted page (a full page
// load, not a route change: the page is the provider's). Its own module so tests can see where it went.
export function leaveForProvider(url: string): void {
  window.location.assign(url);
}
