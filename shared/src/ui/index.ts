// Components
export { AlertIcon } from './alert-icon';
export { Badge, type BadgeProps, type BadgeTone } from './badge';
export { Button, type ButtonProps, type ButtonVariant } from './button';
export { ButtonLink, type ButtonLinkProps } from './button-link';
export { Card } from './card';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { DataCardList, type DataCardListProps } from './data-card-list';
export { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
export { DateInput, type DateInputProps } from './date-input';
export { DateRange, DATE_RANGE_ERROR, type DateRangeProps } from './date-range';
export { DescriptionList, type DescriptionItem, type DescriptionListProps } from './description-list';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorBanner, type ErrorBannerProps } from './error-banner';
export { Notice, type NoticeProps } from './notice';
export { FilterBar, type FilterBarProps } from './filter-bar';
export { FormError } from './form-error';
export { FormField, type FormFieldProps, type FieldControlProps } from './form-field';
export { FormGrid, FullWidth } from './form-grid';
export { FormModal, type FormModalProps } from './form-modal';
export { Icon, type IconName, type IconProps } from './icon';
export { ListSection, type ListPage, type ListQuery, type ListSectionProps } from './list-section';
export { Modal, type ModalProps } from './modal';
export { PageHeader, type PageHeaderProps } from './page-header';
export { Pagination, type PaginationProps } from './pagination';
export { PermissionNotice, type PermissionNoticeProps } from './permission-notice';
export { RowActions, ROW_ACTIONS_WIDTH, type RowAction, type RowActionsProps } from './row-actions';
export { SearchBox, type SearchBoxProps } from './search-box';
export { Select, type SelectOption, type SelectProps } from './select';
export { Skeleton, SKELETON_GROUP, skeletonPulse } from './skeleton';
export { Spinner } from './spinner';
export { StatCard, type StatCardProps } from './stat-card';
export { TextArea, type TextAreaProps } from './text-area';
export { TextInput, type TextInputProps } from './text-input';
export { TruncatedText, type TruncatedTextProps } from './truncated-text';
export { VisuallyHidden } from './visually-hidden';

// Hooks and helpers
export { pageWindow, pageRange, paginate, type ClientPage } from './page-window';
export { saveBlob, fileNameFromDisposition } from './download';
export { downloadApiFile } from './download-api-file';
export { useDebouncedValue } from './use-debounced-value';
export { useClampPage } from './use-clamp-page';
export { useMediaQuery, MOBILE_QUERY } from './use-media-query';
export { useUrlListState, type ListState, type ListStateDefaults, type UrlListState } from './use-url-list-state';
export { cleanParams, type QueryParams } from './query-params';
export { useApiQuery, type ApiQueryOptions } from './use-api-query';
export { useApiMutation, type ApiMutationOptions } from './use-api-mutation';
export { useFormState, type FormErrors, type FormState, type FormStateOptions } from './use-form-state';
export { useCrudResource, type CrudMessages, type CrudResourceOptions } from './use-crud-resource';
export { uiTokens, tk, focusRing, type UiTokens, type Tone } from './tokens';
export { controlStyle } from './control-style';
export { serverMessage } from './server-message';
export { AuditActionBadge } from './audit-action-badge';

// Messages (docs/decisions/mensajes.md)
export { ConversationView, MENSAJES_KEYS, withMessage, withoutMessage, type ConversationPhoto, type ConversationViewProps } from './conversation';
