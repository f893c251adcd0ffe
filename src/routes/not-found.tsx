import { NotFoundContent } from '@/components/errors/not-found-content'
import styles from '@/components/errors/not-found.module.css'

/** Any address the app does not know. */
export function NotFoundPage() {
  return (
    <main className={styles.page}>
      <NotFoundContent />
    </main>
  )
}
