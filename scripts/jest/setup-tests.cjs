// Matchers such as toBeInTheDocument / toHaveTextContent for every jest test.
require('@testing-library/jest-dom');

// `findBy…` and `waitFor` wait for what a user would see, however long the machine takes to render it: npm test runs
// jest beside the lint, the type check and the browser tests (scripts/test.mjs), so 1 s (the default) is not enough on
// two busy cores. A test still fails when the thing never appears.
require('@testing-library/react').configure({ asyncUtilTimeout: 15_000 });
