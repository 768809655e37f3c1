// Async boundary: the federation runtime negotiates the shared singletons before any app code runs. In the next
// task: this one has just compiled and run the entry (webpack's and the federation's runtime), which on a phone is
// a long task already (docs/decisions/main-thread.md).
setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
