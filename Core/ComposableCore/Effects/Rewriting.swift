import ConcurrencyExtras

extension Effect {
  /// Rebuilds the effect with each `.run`'s work and each cancellation identifier transformed.
  package func rewriting(
    run: ((EffectRun<Action>) -> RunOperation)? = nil,
    id: ((AnyHashableSendable) -> AnyHashableSendable)? = nil
  ) -> Self {
    switch representation {
    case .none, .send:
      return self
    case let .run(effectRun):
      let cancellation = effectRun.cancellation
      guard run != nil || (id != nil && cancellation != nil) else { return self }
      let rewritten: EffectRun<Action> =
        if let run {
          ClosureRun(priority: effectRun.priority, run(effectRun))
        } else {
          ForwardingRun(effectRun)
        }
      rewritten.cancellation = cancellation.map {
        RunCancellation(id: id?($0.id) ?? $0.id, cancelInFlight: $0.cancelInFlight)
      }
      return Self(operation: .run(rewritten))
    case let .merge(effects):
      return Self(operation: .merge(effects.map { $0.rewriting(run: run, id: id) }))
    case let .concatenate(effects):
      return Self(operation: .concatenate(effects.map { $0.rewriting(run: run, id: id) }))
    case let .cancellable(cancelID, cancelInFlight, effect):
      return Self(
        operation: .cancellable(
          id: id?(cancelID) ?? cancelID, cancelInFlight: cancelInFlight,
          effect.rewriting(run: run, id: id)))
    case let .cancel(cancelID):
      return Self(operation: .cancel(id: id?(cancelID) ?? cancelID))
    }
  }

  /// Whether the effect does all of its work synchronously, when the store receives it.
  package var isSynchronous: Bool {
    switch representation {
    case .none, .send, .cancel: true
    case .run: false
    case let .merge(effects), let .concatenate(effects): effects.allSatisfy(\.isSynchronous)
    case let .cancellable(_, _, effect): effect.isSynchronous
    }
  }

  /// Namespaces the effect's cancellation identifiers and makes the whole effect cancellable with
  /// `namespace`, so that a child's effects can be cancelled together without touching others.
  ///
  /// Its `.run` operations run inside the namespace, where `Task.cancel(id:)` cancels the child's
  /// own identifiers.
  package func scoped(to namespace: AnyHashableSendable) -> Self {
    guard !isNone else { return self }
    return Self(
      operation: .cancellable(
        id: namespace, cancelInFlight: false,
        rewriting(
          run: { effectRun in
            { send in await CancellationContext.entering(namespace) { await effectRun.run(send) } }
          },
          id: { _CancelID.make($0, in: NavigationID(namespace)) }
        )))
  }

  @usableFromInline @inline(__always)
  package var isNone: Bool {
    if case .none = representation { true } else { false }
  }

  /// This effect and `other` at the same time, as ``merge(with:)``, without building a merge
  /// when either does nothing.
  @inline(__always)
  package func merged(with other: Self) -> Self {
    if other.isNone { return self }
    if isNone { return other }
    return .merge(self, other)
  }
}
