// Accessibility as a test (issue 13): every screen `proveedor` reaches, in the light and the dark theme, on a desktop and a
// 375 px phone, checked with axe-core's WCAG 2.1 AA rules (e2e/helpers/accessibility.ts). Any violation fails.
import { ROLE } from '../shared/src/contracts/index.ts';
import { testEveryScreenOf } from './helpers/accessibility.ts';
import { useBrowser } from './helpers/browser.ts';

const { test } = useBrowser(import.meta.url);

testEveryScreenOf(test, ROLE.PROVEEDOR);
