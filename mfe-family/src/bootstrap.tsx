import { mountStandalone } from '@app/shared/ui/mount-standalone.tsx'
import App from './app.tsx'
import { AREA_LINKS } from './area-links.ts'

// Standalone page for the Family team: its own store, router and sign-in, same URLs as in the shell.
mountStandalone({ packageName: 'mfe-family', home: '/app/parent-dashboard', links: AREA_LINKS, app: <App /> })
