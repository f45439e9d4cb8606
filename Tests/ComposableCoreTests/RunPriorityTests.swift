import ComposableCore
import ConcurrencyExtras
import Testing

/// A `.run`'s priority reaches its task: the store keeps it as a raw value on the way.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct RunPriorityTests {
  struct Feature: Reducer {
    struct State {}
    enum Action { case run(TaskPriority?) }
    let seen: LockIsolated<[TaskPriority]>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .run(priority):
        return .run(priority: priority) { _ in seen.withValue { $0.append(Task.currentPriority) } }
      }
    }
  }

  @Test(arguments: [TaskPriority.background, .low, .medium, .high])
  func aRunsTaskHasItsPriority(_ priority: TaskPriority) async {
    let seen = LockIsolated<[TaskPriority]>([])
    let store = Store(initialState: Feature.State()) { Feature(seen: seen) }
    await store.send(.run(priority)).finish()
    #expect(seen.value == [priority])
  }

  @Test func aRunWithoutOneHasTheSendersPriority() async {
    let seen = LockIsolated<[TaskPriority]>([])
    let store = Store(initialState: Feature.State()) { Feature(seen: seen) }
    let expected = Task.currentPriority
    await store.send(.run(nil)).finish()
    #expect(seen.value == [expected])
  }
}
