// Matchers such as toBeInTheDocument / toHaveTextContent for every jest test.
require('@testing-library/jest-dom');
