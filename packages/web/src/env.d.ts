/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** True in the built app, which links the design system's global styles as a stylesheet (vite.global-css.ts). */
  readonly VETRX_GLOBAL_STYLESHEET?: boolean;
}
