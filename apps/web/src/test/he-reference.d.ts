// `he-reference` is the real `he` package, aliased in vitest.config.mts for html-entities.test.ts.
declare module 'he-reference' {
  export { decode } from 'he';
}
