// Loads the design tokens and the UI kit's stylesheet once per page. Imported by package name by
// the shell's bootstrap and the standalone frame, so Module Federation ships one shared copy;
// components do not import CSS themselves (each shared chunk would otherwise carry a duplicate).
import './tokens.css'
import './ui.css'

export const THEME = 'pitchpath' as const
