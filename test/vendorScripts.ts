/** Test helpers: the script elements our loaders add, and a way to play the browser loading them. */
export function scriptElement(src: string): HTMLScriptElement | null {
  return document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
}

/** Runs `vendorCode` as the vendor's script would, then fires the element's load event. */
export function finishLoading(src: string, vendorCode: () => void = () => undefined): void {
  const script = scriptElement(src);
  if (!script) throw new Error(`No script element for ${src}`);
  vendorCode();
  script.dispatchEvent(new Event('load'));
}

export function failLoading(src: string): void {
  const script = scriptElement(src);
  if (!script) throw new Error(`No script element for ${src}`);
  script.dispatchEvent(new Event('error'));
}

export function removeVendorScripts(): void {
  for (const script of document.head.querySelectorAll('script')) script.remove();
}
