export { api, createApiClient, API_PREFIX, type ApiContext, type CreateApiClientOptions } from './client';
export { ApiError, CONNECTION_ERROR_MESSAGE, apiErrorFromResponse, errorMessage, isAbortError, isApiError, toApiError } from './api-error';
export { connectSessionBridge, type SessionBridge } from './session-bridge';
export { fetchHealth } from './health';
export { getRuntimeConfig, resetRuntimeConfigCache, RUNTIME_CONFIG_URL } from './runtime-config';
export { OUTBOX_SYNC_MESSAGE, OUTBOX_SYNC_TAG, onOutboxSync, requestOutboxSync } from './outbox-sync';
export { createSseParser, openEventStream, type EventStream, type EventStreamOptions, type EventStreamState, type StreamEvent } from './event-stream';
