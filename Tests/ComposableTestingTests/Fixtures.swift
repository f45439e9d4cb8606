import ComposableCore
import IssueReporting

/// A number client whose test value is unimplemented, like a real feature's client.
struct NumberClient: Sendable {
  var fact: @Sendable (Int) async throws -> String
  var save: @Sendable (Int) async -> Void
}

extension NumberClient: TestDependencyKey {
  static let testValue = NumberClient(
    fact: unimplemented("NumberClient.fact"),
    save: unimplemented("NumberClient.save")
  )
}

extension DependencyValues {
  var numberClient: NumberClient {
    get { self[NumberClient.self] }
    set { self[NumberClient.self] = newValue }
  }
}

/// A feature with the effects the case studies use: a request, a timer and follow-up actions.
struct Feature: Reducer {
  struct State: Equatable {
    var count = 0
    var fact: String?
    var isLoading = false
    var isTimerRunning = false
    var ticks = 0
  }

  @CasePathable
  enum Action: Equatable {
    case incrementButtonTapped
    case factButtonTapped
    case factResponse(String)
    case startTimerButtonTapped
    case stopTimerButtonTapped
    case timerTick
    case sumButtonTapped
    case sumResponse(Int)
    case chainButtonTapped
    case chained
    case saveButtonTapped
  }

  enum CancelID { case timer }

  /// Whether `factResponse` forgets to clear `isLoading`, as in the episodes' failure story.
  var forgetsToClearLoading = false
  /// Whether `stopTimerButtonTapped` forgets to cancel the timer.
  var forgetsToCancelTimer = false

  @Dependency(\.continuousClock) var clock
  @Dependency(\.numberClient) var numberClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementButtonTapped:
      state.count += 1
      return .none
    case .factButtonTapped:
      state.isLoading = true
      return .run { [count = state.count, numberClient] send in
        await send(.factResponse(try await numberClient.fact(count)))
      }
    case let .factResponse(fact):
      state.fact = fact
      if !forgetsToClearLoading { state.isLoading = false }
      return .none
    case .startTimerButtonTapped:
      state.isTimerRunning = true
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.timerTick)
        }
      }
      .cancellable(id: CancelID.timer)
    case .stopTimerButtonTapped:
      state.isTimerRunning = false
      return forgetsToCancelTimer ? .none : .cancel(id: CancelID.timer)
    case .timerTick:
      state.ticks += 1
      return .none
    case .sumButtonTapped:
      return .run { [count = state.count] send in
        async let double = count * 2
        let parts = await withTaskGroup(of: Int.self) { group in
          for value in 1...10 {
            group.addTask {
              await Task.yield(); return value
            }
          }
          return await group.reduce(0, +)
        }
        await send(.sumResponse(await double + parts))
      }
    case let .sumResponse(sum):
      state.count = sum
      return .none
    case .chainButtonTapped:
      return .send(.chained)
    case .chained:
      state.count += 100
      return .none
    case .saveButtonTapped:
      return .run { [count = state.count, numberClient] _ in
        await numberClient.save(count)
      }
    }
  }
}

/// Whether a recorded issue's text contains every fragment.
func issue(_ issue: some CustomStringConvertible, contains fragments: String...) -> Bool {
  fragments.allSatisfy { issue.description.contains($0) }
}
