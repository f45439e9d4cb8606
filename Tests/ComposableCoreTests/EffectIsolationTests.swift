import ComposableCore
import Testing

/// A `.run` operation runs with the store's isolation, the main actor, so its sends are calls
/// rather than hops; work that must not hold the main actor goes to a `@concurrent` function.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct EffectIsolationTests {
  enum Action: Equatable {
    case start
    case ran(onMainActor: Bool)
    case offloaded(onMainActor: Bool)
  }

  nonisolated static func isMainActor(_ isolation: (any Actor)?) -> Bool {
    isolation.map { $0 === MainActor.shared } ?? false
  }

  @concurrent static func isolationOfConcurrentWork() async -> Bool {
    isMainActor(#isolation)
  }

  nonisolated static func feature() -> some Reducer<[Action], Action> {
    Reduce<[Action], Action> { state, action in
      state.append(action)
      guard action == .start else { return .none }
      return .run { send in
        await send(.ran(onMainActor: isMainActor(#isolation)))
        await send(.offloaded(onMainActor: await isolationOfConcurrentWork()))
      }
    }
  }

  @Test func aRunOperationRunsOnTheMainActor() async {
    let store = Store(initialState: [Action]()) { Self.feature() }
    await store.send(.start).finish()
    #expect(store.state == [.start, .ran(onMainActor: true), .offloaded(onMainActor: false)])
  }

  /// Runs the feature as an optional child, whose effects run inside a cancellation namespace.
  struct Parent: Reducer {
    struct State { var child: [EffectIsolationTests.Action]? = [] }
    @CasePathable enum Action { case child(EffectIsolationTests.Action) }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.child, action: \.child) { EffectIsolationTests.feature() }
    }
  }

  @Test func soDoesAChildFeaturesOne() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    await store.send(.child(.start)).finish()
    #expect(
      store.state.child == [.start, .ran(onMainActor: true), .offloaded(onMainActor: false)])
  }

  @Test func aConcatenationRunsItsStepsOnTheMainActorInTurn() async {
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        state.append(action)
        guard action == "start" else { return .none }
        return .concatenate(
          .run { send in await send("first on main: \(Self.isMainActor(#isolation))") },
          .run { send in await send("second on main: \(Self.isMainActor(#isolation))") }
        )
      }
    }
    await store.send("start").finish()
    #expect(store.state == ["start", "first on main: true", "second on main: true"])
  }

  /// A closure with a capture list is compiled `@concurrent` (swiftlang/swift#87097); marking it
  /// `@MainActor` keeps it on the main actor, started at once.
  @Test func aRunWithACaptureListStaysOnTheMainActorWhenMarked() async {
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        state.append(action)
        guard action == "start" else { return .none }
        return .run { @MainActor [count = state.count] send in
          send("on main: \(Self.isMainActor(#isolation)), count: \(count)")
        }
      }
    }
    let task = store.send("start")
    #expect(store.state == ["start", "on main: true, count: 1"])
    await task.finish()
  }
}
