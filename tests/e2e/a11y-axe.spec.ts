// axe-core on every registered route at the desktop viewport with axe's default rules (the run
// itself: a11y-scan.ts; the same at 390 px with the WCAG 2.2 AA tags: a11y-phone.spec.ts).
import { defineAxeRun } from './a11y-scan';

defineAxeRun({ name: '' });
