import { mountStandalone } from '@app/shared/ui/mount-standalone.tsx'
import App from './app.tsx'
import { AREA, AREA_LINKS } from './area.ts'

// Standalone page for the area's team: its own store, router and sign-in, same URLs as in the shell.
mountStandalone({ packageName: AREA.pkg, home: AREA_LINKS[0]?.to ?? '/', links: AREA_LINKS, app: <App /> })
