import ConcurrencyExtras

/// Every effect running under a cancellation identifier, across all stores and outside them;
/// TCA's `@_spi(Internals)` hook, which its tests use to check that no effect is left
/// registered.
///
/// ```swift
/// _cancellationCancellables.withValue { XCTAssertEqual($0.count, 0) }
/// ```
@_spi(Internals)
public let _cancellationCancellables = LockIsolated(CancellablesCollection())

/// A view of the effects registered under cancellation identifiers, read live from the
/// registries of the stores alive and of effects run outside a store.
@_spi(Internals)
public final class CancellablesCollection: Sendable {
  init() {}

  /// The number of identifiers effects are registered under. An effect in a child feature is
  /// registered in each enclosing namespace, so it counts once for each.
  public var count: Int {
    EffectRegistry.live.registries.reduce(0) { $0 + $1.cancellableIDCount }
  }

  /// Whether an effect is registered under `id` in the namespaces of `path`.
  public func exists(at id: some Hashable & Sendable, path: NavigationIDPath) -> Bool {
    let key = _CancelID.key(for: AnyHashableSendable(id), in: path)
    return EffectRegistry.live.registries.contains { $0.contains(key) }
  }

  /// Cancels every effect registered under an identifier, and forgets the identifiers.
  public func removeAll() {
    for registry in EffectRegistry.live.registries { registry.cancelAllCancellables() }
  }
}
