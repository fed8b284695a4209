// axe-core on every registered route on a phone (390 × 844) with the WCAG 2.0–2.2 A and AA tags
// and axe's best practices, target-size (WCAG 2.2 2.5.8, 24 × 24 px) included: the collapsed
// header, the filters behind 筛选 and every target and text size as a phone shows them (the run
// itself: a11y-scan.ts).
import { defineAxeRun, PHONE } from './a11y-scan';

defineAxeRun({
  name: 'phone',
  viewport: PHONE,
  tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
  enable: ['target-size'],
});
