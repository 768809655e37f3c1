/** A start-up problem the operator must fix (configuration, data): printed as is, without a stack; exit 1. */
export class StartupError extends Error {}
