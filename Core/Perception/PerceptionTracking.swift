import Observation

/// Tracks the perceptible and observable properties that `apply` reads and calls `onChange` once,
/// when one of them is about to change.
///
/// swift-perception back-deploys Observation to older Apple systems; on Linux Observation is always
/// there, so this is `withObservationTracking`.
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
