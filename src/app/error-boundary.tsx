import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useRouteError } from 'react-router-dom'
import { GlobalErrorScreen } from '@/components/errors/global-error-screen'

interface ErrorBoundaryProps {
  children: ReactNode
}

interface ErrorBoundaryState {
  error: unknown
  failed: boolean
}

/** Catches uncaught rendering errors; once failed it stays failed until the page reloads. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, failed: false }

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Uncaught rendering error', error, info.componentStack)
  }

  override render() {
    return this.state.failed ? <GlobalErrorScreen error={this.state.error} /> : this.props.children
  }
}

/**
 * The router catches render errors in routes itself; rethrowing hands them to the app-wide
 * boundary so every crash looks the same and does not reset on the next navigation.
 */
export function RethrowRouteError(): never {
  throw useRouteError()
}
