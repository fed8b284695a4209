// The browser evaluates the entry chunk's modules in one task (35-40 ms on this machine, four
// times that on a phone-class CPU: a long task that blocks input). A top-level `await pause()` in a module gives the browser a turn
// there: in a built chunk a top-level await holds the rest of the chunk, so the modules after it
// are evaluated in a later task. define.ts pauses before the catalogue's schemas, list-view.ts
// before the list views and main.tsx before it sets the page up, so the start-up runs as four
// tasks of 8-25 ms here instead of one of 60-80 ms. Only in the browser's
// production build: the server, the dev server and the tests evaluate straight through.
export const pause = (): Promise<void> | undefined =>
  import.meta.env?.PROD && !import.meta.env.SSR ? new Promise<void>((resume) => setTimeout(resume, 0)) : undefined;
