import CasePaths
import ConcurrencyExtras
import CustomDump
import Dependencies
import Foundation
import Testing

@_spi(Internals) @_spi(Logging) @testable import ComposableCore

/// The hooks TCA's own tests reach through SPI: the store log, the registry of cancellable
/// effects, navigation paths of cancellation identifiers and the stack identity generator.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct TCAHooksTests {
  struct LoggedFeature: Reducer {
    struct State { var child = 0 }
    @CasePathable enum Action { case child(Int) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  // NB: The log is process-wide and other tests create stores meanwhile; only this feature's
  //     stores are looked at.
  private func featureLog() -> [String] {
    Logger.shared.logs.filter { $0.contains("LoggedFeature") }
  }

  @Test func theLogRecordsStoresCreatedAndReleasedWhileItIsEnabled() {
    do { _ = Store(initialState: LoggedFeature.State()) { LoggedFeature() } }
    #expect(featureLog().isEmpty)

    Logger.shared.isEnabled = true
    defer {
      Logger.shared.isEnabled = false
      Logger.shared.clear()
    }
    do {
      let store = Store(initialState: LoggedFeature.State()) { LoggedFeature() }
      _ = store.scope(state: \.child, action: \.child)
    }
    #expect(
      featureLog() == [
        "StoreOf<TCAHooksTests.LoggedFeature>.init",
        "StoreOf<TCAHooksTests.LoggedFeature>.deinit",
      ])
    #expect(Logger.shared.logs.contains("Store<Int, Int>.init"))
    Logger.shared.clear()
    #expect(featureLog().isEmpty)
  }

  @Test func anEffectIsRegisteredUnderItsIdentifierWhileItRuns() async {
    let id = UUID()
    let (started, start) = AsyncStream<Void>.makeStream()
    let effect = Effect<Int>.run { _ in
      start.yield()
      try? await Task.never()
    }
    .cancellable(id: id)
    let running = Task { for await _ in effect.actions {} }
    for await _ in started { break }
    #expect(_cancellationCancellables.withValue { $0.exists(at: id, path: NavigationIDPath()) })
    #expect(_cancellationCancellables.count >= 1)
    #expect(
      !_cancellationCancellables.withValue {
        $0.exists(at: id, path: NavigationIDPath(path: [NavigationID()]))
      })
    Task.cancel(id: id)
    await running.value
    #expect(!_cancellationCancellables.withValue { $0.exists(at: id, path: NavigationIDPath()) })
  }

  @Test func aStoresEffectsAreInTheCollectionUntilTheyEnd() async {
    let id = UUID()
    let store = Store(initialState: 0) {
      Reduce<Int, Bool> { _, start in
        start ? .run { _ in try await Task.never() }.cancellable(id: id) : .cancel(id: id)
      }
    }
    let task = store.send(true)
    #expect(_cancellationCancellables.withValue { $0.exists(at: id, path: NavigationIDPath()) })
    store.send(false)
    await task.finish()
    #expect(!_cancellationCancellables.withValue { $0.exists(at: id, path: NavigationIDPath()) })
  }

  @Test func cancellingEverythingInARegistryCancelsItsIdentifiedEffects() async {
    let registry = EffectRegistry()
    let key = CancellationKey(AnyHashableSendable(UUID()))
    let identified = registry.spawn(priority: nil, keys: [key]) { try? await Task.never() }
    let (gate, open) = AsyncStream<Void>.makeStream()
    let unidentified = registry.spawn(priority: nil, keys: []) { for await _ in gate {} }
    #expect(registry.contains(key))
    #expect(registry.cancellableIDCount == 1)

    registry.cancelAllCancellables()
    await identified.value
    #expect(!registry.contains(key))
    #expect(registry.cancellableIDCount == 0)
    #expect(!unidentified.isCancelled)
    open.finish()
    await unidentified.value
  }

  @Test func anIdentifierMadeInsideANavigationPathIsCancelledInsideIt() async {
    let inner = NavigationIDPath(path: [NavigationID(AnyHashableSendable("inner"))])
    let other = NavigationIDPath(path: [NavigationID(AnyHashableSendable("other"))])
    let (started, start) = AsyncStream<Void>.makeStream()
    let effect = withDependencies {
      $0.navigationIDPath = inner
    } operation: {
      Effect<Int>.run { _ in
        start.yield()
        try? await Task.never()
      }
      .cancellable(id: 1)
    }
    let running = Task { for await _ in effect.actions {} }
    for await _ in started { break }
    #expect(_cancellationCancellables.withValue { $0.exists(at: 1, path: inner) })

    withDependencies {
      $0.navigationIDPath = other
    } operation: {
      Task.cancel(id: 1)
    }
    #expect(_cancellationCancellables.withValue { $0.exists(at: 1, path: inner) })

    withDependencies {
      $0.navigationIDPath = inner
    } operation: {
      Task.cancel(id: 1)
    }
    await running.value
    #expect(!_cancellationCancellables.withValue { $0.exists(at: 1, path: inner) })
  }

  @Test func cancelIDsOfDifferentEmptyTypesDifferInHashToo() {
    struct First: Hashable, Sendable {}
    struct Second: Hashable, Sendable {}
    let first = _CancelID(id: First(), navigationIDPath: NavigationIDPath())
    let second = _CancelID(id: Second(), navigationIDPath: NavigationIDPath())
    #expect(first != second)
    #expect(first.hashValue != second.hashValue)
    #expect(first == _CancelID(id: First(), navigationIDPath: NavigationIDPath()))
    #expect(
      first != _CancelID(id: First(), navigationIDPath: NavigationIDPath(path: [NavigationID()])))
  }

  @Test func theStackIdentityGeneratorCountsPerDependencyContext() {
    withDependencies {
      $0.context = .test
    } operation: {
      @Dependency(\.stackElementID) var stackElementID
      #expect(stackElementID.peek().generation == 0)
      #expect(String(customDumping: stackElementID.next()) == "#0")
      #expect(stackElementID.peek().generation == 1)
      #expect(stackElementID().customDumpDescription == "#1")
    }
    withDependencies {
      $0.stackElementID = StackElementIDGenerator()
    } operation: {
      @Dependency(\.stackElementID) var stackElementID
      #expect(stackElementID.next() == StackElementID(generation: 0))
    }
  }
}
