import type { ReactNode, SVGProps } from 'react'

/** Props of Conto's stroke icons; `size` in px. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number }

/** The frame all of Conto's stroke icons share: 24-unit grid, current colour, decorative. */
export function Icon({ size = 20, children, ...props }: IconProps & { children?: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  )
}
