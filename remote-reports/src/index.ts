// Async boundary for the standalone dev page: shared singletons are negotiated before app code runs.
void import('./bootstrap');
