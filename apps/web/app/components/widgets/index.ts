/** Shared widgets of spec §2. Styles: import "./widgets.css" (or its `?url` with a Remix `links` export). */
export { isLoadingFor, LoadingButton, type LoadingButtonProps } from "./loading-button";
export { PageLoader, type PageLoaderProps } from "./page-loader";
export { type PageLinkProps, PaginationBar, type PaginationBarProps } from "./pagination-bar";
export {
  clampPage,
  PAGINATION_DEFAULTS,
  type PageItem,
  type PaginationMeta,
  type PaginationModel,
  type PaginationModelInput,
  paginationModel,
  parsePageJump,
  shouldShowGoTo,
  summaryText,
} from "./pagination-model";
export { Spinner, type SpinnerColor, type SpinnerProps, type SpinnerSize } from "./spinner";
