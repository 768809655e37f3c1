/** Where the API answers, on the page's own origin. */
export const API_PREFIX = '/api/v1';
