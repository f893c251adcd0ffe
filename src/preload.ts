// A second, tiny entry that index.html loads before the app: the diner's data requests start
// while React and the rest download, instead of after. A separate file, not an inline script,
// so the Content-Security-Policy needs no 'unsafe-inline'.
import { preloadDinerData } from '@/routes/diner/preload'

preloadDinerData(window.location.pathname)
