/**
 * Rich text as the site will show it, before the server has cleaned it: drawn in a sandboxed
 * frame, so nothing the operator pasted can run in the back office.
 */
export function HtmlPreview({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font:14px system-ui,sans-serif;margin:8px;color:#222}</style>${html}`}
      style={{
        width: '100%',
        minHeight: 160,
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 6,
      }}
    />
  );
}
