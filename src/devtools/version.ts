// The app version, injected at build time (Vite `define`, from package.json); 'dev' where no
// bundler ran (plain tsx scripts).
declare const __APP_VERSION__: string | undefined;

export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
