declare module '*.svg' {
  const source: unknown;
  export default source;
}
