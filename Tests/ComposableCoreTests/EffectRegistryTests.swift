import ConcurrencyExtras
import Testing

@testable import ComposableCore

/// The registry's lists of running effects and of effects by cancellation key: effects under
/// several keys, removal from the middle of a list, and cancellations that take a whole list.
///
/// The effects are registered and started as a store starts them, on the main actor, where they
/// also end.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct EffectRegistryTests {
  private let a = CancellationKey(AnyHashableSendable("a"))
  private let b = CancellationKey(AnyHashableSendable("b"))

  /// Starts an effect under `keys` that runs until it is cancelled; its group ends with it.
  private func start(_ registry: EffectRegistry, _ keys: CancellationKey...) -> EffectGroup {
    let group = EffectGroup()
    let registration = EffectRegistry.ClosureRegistration(
      registry: registry, keys: CancellationKeys(keys), priority: nil, group: group, direct: nil
    ) {
      try? await Task.never()
    }
    registry.reserve(registration)
    registry.start(registration)
    return group
  }

  @Test func anEffectUnderTwoKeysIsCancelledByEither() async {
    let registry = EffectRegistry()
    let first = start(registry, a)
    let both = start(registry, a, b)
    let second = start(registry, b)
    #expect(registry.runningCount == 3)
    #expect(registry.cancellableIDCount == 2)

    registry.cancel(a)
    await first.value()
    await both.value()
    #expect(registry.runningCount == 1)
    #expect(!registry.contains(a))
    #expect(registry.contains(b))
    #expect(!second.isFinished)

    registry.cancel(b)
    await second.value()
    #expect(registry.runningCount == 0)
    #expect(registry.cancellableIDCount == 0)
  }

  @Test func anEffectThatEndsLeavesTheOthersUnderItsKey() async {
    let registry = EffectRegistry()
    let groups = [start(registry, a), start(registry, a), start(registry, a)]
    // NB: The list is newest first, so these end from its middle, its head, then its tail.
    for index in [1, 2, 0] {
      groups[index].cancel()
      await groups[index].value()
      let left = groups.filter { !$0.isFinished }
      #expect(registry.runningCount == left.count)
      #expect(registry.contains(a) == !left.isEmpty)
    }
    #expect(registry.cancellableIDCount == 0)
  }

  @Test func aCancelledKeyListsOnlyTheEffectsRegisteredAfter() async {
    let registry = EffectRegistry()
    let before = start(registry, a, b)
    registry.cancel(a)
    let after = start(registry, a)
    #expect(registry.contains(a))

    // NB: The cancelled effect leaves `b`'s list when it ends, and `a`'s new list stays whole.
    await before.value()
    #expect(!registry.contains(b))
    #expect(registry.contains(a))
    #expect(!after.isFinished)

    registry.cancelAllCancellables()
    await after.value()
    #expect(registry.runningCount == 0)
    #expect(registry.cancellableIDCount == 0)
  }

  @Test func cancellingEverythingReachesEffectsWithoutKeys() async {
    let registry = EffectRegistry()
    let groups = [start(registry), start(registry, a), start(registry)]
    #expect(registry.cancellableIDCount == 1)
    registry.cancelAll()
    for group in groups { await group.value() }
    #expect(registry.runningCount == 0)
    #expect(registry.cancellableIDCount == 0)
  }

  @Test func anEffectCancelledBeforeItStartsStartsCancelled() async {
    let registry = EffectRegistry()
    let group = EffectGroup()
    let isCancelled = LockIsolated<Bool?>(nil)
    let registration = EffectRegistry.ClosureRegistration(
      registry: registry, keys: CancellationKeys(a), priority: nil, group: group, direct: nil
    ) {
      isCancelled.setValue(Task.isCancelled)
    }
    registry.reserve(registration)
    registry.cancel(a)
    registry.start(registration)
    await group.value()
    #expect(isCancelled.value == true)
    #expect(registry.runningCount == 0)
  }
}
