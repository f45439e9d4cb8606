import ConcurrencyExtras

extension Effect {
  /// Rebuilds the effect with each `.run` operation and each cancellation identifier transformed.
  package func rewriting(
    run: ((TaskPriority?, @escaping RunOperation) -> RunOperation)? = nil,
    id: ((AnyHashableSendable) -> AnyHashableSendable)? = nil
  ) -> Self {
    switch operation {
    case .none, .send:
      return self
    case let .run(priority, operation):
      return Self(operation: .run(priority, run?(priority, operation) ?? operation))
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
    switch operation {
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
          run: { _, operation in
            { send in await CancellationContext.entering(namespace) { await operation(send) } }
          },
          id: { ScopedCancelID.make($0, in: namespace) }
        )))
  }

  @usableFromInline @inline(__always)
  package var isNone: Bool {
    if case .none = operation { true } else { false }
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

/// A cancellation identifier inside the namespaces of nested child features, outermost first.
///
/// As in TCA, an effect is cancellable from its own feature and from every feature around it:
/// it is registered under its identifier in each enclosing namespace (see
/// ``registrationKeys(for:)``), while a cancellation names one exact namespace. So a parent
/// cancels its children's effects by their identifiers, and a child cannot reach a parent's or a
/// sibling's.
struct ScopedCancelID: Hashable, Sendable {
  let path: [AnyHashableSendable]
  let id: AnyHashableSendable

  static func make(
    _ id: AnyHashableSendable, in namespace: AnyHashableSendable
  ) -> AnyHashableSendable {
    guard let scoped = scoped(id) else {
      return AnyHashableSendable(Self(path: [namespace], id: id))
    }
    return AnyHashableSendable(Self(path: [namespace] + scoped.path, id: scoped.id))
  }

  /// The keys an effect with `id` is registered under: `id` as the features around it name it,
  /// from the outermost (the bare identifier) to its own namespace.
  static func registrationKeys(for id: AnyHashableSendable) -> [CancellationKey] {
    guard let scoped = scoped(id) else { return [CancellationKey(id)] }
    let enclosing = (1..<scoped.path.count).map { depth in
      CancellationKey(
        AnyHashableSendable(Self(path: Array(scoped.path.prefix(depth)), id: scoped.id)))
    }
    return [CancellationKey(scoped.id)] + enclosing + [CancellationKey(id)]
  }

  /// `id` as a scoped identifier, if it is one.
  ///
  /// NB: Comparing types first spares the common case, a feature's own identifier, a failing
  /// dynamic cast.
  private static func scoped(_ id: AnyHashableSendable) -> Self? {
    guard type(of: id.base) == Self.self else { return nil }
    return id.base as? Self
  }
}
