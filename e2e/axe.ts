import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The ids of axe-core's WCAG 2.x A/AA violations on the page as it is now (frames left out). */
export const axeViolations = async (page: Page) =>
  (
    await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .setLegacyMode()
      .analyze()
  ).violations.map((violation) => violation.id);
