import { Typography } from '@mantine/core';

/**
 * The one renderer of operator-authored HTML (information pages, promotions, tournaments,
 * popups, special dates, mass messages). The server cleans every such field with one policy
 * when it is saved and again when popups, special dates and messages are served
 * (apps/server/src/platform/sanitize-html.ts), so it is rendered as is.
 */
export function HtmlContent({ html, testId }: { html: string; testId?: string }) {
  return (
    <Typography data-testid={testId}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
