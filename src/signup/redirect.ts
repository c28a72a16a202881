/** Step 6 of the signup: hand the visitor over to the hosted checkout. */
export function goToCheckout(checkoutUrl: string): void {
  window.location.assign(checkoutUrl);
}
