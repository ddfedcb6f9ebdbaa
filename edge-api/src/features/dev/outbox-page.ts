import type { OutboxMail } from '@app/shared/schemas/health.ts'

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!)
}

/**
 * Escapes the whole body first, then turns http(s) URLs into links. The URL pattern cannot match a
 * quote or angle bracket (those are entities by now), so a link can never break out of its attribute.
 */
function linkify(escaped: string): string {
  return escaped.replace(/\bhttps?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`)
}

export function outboxPage(mails: readonly OutboxMail[]): string {
  const items = mails.length === 0 ? '<p>No mail yet. Ask for a password reset and it appears here.</p>' : mails.map((m) => `
      <article>
        <h2>${escapeHtml(m.subject)}</h2>
        <p class="meta">To ${escapeHtml(m.to)} · <time datetime="${escapeHtml(m.sentAt)}">${escapeHtml(m.sentAt)}</time></p>
        <pre>${linkify(escapeHtml(m.text))}</pre>
      </article>`).join('')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>PitchPath dev outbox</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
  article { border: 1px solid #ccc; border-radius: 8px; padding: 0 1rem 1rem; margin-bottom: 1rem; }
  .meta { color: #555; margin-top: 0; }
  pre { white-space: pre-wrap; font: inherit; }
  a { color: #0b5cad; word-break: break-all; }
</style>
</head>
<body>
<h1>Dev outbox</h1>
<p>Mail the API sent in development, newest first. Nothing here left this machine.</p>
${items}
</body>
</html>`
}
