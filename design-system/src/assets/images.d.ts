// Image files imported as modules resolve to their (hashed) URL: Vite and Storybook emit them,
// Jest maps them to a stub. The frontend gets the same declarations from vite/client.
declare module '*.avif' {
  const src: string;
  export default src;
}
declare module '*.webp' {
  const src: string;
  export default src;
}
