import type { ButtonHTMLAttributes } from 'react'

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  /** Shows `busyLabel` and blocks clicks while a request runs, without losing focus. */
  busy?: boolean
  busyLabel?: string
  block?: boolean
}

export function Button({
  variant = 'primary',
  busy = false,
  busyLabel,
  block = false,
  className,
  children,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  const classes = ['pp-btn', `pp-btn--${variant}`, block ? 'pp-btn--block' : '', className ?? ''].filter(Boolean).join(' ')
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy && busyLabel ? busyLabel : children}
    </button>
  )
}
