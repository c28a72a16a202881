export const notFound = {
  heading: 'Page Not Found',
  hint: (path?: string) =>
    path
      ? `GET ${path} → 404: no route matches this path.`
      : 'GET → 404: no route matches this path.',
  body: 'The link may be old, or the address may have a typo.',
  links: [
    { label: 'Back to home', href: '/' },
    { label: 'See pricing', href: '/pricing' },
  ],
} as const;
