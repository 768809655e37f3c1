// Components
export { AlertIcon } from './alert-icon';
export { Badge, type BadgeProps, type BadgeTone } from './badge';
export { Button, type ButtonProps, type ButtonVariant } from './button';
export { Card } from './card';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { DataCardList, type DataCardListProps } from './data-card-list';
export { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
export { DateInput, type DateInputProps } from './date-input';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorBanner, type ErrorBannerProps } from './error-banner';
export { FilterBar, type FilterBarProps } from './filter-bar';
export { FormField, type FormFieldProps, type FieldControlProps } from './form-field';
export { Modal, type ModalProps } from './modal';
export { PageHeader, type PageHeaderProps } from './page-header';
export { Pagination, type PaginationProps } from './pagination';
export { SearchBox, type SearchBoxProps } from './search-box';
export { Select, type SelectOption, type SelectProps } from './select';
export { Skeleton } from './skeleton';
export { Spinner } from './spinner';
export { StatCard, type StatCardProps } from './stat-card';
export { TextInput, type TextInputProps } from './text-input';
export { TruncatedText, type TruncatedTextProps } from './truncated-text';
export { VisuallyHidden } from './visually-hidden';

// Hooks and helpers
export { pageWindow, pageRange } from './page-window';
export { toCsv, downloadCsv, type CsvValue } from './csv';
export { useDebouncedValue } from './use-debounced-value';
export { useMediaQuery, MOBILE_QUERY } from './use-media-query';
export { useUrlListState, type ListState, type ListStateDefaults, type UrlListState } from './use-url-list-state';
export { cleanParams, type QueryParams } from './query-params';
export { useApiQuery, type ApiQueryOptions } from './use-api-query';
export { useApiMutation, type ApiMutationOptions } from './use-api-mutation';
export { useCrudResource, type CrudMessages, type CrudResourceOptions } from './use-crud-resource';
export { uiTokens, tk, focusRing, type UiTokens, type Tone } from './tokens';
export { controlStyle } from './control-style';
export { serverMessage } from './server-message';
