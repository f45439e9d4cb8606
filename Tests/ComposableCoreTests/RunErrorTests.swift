import ComposableCore
import ConcurrencyExtras
import Testing

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct RunErrorTests {
  struct Failure: Error, Equatable {}

  nonisolated static let throwingLine = #line + 7
  struct Throwing: Reducer {
    struct State: Equatable { var caught: [String] = [] }
    enum Action { case unhandled, handled, cancelled, failsOnceCancelled, caught(String) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .unhandled:
        return .run { _ in throw Failure() }
      case .handled:
        return .run { _ in
          throw Failure()
        } catch: { error, send in
          await send(.caught("\(error)"))
        }
      case .cancelled:
        return .run { _ in
          throw CancellationError()
        } catch: { _, send in
          await send(.caught("cancellation must not reach catch"))
        }
      case .failsOnceCancelled:
        return .run { _ in
          withUnsafeCurrentTask { $0?.cancel() }
          throw Failure()
        }
      case let .caught(message):
        state.caught.append(message)
        return .none
      }
    }
  }

  @Test func unhandledErrorIsReportedAtTheRun() async {
    let store = Store(initialState: Throwing.State()) { Throwing() }
    await withKnownIssue {
      await store.send(.unhandled).finish()
    } matching: { issue in
      issue.description.contains("threw an unhandled error")
        && issue.description.contains("Failure()")
        && issue.sourceLocation?.line == Self.throwingLine
        && issue.sourceLocation?.fileName == "RunErrorTests.swift"
    }
  }

  @Test func errorGoesToCatchWhenGiven() async {
    let store = Store(initialState: Throwing.State()) { Throwing() }
    await store.send(.handled).finish()
    #expect(store.state.caught == ["Failure()"])
  }

  @Test func cancellationErrorEndsTheEffectQuietly() async {
    let store = Store(initialState: Throwing.State()) { Throwing() }
    await store.send(.cancelled).finish()
    #expect(store.state.caught == [])
  }

  /// NB: A cancelled request often ends with an error of its own (`URLError.cancelled`), which
  ///     nobody needs to handle once the effect is cancelled.
  @Test func anErrorOfACancelledEffectEndsItQuietly() async {
    let store = Store(initialState: Throwing.State()) { Throwing() }
    await store.send(.failsOnceCancelled).finish()
    #expect(store.state.caught == [])
  }
}
