import Observation

/// Tracks the observable properties that `apply` reads and calls `onChange` once, when one of
/// them is about to change.
///
/// TCA gets this from swift-perception, which back-deploys Observation to older Apple systems.
/// On Linux Observation is always there, so this is `withObservationTracking`.
///
/// ```swift
/// withPerceptionTracking {
///   render(store.count)
/// } onChange: {
///   needsRender.setValue(true)
/// }
/// ```
public func withPerceptionTracking<T>(
  _ apply: () -> T,
  onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
  withObservationTracking(apply, onChange: onChange())
}

/// A type whose properties Observation tracks; TCA's back-deployed name for `Observable`.
public typealias Perceptible = Observable
