/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** True in the built app, which links the design system's global styles as a stylesheet (vite.global-css.ts, decision 0236). */
  readonly VETRX_GLOBAL_STYLESHEET?: boolean;
}
