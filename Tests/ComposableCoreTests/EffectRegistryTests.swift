import ConcurrencyExtras
import Testing

@testable import ComposableCore

/// The registry's lists of running effects and of effects by cancellation key: effects under
/// several keys, removal from the middle of a list, and cancellations that take a whole list.
@Suite(.timeLimit(.minutes(1)))
struct EffectRegistryTests {
  private let a = CancellationKey(AnyHashableSendable("a"))
  private let b = CancellationKey(AnyHashableSendable("b"))

  /// Starts an effect under `keys` that runs until it is cancelled.
  private func spawn(_ registry: EffectRegistry, _ keys: CancellationKey...) -> Task<Void, Never> {
    registry.spawn(priority: nil, keys: CancellationKeys(keys)) { try? await Task.never() }
  }

  @Test func anEffectUnderTwoKeysIsCancelledByEither() async {
    let registry = EffectRegistry()
    let first = spawn(registry, a)
    let both = spawn(registry, a, b)
    let second = spawn(registry, b)
    #expect(registry.runningCount == 3)
    #expect(registry.cancellableIDCount == 2)

    registry.cancel(a)
    await first.value
    await both.value
    #expect(registry.runningCount == 1)
    #expect(!registry.contains(a))
    #expect(registry.contains(b))
    #expect(!second.isCancelled)

    registry.cancel(b)
    await second.value
    #expect(registry.runningCount == 0)
    #expect(registry.cancellableIDCount == 0)
  }

  @Test func anEffectThatEndsLeavesTheOthersUnderItsKey() async {
    let registry = EffectRegistry()
    let tasks = [spawn(registry, a), spawn(registry, a), spawn(registry, a)]
    // NB: The list is newest first, so these end from its middle, its head, then its tail.
    for index in [1, 2, 0] {
      tasks[index].cancel()
      await tasks[index].value
      let left = tasks.indices.filter { !tasks[$0].isCancelled }
      #expect(registry.runningCount == left.count)
      #expect(registry.contains(a) == !left.isEmpty)
    }
    #expect(registry.cancellableIDCount == 0)
  }

  @Test func aCancelledKeyListsOnlyTheEffectsRegisteredAfter() async {
    let registry = EffectRegistry()
    let before = spawn(registry, a, b)
    registry.cancel(a)
    let after = spawn(registry, a)
    #expect(registry.contains(a))

    // NB: The cancelled effect leaves `b`'s list when it ends, and `a`'s new list stays whole.
    await before.value
    #expect(!registry.contains(b))
    #expect(registry.contains(a))
    #expect(!after.isCancelled)

    registry.cancelAllCancellables()
    await after.value
    #expect(registry.runningCount == 0)
    #expect(registry.cancellableIDCount == 0)
  }

  @Test func cancellingEverythingReachesEffectsWithoutKeys() async {
    let registry = EffectRegistry()
    let tasks = [spawn(registry), spawn(registry, a), spawn(registry)]
    #expect(registry.cancellableIDCount == 1)
    registry.cancelAll()
    for task in tasks { await task.value }
    #expect(registry.runningCount == 0)
    #expect(registry.cancellableIDCount == 0)
  }
}
