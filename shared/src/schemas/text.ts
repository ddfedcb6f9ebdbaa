import * as z from 'zod/mini'
import { PLATFORM_MESSAGES } from '../domain/messages/platform.ts'

// Unicode's control characters (C0, DEL, C1). NUL ends strings in C and in some logs and terminals;
// the others move cursors, ring bells or hide text in a log line or an admin's terminal. None has a
// place in a name or a title; a multi-line text (notes, a journal answer) keeps \n and \t.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/

/**
 * The one check every free-text field carries: "<Label> cannot contain control characters".
 * `multiLine` lets a text keep line breaks (\n) and tabs (\t), and nothing else of the kind.
 */
export function noControlCharacters(label: string, { multiLine = false }: { multiLine?: boolean } = {}) {
  const pattern = multiLine ? CONTROL_BUT_LINES : ANY_CONTROL
  return z.refine<string>((text) => !pattern.test(text), PLATFORM_MESSAGES.controlCharacters(label))
}
