import { Typography } from '@mantine/core';

/**
 * CMS text (information pages, promotion and tournament bodies). The server sanitises this
 * HTML before it is stored (ARCHITECTURE, Sessions and security), so it is rendered as is.
 */
export function HtmlContent({ html, testId }: { html: string; testId?: string }) {
  return (
    <Typography data-testid={testId}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
