import ConcurrencyExtras

/// Where `Task.cancel(id:)` cancels: in the registry of the store whose reducer or effect is
/// running, inside the namespaces of the child features around the running effect.
///
/// The registry travels in the store's dependencies, which every `.run` captures, so finding it
/// costs a send nothing. Effects run outside any store share one registry.
enum CancellationContext {
  /// The registry of effects run outside any store, as by `Effect.actions`.
  static let bare = EffectRegistry()

  /// The namespaces of the children (`ifLet`, `forEach`, presentation) around the running
  /// effect, outermost first.
  @TaskLocal private static var namespaces: [AnyHashableSendable] = []

  /// Runs `operation` inside a child's namespace.
  @MainActor static func entering(
    _ namespace: AnyHashableSendable, _ operation: @MainActor () async -> Void
  ) async {
    await $namespaces.withValue(namespaces + [namespace]) { @MainActor in await operation() }
  }

  /// Cancels the running effects with `id` in the current store and namespace.
  static func cancel(id: AnyHashableSendable) {
    let (registry, scoped) = resolve(id)
    registry.cancel(CancellationKey(scoped))
  }

  /// The registry of the current store, and `id` inside the current namespace.
  static func resolve(
    _ id: AnyHashableSendable
  ) -> (registry: EffectRegistry, id: AnyHashableSendable) {
    let scoped = namespaces.reversed().reduce(DependencyValues.withinNavigationIDPath(id)) {
      _CancelID.make($0, in: NavigationID($1))
    }
    return (DependencyValues._current.effectRegistry ?? bare, scoped)
  }
}

extension DependencyValues {
  /// The effect registry of the store that runs with these dependencies.
  var effectRegistry: EffectRegistry? {
    get { self[EffectRegistryKey.self] }
    set { self[EffectRegistryKey.self] = newValue }
  }

  /// Takes the effect registry of the store that runs with `other`, for a test store that runs
  /// its reducer with dependencies of its own.
  package mutating func adoptEffectRegistry(of other: DependencyValues) {
    effectRegistry = other.effectRegistry
  }
}

private enum EffectRegistryKey: DependencyKey {
  static let liveValue: EffectRegistry? = nil
  static let testValue: EffectRegistry? = nil
}
