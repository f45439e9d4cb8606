/// A type whose properties can be watched for changes, as swift-perception names it.
///
/// Upstream, swift-perception back-deploys Observation to Apple systems that predate it. On Linux
/// Observation is always there, so a perceptible type is also `Observable`: ``Perceptible()``
/// conforms a class to both, and `withPerceptionTracking`, `withObservationTracking` and TCA's
/// observation of stores all see its changes. It is a protocol of its own, so that a type may
/// conform to `Observable` and `Perceptible` side by side, as code written for swift-perception
/// does.
///
/// ```swift
/// @Perceptible
/// final class Model {
///   var count = 0
/// }
/// ```
public protocol Perceptible {}
