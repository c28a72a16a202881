declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once the page has painted and the browser is idle (afterPaintDirective.ts). */
    'client:after-paint'?: boolean;
  }
}

export {};
