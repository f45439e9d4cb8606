import ConcurrencyExtras
import Dependencies

extension Effect {
  /// Makes the effect cancellable with ``cancel(id:)``.
  ///
  /// Cancelling cancels the effect's Swift task, so `clock.sleep` and `Task.checkCancellation`
  /// stop its work, and no action it sends afterwards reaches the store. Identifiers are scoped
  /// to the store that runs the effect.
  ///
  /// - Parameters:
  ///   - id: The identifier of the effect.
  ///   - cancelInFlight: Whether to cancel effects already running with this identifier first.
  @inlinable
  public __consuming func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false)
    -> Self
  {
    if isNone { return cancelInFlight ? .cancel(id: id) : .none }
    let id = DependencyValues.withinNavigationIDPath(AnyHashableSendable(id))
    // NB: A `.run` that nothing else references keeps its identifier itself, which saves the
    //     box of a `.cancellable` around it: `.run { … }.cancellable(id: …)` is the usual shape.
    //     The effect is taken over without a copy, so that the check sees one reference in debug
    //     builds too: `__consuming` and `consume self` (a `consuming` method crashes Swift
    //     6.3.1's move-only checker on this enum).
    var effect = consume self
    if let run = effect.uniqueRun(), run.cancellation == nil {
      run.cancellation = RunCancellation(id: id, cancelInFlight: cancelInFlight)
      return effect
    }
    return Self(operation: .cancellable(id: id, cancelInFlight: cancelInFlight, effect))
  }

  /// An effect that cancels every running effect marked ``cancellable(id:cancelInFlight:)`` with
  /// the identifier.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(id: DependencyValues.withinNavigationIDPath(AnyHashableSendable(id))))
  }
}

extension Effect {
  /// The effect's work, when it is a `.run` that no other effect references.
  ///
  /// NB: Always inlined: a call passes the metadata of `Effect<Action>`, which unspecialized
  ///     callers such as the root core look up first.
  @inlinable @inline(__always)
  mutating func uniqueRun() -> EffectRun<Action>? {
    guard case .run(let run) = representation else { return nil }
    // NB: The effect lets go of its reference while the run's is checked. The check is made on
    //     the run's non-generic base class: on `EffectRun<Action>` it looks up the generic
    //     metadata in unspecialized code.
    representation = .none
    var object: EffectRegistry.Registration = consume run
    let isUnique = isKnownUniquelyReferenced(&object)
    let unique = unsafeDowncast(object, to: EffectRun<Action>.self)
    representation = .run(unique)
    return isUnique ? unique : nil
  }
}
