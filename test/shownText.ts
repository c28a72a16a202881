/**
 * Text as jest-dom's toHaveTextContent reads an element: every run of white space as one space,
 * the no-break spaces of "49 US$" or French's "Intercom : elle" included.
 */
export const asRead = (text: string) => text.replace(/\s+/g, ' ');
