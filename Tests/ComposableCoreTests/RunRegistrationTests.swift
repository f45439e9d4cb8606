import ConcurrencyExtras
import Testing

@testable import ComposableCore

/// A `.run` that nothing but its effect references is the store's registration of it, and the
/// first one a send registers is the send's group too; a run that two effects share is
/// registered through a forwarder, so that neither start touches the other's registration.
///
/// The tests keep weak references to the runs the reducer returns, which do not count as the
/// references the store checks, and look at what the store made of them.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct RunRegistrationTests {
  enum Shape { case single, merged, shared, boxed }

  /// What the reducer made: weak references to the runs it returned.
  final class Probe {
    weak var first: EffectRun<Feature.Action>?
    weak var second: EffectRun<Feature.Action>?
  }

  struct Feature: Reducer {
    struct State {}
    enum Action {
      case start(Shape)
      case cancel
    }
    let probe: Probe

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      guard case let .start(shape) = action else { return .cancel(id: "b") }
      let first = waiting()
      let second = waiting()
      probe.first = run(of: first)
      probe.second = run(of: second)
      switch shape {
      case .single: return first
      case .merged: return .merge(first, second)
      case .shared: return .merge(first, first)
      case .boxed: return first.cancellable(id: "a").cancellable(id: "b")
      }
    }

    /// An effect that runs until it is cancelled.
    private func waiting() -> Effect<Action> {
      .run { _ in try await Task.never() }
    }

    private func run(of effect: Effect<Action>) -> EffectRun<Action>? {
      guard case let .run(run) = effect.representation else { return nil }
      return run
    }
  }

  private func send(_ shape: Shape) -> (Probe, StoreTask, Store<Feature.State, Feature.Action>) {
    let probe = Probe()
    let store = Store(initialState: Feature.State()) { Feature(probe: probe) }
    return (probe, store.send(.start(shape)), store)
  }

  /// Cancels the send's effects, and checks that none is left running once they end.
  private func cancel(_ task: StoreTask, of store: Store<Feature.State, Feature.Action>) async {
    task.cancel()
    await task.finish()
    #expect(store.runningEffectCount == 0)
  }

  @Test func aRunOnlyItsEffectReferencesIsItsRegistrationAndItsSendsGroup() async throws {
    let (probe, task, store) = send(.single)
    let run = try #require(probe.first)
    #expect(run.registry != nil)
    #expect(task.group === run)
    #expect(store.runningEffectCount == 1)
    await cancel(task, of: store)
  }

  @Test func theSecondRunOfASendCountsInTheFirstOnesGroup() async throws {
    let (probe, task, store) = send(.merged)
    let first = try #require(probe.first)
    let second = try #require(probe.second)
    #expect(first.registry != nil && second.registry != nil)
    #expect(task.group === first)
    #expect(second.group === first)
    #expect(store.runningEffectCount == 2)
    await cancel(task, of: store)
  }

  @Test func aRunTwoEffectsShareIsRegisteredThroughAForwarder() async throws {
    let (probe, task, store) = send(.shared)
    let run = try #require(probe.first)
    #expect(run.registry == nil)
    #expect(task.group is ForwardingRun<Feature.Action>)
    #expect(store.runningEffectCount == 2)
    await cancel(task, of: store)
  }

  @Test func aRunInACancellableBoxIsItsRegistration() async throws {
    let (probe, task, store) = send(.boxed)
    let run = try #require(probe.first)
    #expect(run.registry != nil)
    #expect(task.group === run)
    #expect(store.runningEffectCount == 1)
    store.send(.cancel)
    await task.finish()
    #expect(store.runningEffectCount == 0)
  }
}
