import { useEffect } from 'react'

/** Sets <meta name="theme-color"> (the browser bar colour) while the caller is mounted. */
export function useThemeColor(color: string) {
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'theme-color'
      document.head.append(meta)
    }
    const previous = meta.content
    meta.content = color
    return () => {
      if (meta) meta.content = previous
    }
  }, [color])
}
