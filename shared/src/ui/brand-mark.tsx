/**
 * The PitchPath ball, drawn inline: it looks the same on every device (an emoji depends on the
 * system's fonts and shows as an empty box where none is installed) and costs no request.
 */
export function BrandMark({ size = 22 }: { size?: number }) {
  return (
    <svg className="pp-brand-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="14.5" fill="#fff" stroke="currentColor" strokeWidth="2" />
      <path d="M16 9.5l5.7 4.1-2.2 6.7h-7l-2.2-6.7z" fill="#111827" />
      <path
        d="M16 9.5V2.6M21.7 13.6l6.4-2.3M19.5 20.3l4 5.6M12.5 20.3l-4 5.6M10.3 13.6l-6.4-2.3"
        stroke="#111827"
        strokeWidth="1.6"
        fill="none"
      />
    </svg>
  )
}
