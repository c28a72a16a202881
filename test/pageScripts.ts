/** The hashed module script a built page loads (`/assets/….js`), as the layout writes it. */
export function moduleScriptOf(html: string): string | undefined {
  return /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
}
