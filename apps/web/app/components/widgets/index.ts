/**
 * Shared widgets of spec §2 and the generic page parts (dialogs, sections, page heads, empty/error/loading
 * states, action icons). Styles: widgets.css, linked by root.tsx on every page.
 */
export { ConfirmDialog, type ConfirmDialogProps, Dialog, type DialogProps } from "./dialog";
export { DownIcon, EditIcon, PlusIcon, SearchIcon, TrashIcon, UpIcon } from "./icons";
export { isLoadingFor, LoadingButton, type LoadingButtonProps } from "./loading-button";
export { PageHead } from "./page-head";
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
export { Section } from "./section";
export { Spinner, type SpinnerColor, type SpinnerProps, type SpinnerSize } from "./spinner";
export { EmptyState, LoadingRegion, PageError } from "./states";
