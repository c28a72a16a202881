/** A started chat vendor, as our launcher drives it. */
export interface ChatAdapter {
  /** Shows the vendor's messenger, opened. */
  open(): void;
  /** Ends the vendor's session and deletes what it stored, when consent is withdrawn. */
  shutdown(): void;
}
