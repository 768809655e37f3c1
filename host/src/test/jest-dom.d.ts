// Types of the jest-dom matchers (toBeInTheDocument, ...) that scripts/jest/setup-tests.cjs installs for every test.
/// <reference types="@testing-library/jest-dom" />
