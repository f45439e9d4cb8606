import CaseStudiesCLI
import ComposableCore
import ConcurrencyExtras
import Foundation
import Testing

/// The app's recording wrapper calls the recorded reducer's `reduce` from a closure; inside a
/// store, that runs the body the store resolved once, not a body built for every action.
@MainActor
struct RecordingTests {
  @Test func recordedReducerBuildsItsBodyOnce() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("recording-\(UUID().uuidString).jsonl").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let evaluations = LockIsolated(0)
    let store = Store(initialState: Recorded.State()) {
      Recorded().recording(to: try! Recorder(path: path))
    } withDependencies: {
      $0.bodyEvaluations = evaluations
    }
    for _ in 1...50 { store.send(.child(.increment)) }
    #expect(store.state.child.count == 50)
    #expect(evaluations.value == 1)
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 50)
    #expect(
      lines.last == #"{"action":{"child":{"_0":{"increment":{}}}},"state":{"child":{"count":50}}}"#)
  }
}

private struct Recorded: Reducer {
  struct State: Codable, Equatable {
    var child = Counter.State()
  }

  @CasePathable
  enum Action: Codable, Equatable {
    case child(Counter.Action)
  }

  @Dependency(\.bodyEvaluations) var evaluations

  var body: some ReducerOf<Self> {
    let _ = evaluations.withValue { $0 += 1 }
    Scope(state: \.child, action: \.child) { Counter() }
  }
}

private struct Counter: Reducer {
  struct State: Codable, Equatable { var count = 0 }
  enum Action: Codable, Equatable { case increment }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

extension DependencyValues {
  fileprivate var bodyEvaluations: LockIsolated<Int> {
    get { self[BodyEvaluationsKey.self] }
    set { self[BodyEvaluationsKey.self] = newValue }
  }
}

private enum BodyEvaluationsKey: DependencyKey {
  static let liveValue = LockIsolated(0)
}
